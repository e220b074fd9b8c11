import { forwardRef } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface YesNoQuestionProps {
  id: string;
  label: string;
  hint?: string;
  value: '' | 'yes' | 'no';
  error?: string;
  onChange(value: 'yes' | 'no'): void;
}

/** A required Yes/No question as a fieldset, its hint and error text tied to the radio group. */
export const YesNoQuestion = forwardRef<HTMLFieldSetElement, YesNoQuestionProps>(function YesNoQuestion({ id, label, hint, value, error, onChange }, ref) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl component="fieldset" ref={ref} error={Boolean(error)} required sx={{ display: 'block' }}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      {hint && (
        <FormHelperText id={hintId} error={false} sx={{ mx: 0, mt: 0, fontSize: '1rem' }}>
          {hint}
        </FormHelperText>
      )}
      <RadioGroup row name={id} value={value} onChange={(_e, v) => onChange(v === 'yes' ? 'yes' : 'no')} aria-describedby={describedBy}>
        {(['yes', 'no'] as const).map((v) => (
          <FormControlLabel key={v} value={v} control={<Radio sx={{ p: 1.25 }} />} label={v === 'yes' ? 'Yes' : 'No'} sx={{ minHeight: 44, mr: 4 }} />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0, fontSize: '1rem' }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
});
