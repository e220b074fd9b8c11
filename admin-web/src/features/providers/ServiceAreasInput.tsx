import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { TextArrayInput } from 'react-admin';
import { useAreaSuggestions } from './service-area-suggestions.js';

/** Service areas: free text chips, with matching postcodes and suburbs offered while typing. */
export function ServiceAreasInput() {
  const [typed, setTyped] = useState('');
  const suggestions = useAreaSuggestions(typed);
  const details = useMemo(() => new Map(suggestions.map((s) => [s.area, s.detail])), [suggestions]);
  return (
    <TextArrayInput
      source="serviceAreas"
      label="Service areas"
      helperText="Type a postcode or suburb, then choose a suggestion or press Enter to add it"
      sx={{ gridColumn: '1 / -1' }}
      options={suggestions.map((s) => s.area)}
      // The API already matched the text; the options are the answer, not something to filter again.
      filterOptions={(options) => options}
      filterSelectedOptions
      onInputChange={(_event, value) => setTyped(value)}
      renderOption={({ key, ...props }, area) => (
        <li key={key} {...props}>
          {area}
          {details.has(area) && (
            <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              {details.get(area)}
            </Box>
          )}
        </li>
      )}
    />
  );
}
