/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { LEAD_NEEDS_LIMITS, PROVIDER_LANGUAGES } from '@homeward/domain';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { fieldStyles, SelectField, TextField } from '../../../components/ui/fields.js';
import { typo } from '../../../components/ui/tool-styles.js';
import type { LeadField, LeadFormValues } from '../lead-form.js';

export interface LeadNeedsFieldsProps {
  idPrefix: string;
  values: LeadFormValues;
  disabled?: boolean;
  onChange<K extends LeadField>(field: K, value: LeadFormValues[K]): void;
}

const styles = {
  fieldset: css([fieldStyles.fieldset, { display: 'grid', gap: 20 }]),
  legend: css([typo.h4, { padding: 0, marginBottom: 4 }]),
};

type NeedText = 'contactName' | 'contactRelationship' | 'contactPhone' | 'bestTimeToCall';

/**
 * The optional questions after the spec's required ones: the language spoken at home and
 * whether an interpreter is needed, who the provider should call and how they are related, and a good time.
 * The family's words go to the provider as they were typed.
 */
export function LeadNeedsFields({ idPrefix, values, disabled, onChange }: LeadNeedsFieldsProps) {
  const text = (
    name: NeedText,
    label: string,
    hint: string,
    maxLength: number,
    extra: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'text' } = {},
  ) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      hint={hint}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      inputMode={extra.inputMode}
      maxLength={maxLength}
      disabled={disabled}
      value={values[name]}
      onChange={(value) => onChange(name, value.slice(0, maxLength))}
    />
  );
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>How to reach you (you can leave these empty)</legend>
      <SelectField
        id={`${idPrefix}-language`}
        name="language"
        label="Language you speak at home (optional)"
        hint="So the provider can send someone who speaks it, or book an interpreter."
        disabled={disabled}
        value={values.language}
        onChange={(value) => onChange('language', value)}
        empty="Not chosen"
        options={PROVIDER_LANGUAGES}
      />
      <CheckboxField
        id={`${idPrefix}-needsInterpreter`}
        checked={values.needsInterpreter}
        onChange={(checked) => onChange('needsInterpreter', checked)}
        hint="Interpreters are free through TIS National. The provider can book one for the call."
      >
        I need an interpreter
      </CheckboxField>
      {text('contactName', 'Who should they call? (optional)', 'Leave empty if they should call you.', LEAD_NEEDS_LIMITS.contactNameMaxLength, {
        autoComplete: 'off',
      })}
      {text(
        'contactRelationship',
        'How is that person related to you? (optional)',
        'For example: son, daughter, friend.',
        LEAD_NEEDS_LIMITS.contactRelationshipMaxLength,
      )}
      {text('contactPhone', 'Their phone number (optional)', 'Only if it is not the number above.', LEAD_NEEDS_LIMITS.contactPhoneMaxLength, {
        type: 'tel',
        inputMode: 'tel',
      })}
      {text('bestTimeToCall', 'A good time to call (optional)', 'For example: weekday mornings after 10.', LEAD_NEEDS_LIMITS.bestTimeToCallMaxLength)}
    </fieldset>
  );
}
