/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { LEAD_LIMITS, SERVICE_LEVELS } from '@homeward/domain';
import { RadioGroupField } from '../../../components/ui/choice-fields.js';
import { SelectField, TextField } from '../../../components/ui/fields.js';
import { LeadNeedsFields } from './LeadNeedsFields.js';
import type { LeadField, LeadFormValues } from '../lead-form.js';
import type { ReactNode, Ref } from 'react';

export type LeadFieldErrors = Partial<Record<LeadField, string>>;

export interface LeadFormFieldsProps {
  idPrefix: string;
  values: LeadFormValues;
  errors: LeadFieldErrors;
  disabled?: boolean;
  onChange<K extends LeadField>(field: K, value: LeadFormValues[K]): void;
  /** Collects each input's element so the dialog can move focus to the first one that needs attention. */
  registerRef(field: LeadField): Ref<HTMLElement>;
  /** Under the postcode: whether the provider lists that place among its areas (provider dialog only). */
  postcodeNote?: ReactNode;
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const grid = css({ display: 'grid', gap: 24 });

/** The inputs of both lead dialogs, in the order the spec checks them. */
export function LeadFormFields({ idPrefix, values, errors, disabled, onChange, registerRef, postcodeNote }: LeadFormFieldsProps) {
  const field = (
    name: 'referralId' | 'name' | 'phone' | 'email' | 'postcode',
    label: string,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'text';
      maxLength?: number;
    } = {},
  ) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      maxLength={extra.maxLength}
      required
      disabled={disabled}
      value={values[name]}
      onChange={(value) => onChange(name, extra.maxLength ? value.slice(0, extra.maxLength) : value)}
      error={errors[name]}
      ref={registerRef(name) as Ref<HTMLInputElement>}
    />
  );

  const yesNo = (name: 'hasReferralId' | 'selfManagement', label: string, hint: string) => (
    <RadioGroupField
      id={`${idPrefix}-${name}`}
      ref={registerRef(name) as Ref<HTMLFieldSetElement>}
      label={label}
      hint={hint}
      options={YES_NO}
      value={values[name]}
      error={errors[name]}
      required
      onChange={(v) => onChange(name, v)}
    />
  );

  return (
    <div css={grid}>
      {yesNo('hasReferralId', 'Do you have a referral ID from My Aged Care?', 'It is on the letter My Aged Care sent you after your assessment.')}
      {values.hasReferralId === 'yes' && field('referralId', 'Referral ID', { maxLength: LEAD_LIMITS.referralIdMaxLength })}
      <SelectField
        id={`${idPrefix}-serviceLevel`}
        name="serviceLevel"
        label="Level of support"
        required
        disabled={disabled}
        value={values.serviceLevel}
        onChange={(value) => onChange('serviceLevel', value)}
        error={errors.serviceLevel}
        hint="Choose the level on your letter, or your best guess if you are not assessed yet."
        ref={registerRef('serviceLevel') as Ref<HTMLSelectElement>}
        empty="Choose a level"
        options={SERVICE_LEVELS.map((level) => ({ code: level, label: level }))}
      />
      {field('name', 'Full name', { autoComplete: 'name', maxLength: LEAD_LIMITS.nameMaxLength })}
      {field('phone', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: LEAD_LIMITS.phoneMaxLength })}
      {field('email', 'Email address', { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: LEAD_LIMITS.emailMaxLength })}
      <div>
        {field('postcode', 'Postcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: LEAD_LIMITS.postcodeMaxLength })}
        {postcodeNote}
      </div>
      {yesNo(
        'selfManagement',
        'Would you like to self-manage your services?',
        "Self-managing means you choose and book some of your own workers, with your provider's help.",
      )}
      <LeadNeedsFields idPrefix={idPrefix} values={values} disabled={disabled} onChange={onChange} />
    </div>
  );
}
