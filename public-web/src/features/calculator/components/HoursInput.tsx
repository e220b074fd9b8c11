import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { CALCULATOR } from '@homeward/domain';

export interface HoursInputProps {
  id: string;
  /** The element naming the service, read together with the field's own label. */
  serviceNameId: string;
  serviceName: string;
  hours: number;
  /** Receives the raw text or the stepped number; the caller applies the hours rule. */
  onChange(raw: string | number): void;
}

/**
 * Hours a week for one service: 0-168 in whole hours; text that is not a number counts as 0. An emptied
 * field stays empty while it has focus (so a new number can be typed) and shows 0 again on leaving it.
 * The minus and plus buttons appear on small screens only, where typing into a number field is fiddly.
 */
export function HoursInput({ id, serviceNameId, serviceName, hours, onChange }: HoursInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const step = (delta: number) => {
    setDraft(null);
    onChange(Math.min(CALCULATOR.maxHours, Math.max(CALCULATOR.minHours, hours + delta)));
  };
  const stepButtonSx = { display: { xs: 'inline-flex', sm: 'none' }, border: 1, borderColor: 'divider', width: 48, height: 48 } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        sx={stepButtonSx}
        aria-label={`One hour less of ${serviceName}`}
        aria-disabled={hours <= CALCULATOR.minHours}
        onClick={() => step(-1)}
      >
        <Remove />
      </IconButton>
      <TextField
        id={id}
        label="Hours per week"
        type="number"
        size="small"
        value={draft ?? String(hours)}
        onChange={(e) => {
          setDraft(e.target.value === '' ? '' : null);
          onChange(e.target.value);
        }}
        onBlur={() => setDraft(null)}
        sx={{ width: { xs: 120, sm: 150 }, '& input': { fontSize: '1.125rem', minHeight: 28 } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            min: CALCULATOR.minHours,
            max: CALCULATOR.maxHours,
            step: 1,
            inputMode: 'numeric',
            'aria-labelledby': `${serviceNameId} ${id}-label`,
          },
        }}
      />
      <IconButton
        sx={stepButtonSx}
        aria-label={`One hour more of ${serviceName}`}
        aria-disabled={hours >= CALCULATOR.maxHours}
        onClick={() => step(1)}
      >
        <Add />
      </IconButton>
    </Box>
  );
}
