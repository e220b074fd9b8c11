import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { ALL_SERVICES, ALL_STATES, RADIUS_OPTIONS_KM, STATES, type ProviderSort, type RadiusKm, type ServiceDto } from '@homeward/domain';
import { NearField } from './NearField.js';

export interface DirectoryFiltersProps {
  qDraft: string;
  state: string;
  service: string;
  services: ServiceDto[] | undefined;
  near: string;
  /** The place could not be found (the server's message). */
  nearError: string | null;
  radiusKm: RadiusKm | null;
  sort: ProviderSort;
  onQChange(text: string): void;
  onStateChange(state: string): void;
  onServiceChange(service: string): void;
  onNearChange(text: string): void;
  onRadiusChange(radiusKm: RadiusKm | null): void;
  onSortChange(sort: ProviderSort): void;
  onClear(): void;
}

const ANY_DISTANCE = 'any';
// The hint under a disabled select stays readable (MUI greys it out with the field).
const hintSx = { fontSize: '1rem', color: 'text.secondary', '&.Mui-disabled': { color: 'text.secondary' } } as const;

/**
 * The place with its distance and order first (most people look for help near home), then text search,
 * state and service filters. Native selects: large,
 * familiar and easy on old phones. Distance and "Nearest first" need a place, so they wait for one.
 */
export function DirectoryFilters(props: DirectoryFiltersProps) {
  const { qDraft, state, service, services, near, nearError, radiusKm, sort } = props;
  const { onQChange, onStateChange, onServiceChange, onNearChange, onRadiusChange, onSortChange, onClear } = props;
  const anySet = qDraft.trim() !== '' || state !== ALL_STATES || service !== ALL_SERVICES || near !== '';
  const placeHint = near ? undefined : 'Choose a place first.';
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search providers"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, alignItems: 'start' }}
    >
      <NearField near={near} error={nearError} onChange={onNearChange} />
      <TextField
        id="directory-radius"
        select
        label="Distance"
        value={near && radiusKm !== null ? String(radiusKm) : ANY_DISTANCE}
        onChange={(e) => onRadiusChange(e.target.value === ANY_DISTANCE ? null : (Number(e.target.value) as RadiusKm))}
        disabled={!near}
        helperText={placeHint}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { sx: hintSx } }}
      >
        <option value={ANY_DISTANCE}>Any distance</option>
        {RADIUS_OPTIONS_KM.map((km) => (
          <option key={km} value={String(km)}>Within {km} km</option>
        ))}
      </TextField>
      <TextField
        id="directory-sort"
        select
        label="Sort by"
        value={near ? sort : 'relevance'}
        onChange={(e) => onSortChange(e.target.value === 'distance' ? 'distance' : 'relevance')}
        helperText={placeHint ? 'Nearest first needs a place.' : undefined}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { sx: hintSx } }}
      >
        <option value="relevance">Best match</option>
        <option value="distance" disabled={!near}>Nearest first</option>
      </TextField>
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
