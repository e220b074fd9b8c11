import { useState, type FocusEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import LocationOn from '@mui/icons-material/LocationOn';
import { cleanPlaceText, LOCATION_AUTOCOMPLETE, placeLabel, type LocationDto } from '@homeward/domain';
import { useLocationSuggestions } from '../api/search-locations.js';

export interface NearFieldProps {
  /** The place searched now ('' for none). */
  near: string;
  /** Why the place could not be used (the server's message), shown under the field. */
  error: string | null;
  onChange(text: string): void;
}

const optionLabel = (o: LocationDto | string) => (typeof o === 'string' ? o : placeLabel(o));

function announcement(open: boolean, loading: boolean, count: number, typedEnough: boolean): string {
  if (!open || !typedEnough || loading) return '';
  if (count === 0) return 'No matching places. Check the spelling, or type a 4-digit postcode and press Enter.';
  return `${count} ${count === 1 ? 'place' : 'places'} found. Use the up and down arrow keys to choose one, then press Enter.`;
}

/**
 * "Near": a postcode or a suburb, with suggestions from /api/locations as you type (an ARIA combobox from
 * MUI's Autocomplete). Choosing a suggestion searches near its label ('Brunswick VIC 3056'); typed text is
 * searched as it is when Enter is pressed or the field is left.
 */
export function NearField({ near, error, onChange }: NearFieldProps) {
  const [typed, setTyped] = useState(near);
  const [open, setOpen] = useState(false);
  const isChosenLabel = cleanPlaceText(typed) === near && near !== '';
  const { options, loading } = useLocationSuggestions(typed, isChosenLabel);
  const typedEnough = cleanPlaceText(typed).length >= LOCATION_AUTOCOMPLETE.minQueryLength;

  return (
    <>
      <Autocomplete<LocationDto, false, false, true>
        id="directory-near"
        freeSolo
        options={options}
        // The server already matched them; MUI must not filter again by the typed text.
        filterOptions={(x) => x}
        getOptionLabel={optionLabel}
        getOptionKey={(o) => (typeof o === 'string' ? o : `${o.postcode}-${o.locality}-${o.state}`)}
        value={near || null}
        inputValue={typed}
        onInputChange={(_e, value) => setTyped(value)}
        onChange={(_e, value) => onChange(value === null ? '' : optionLabel(value))}
        open={open && typedEnough && !isChosenLabel}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        loading={loading}
        loadingText="Looking for places..."
        selectOnFocus={false}
        clearOnEscape
        handleHomeEndKeys={false}
        fullWidth
        sx={{
          // The clear button is a 44px target like every other control.
          '& .MuiAutocomplete-endAdornment': { right: 6 },
          '& .MuiAutocomplete-clearIndicator': { width: 44, height: 44 },
          '&.MuiAutocomplete-hasClearIcon .MuiOutlinedInput-root': { paddingRight: '56px' },
        }}
        slotProps={{
          listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 48, fontSize: '1.0625rem' } } },
          // Always below the field: flipped above, the list would cover the label and what was typed.
          popper: { modifiers: [{ name: 'flip', enabled: false }] },
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Near (postcode or suburb)"
            error={Boolean(error)}
            helperText={error ?? 'Type a postcode or suburb, then choose it from the list.'}
            slotProps={{
              inputLabel: params.slotProps.inputLabel,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <>
                    <InputAdornment position="start"><LocationOn aria-hidden /></InputAdornment>
                    {params.slotProps.input.startAdornment}
                  </>
                ),
              },
              htmlInput: {
                ...params.slotProps.htmlInput,
                enterKeyHint: 'search',
                onBlur: (e: FocusEvent<HTMLInputElement>) => {
                  params.slotProps.htmlInput.onBlur?.(e);
                  // Typed but not chosen: search for the text as it is.
                  if (cleanPlaceText(typed) !== near) onChange(typed);
                },
              },
              formHelperText: { sx: { fontSize: '1rem' } },
            }}
          />
        )}
      />
      <span className="hw-visually-hidden" aria-live="polite">
        {announcement(open, loading, options.length, typedEnough && !isChosenLabel)}
      </span>
    </>
  );
}
