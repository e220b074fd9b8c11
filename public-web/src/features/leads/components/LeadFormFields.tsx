import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { LEAD_LIMITS, SERVICE_LEVELS } from '@homeward/domain';
import { YesNoQuestion } from './YesNoQuestion.js';
import type { LeadField, LeadFormValues } from '../lead-form.js';
import type { Ref } from 'react';

export type LeadFieldErrors = Partial<Record<LeadField, string>>;
export type LeadFieldRefs = Partial<Record<LeadField, HTMLElement | null>>;

export interface LeadFormFieldsProps {
  idPrefix: string;
  values: LeadFormValues;
  errors: LeadFieldErrors;
  disabled?: boolean;
  onChange<K extends LeadField>(field: K, value: LeadFormValues[K]): void;
  /** Collects each input's element so the dialog can move focus to the first one that needs attention. */
  registerRef(field: LeadField): Ref<HTMLElement>;
}

const text = { fontSize: '1rem' } as const;

/** The inputs of both lead dialogs, in the order the spec checks them. */
export function LeadFormFields({ idPrefix, values, errors, disabled, onChange, registerRef }: LeadFormFieldsProps) {
  const field = (
    name: 'referralId' | 'name' | 'phone' | 'email' | 'postcode',
    label: string,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'text';
      maxLength?: number;
      hint?: string;
    } = {},
  ) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      required
      fullWidth
      disabled={disabled}
      value={values[name]}
      onChange={(e) => onChange(name, extra.maxLength ? e.target.value.slice(0, extra.maxLength) : e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.hint}
      inputRef={registerRef(name) as Ref<HTMLInputElement>}
      slotProps={{
        htmlInput: { maxLength: extra.maxLength, inputMode: extra.inputMode },
        formHelperText: { sx: text },
      }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <YesNoQuestion
        id={`${idPrefix}-hasReferralId`}
        ref={registerRef('hasReferralId') as Ref<HTMLFieldSetElement>}
        label="Do you have a referral ID from My Aged Care?"
        hint="It is on the letter My Aged Care sent you after your assessment."
        value={values.hasReferralId}
        error={errors.hasReferralId}
        onChange={(v) => onChange('hasReferralId', v)}
      />
      {values.hasReferralId === 'yes' && field('referralId', 'Referral ID', { maxLength: LEAD_LIMITS.referralIdMaxLength })}
      <TextField
        id={`${idPrefix}-serviceLevel`}
        name="serviceLevel"
        select
        label="Level of support"
        required
        fullWidth
        disabled={disabled}
        value={values.serviceLevel}
        onChange={(e) => onChange('serviceLevel', e.target.value)}
        error={Boolean(errors.serviceLevel)}
        helperText={errors.serviceLevel ?? 'Choose the level on your letter, or your best guess if you are not assessed yet.'}
        inputRef={registerRef('serviceLevel') as Ref<HTMLSelectElement>}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: { sx: text } }}
      >
        <option value="">Choose a level</option>
        {SERVICE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </TextField>
      {field('name', 'Full name', { autoComplete: 'name', maxLength: LEAD_LIMITS.nameMaxLength })}
      {field('phone', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: LEAD_LIMITS.phoneMaxLength })}
      {field('email', 'Email address', { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: LEAD_LIMITS.emailMaxLength })}
      {field('postcode', 'Postcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: LEAD_LIMITS.postcodeMaxLength })}
      <YesNoQuestion
        id={`${idPrefix}-selfManagement`}
        ref={registerRef('selfManagement') as Ref<HTMLFieldSetElement>}
        label="Would you like to self-manage your services?"
        hint="Self-managing means you choose and book some of your own workers, with your provider's help."
        value={values.selfManagement}
        error={errors.selfManagement}
        onChange={(v) => onChange('selfManagement', v)}
      />
    </Box>
  );
}
