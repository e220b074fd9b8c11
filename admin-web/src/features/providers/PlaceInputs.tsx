import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, SelectInput, TextInput, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { isPostcodeFormat, localityKey, STATES, type LocationDto, type StateCode } from '@homeward/domain';
import { postcodeFormat, requiredText, stateCode } from './provider-form.js';
import { knownPostcode, sharedState, stateToFill, UNKNOWN_POSTCODE_MESSAGE, usePostcodeLookup, type PostcodeLookup } from './postcode-lookup.js';

const STATE_CHOICES = STATES.map((s) => ({ id: s.code, name: `${s.name} (${s.code})` }));
const stateLabel = (code: StateCode) => STATE_CHOICES.find((s) => s.id === code)?.name ?? code;
const validateSuburb = requiredText('Enter the suburb');
const validateState = [requiredText('Choose a state or territory'), stateCode];
const NO_OPTIONS: LocationDto[] = [];
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const suburbCount = (n: number) => `${n} ${n === 1 ? 'suburb' : 'suburbs'}`;

function suburbHint(lookup: PostcodeLookup): string {
  switch (lookup.status) {
    case 'idle':
      return 'Enter the postcode to see its suburbs';
    case 'loading':
      return 'Looking up suburbs...';
    case 'found':
      return `${suburbCount(lookup.localities.length)} in ${lookup.postcode}: choose one or type another`;
    case 'unknown':
      return 'Check the postcode to see its suburbs';
    case 'failed':
      return 'Suburb suggestions are not available right now. Type the suburb.';
  }
}

/** The suburb: free text, with the postcode's localities offered as suggestions. */
function SuburbInput({ lookup, onChoose }: { lookup: PostcodeLookup; onChoose: (locality: LocationDto) => void }) {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source: 'suburb', validate: validateSuburb });
  const options = lookup.status === 'found' ? lookup.localities : NO_OPTIONS;
  // Names alone are ambiguous only when the postcode crosses a state border.
  const showStates = lookup.status === 'found' && sharedState(lookup.localities) === null;
  const text = typeof field.value === 'string' ? field.value : '';

  return (
    <Autocomplete<LocationDto, false, false, true>
      id={id}
      freeSolo
      openOnFocus
      options={options}
      value={text === '' ? null : text}
      inputValue={text}
      onInputChange={(_event, typed) => {
        if (typed !== text) field.onChange(typed);
      }}
      onChange={(_event, chosen) => {
        if (chosen !== null && typeof chosen !== 'string') {
          field.onChange(chosen.locality);
          onChoose(chosen);
        } else {
          field.onChange(chosen ?? '');
        }
      }}
      onBlur={field.onBlur}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.locality)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.locality}|${option.state}`)}
      isOptionEqualToValue={(option, value) => (typeof value === 'string' ? localityKey(option.locality) === localityKey(value) : option === value)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.locality}
          {showStates && (
            <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              {option.state}
            </Box>
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label="Suburb" source="suburb" isRequired={isRequired} />}
          error={invalid}
          helperText={<InputHelperText error={error?.message} helperText={suburbHint(lookup)} />}
        />
      )}
    />
  );
}

/**
 * Postcode, suburb and state (spec section 5). A 4-digit postcode is looked up: its localities
 * are offered as suburbs and its state is filled in (or, when it crosses a border, the chosen suburb's).
 * The state stays editable. An unknown postcode is a field error; a lookup that fails blocks nothing.
 */
export function PlaceInputs() {
  const queryClient = useQueryClient();
  const { getValues, setValue, trigger, clearErrors, getFieldState, formState } = useFormContext();
  const postcode = useWatch({ name: 'postcode' }) as unknown;
  const lookup = usePostcodeLookup(postcode);
  const validatePostcode = useMemo(() => [requiredText('Enter the postcode'), postcodeFormat, knownPostcode(queryClient)], [queryClient]);
  const [announcement, setAnnouncement] = useState('');

  // The postcode an edited provider already has does not overwrite its state; each postcode typed does, once.
  const filledFor = useRef<string | null>(null);
  if (filledFor.current === null) {
    const initial = String(getValues('postcode') ?? '').trim();
    filledFor.current = isPostcodeFormat(initial) ? initial : '';
  }

  const fillState = useCallback(
    (state: StateCode | null): string => {
      if (!state) return '';
      if (getValues('state') !== state) setValue('state', state, { shouldDirty: true, shouldValidate: true });
      return ` State set to ${stateLabel(state)}.`;
    },
    [getValues, setValue],
  );

  const found = lookup.status === 'found' ? lookup.localities : null;
  const lookedUp = lookup.status === 'idle' ? null : lookup.postcode;
  useEffect(() => {
    if (lookup.status === 'unknown') {
      // Shown as soon as it is known, not only after Save.
      void trigger('postcode');
      setAnnouncement(UNKNOWN_POSTCODE_MESSAGE);
      return;
    }
    if (!formState.isSubmitted && getFieldState('postcode').error?.message === UNKNOWN_POSTCODE_MESSAGE) {
      clearErrors('postcode');
    }
    if (found && lookedUp && filledFor.current !== lookedUp) {
      filledFor.current = lookedUp;
      const filled = fillState(stateToFill(found, String(getValues('suburb') ?? '')));
      setAnnouncement(`${suburbCount(found.length)} found for ${lookedUp}.${filled}`);
    }
    // Runs when the lookup's answer changes, not when react-hook-form's helpers change identity (they do on
    // every form state change, which would re-announce and re-fill on each keystroke).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [lookup.status, lookedUp, found]);

  return (
    <>
      <TextInput
        source="postcode"
        label="Postcode"
        validate={validatePostcode}
        helperText="Fills in the state and suggests suburbs"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <SuburbInput lookup={lookup} onChoose={(locality) => setAnnouncement(fillState(locality.state).trim())} />
      <SelectInput margin="none" source="state" label="State or territory" choices={STATE_CHOICES} validate={validateState} emptyText="Choose..." />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
