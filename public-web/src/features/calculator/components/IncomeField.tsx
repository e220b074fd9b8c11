import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';

export interface IncomeFieldProps {
  value: string;
  onChange(text: string): void;
}

/** Weekly income for the contribution estimate; optional, blank means none. */
export function IncomeField({ value, onChange }: IncomeFieldProps) {
  return (
    <TextField
      id="calculator-weekly-income"
      label="Weekly income before tax (optional)"
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText="Leave it blank if you would rather not say. If you share your results, the link includes it."
      sx={{ maxWidth: 360 }}
      fullWidth
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { min: 0, step: 1, inputMode: 'decimal' },
        formHelperText: { sx: { fontSize: '1rem' } },
      }}
    />
  );
}
