import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { ALL_SERVICES, ALL_STATES, STATES, type ServiceDto } from '@homeward/domain';

export interface DirectoryFiltersProps {
  qDraft: string;
  state: string;
  service: string;
  services: ServiceDto[] | undefined;
  onQChange(text: string): void;
  onStateChange(state: string): void;
  onServiceChange(service: string): void;
  onClear(): void;
}

/** Text search, state and service filters. Native selects: large, familiar and easy on old phones. */
export function DirectoryFilters(props: DirectoryFiltersProps) {
  const { qDraft, state, service, services, onQChange, onStateChange, onServiceChange, onClear } = props;
  const anySet = qDraft.trim() !== '' || state !== ALL_STATES || service !== ALL_SERVICES;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search providers"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, alignItems: 'start' }}
    >
      <TextField
        id="directory-search"
        label="Search by name or description"
        type="search"
        value={qDraft}
        onChange={(e) => onQChange(e.target.value)}
        fullWidth
        slotProps={{
          input: { startAdornment: <InputAdornment position="start"><Search aria-hidden /></InputAdornment> },
          htmlInput: { enterKeyHint: 'search' },
        }}
      />
      <TextField
        id="directory-state"
        select
        label="State or territory"
        value={state}
        onChange={(e) => onStateChange(e.target.value)}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={ALL_STATES}>All States</option>
        {STATES.map((s) => (
          <option key={s.code} value={s.code}>{s.name}</option>
        ))}
      </TextField>
      <TextField
        id="directory-service"
        select
        label="Type of service"
        value={services ? service : ALL_SERVICES}
        onChange={(e) => onServiceChange(e.target.value)}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={ALL_SERVICES}>All Services</option>
        {services?.map((s) => (
          <option key={s.id} value={String(s.id)}>{s.name}</option>
        ))}
      </TextField>
      {anySet && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button variant="text" onClick={onClear}>Clear search and filters</Button>
        </Box>
      )}
    </Box>
  );
}
