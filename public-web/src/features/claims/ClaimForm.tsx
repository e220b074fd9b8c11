/** @jsxImportSource @emotion/react */
import { useRef, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { CLAIM_FIELD_LABELS, CLAIM_FIELDS, CLAIM_LIMITS, type ClaimField } from '@homeward/domain';
import { Button } from '../../components/ui/Button.js';
import { TextField } from '../../components/ui/fields.js';
import { typo } from '../../components/ui/tool-styles.js';
import type { ClaimFieldErrors, ClaimFormValues } from './claim-form.js';

const styles = {
  form: css({ display: 'grid', gap: 20, maxWidth: '36rem' }),
  problem: css([typo.body, { fontWeight: 700, color: '#b3261e' }]),
};

/** How each field is typed: what browsers may fill in, the keyboard a phone shows, and a line of help. */
const FIELD_INPUT: Record<ClaimField, { autoComplete: string; type?: string; inputMode?: 'email' | 'tel' | 'numeric'; maxLength: number; hint?: string }> = {
  claimantName: { autoComplete: 'name', maxLength: CLAIM_LIMITS.claimantNameMaxLength },
  claimantRole: {
    autoComplete: 'organization-title',
    maxLength: CLAIM_LIMITS.claimantRoleMaxLength,
    hint: 'For example: Manager, Director, Intake coordinator',
  },
  workEmail: {
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    maxLength: CLAIM_LIMITS.workEmailMaxLength,
    hint: 'Your email at the organisation. We send the invitation here if we approve your claim.',
  },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel', maxLength: CLAIM_LIMITS.phoneMaxLength, hint: 'We call you on this number.' },
  abn: {
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: CLAIM_LIMITS.abnMaxLength,
    hint: "11 digits. It is on the organisation's invoices, or search for it on ABN Lookup (abr.business.gov.au).",
  },
};

export interface ClaimFormProps {
  values: ClaimFormValues;
  errors: ClaimFieldErrors;
  problem: string | null;
  sending: boolean;
  onChange(values: ClaimFormValues): void;
  /** Says whether the form may be sent; the form moves focus to the first field with an error otherwise. */
  onSubmit(): Promise<ClaimFieldErrors>;
}

/** The claim's five fields, each labelled, its error under it; everything typed stays after an error. */
export function ClaimForm({ values, errors, problem, sending, onChange, onSubmit }: ClaimFormProps) {
  const inputs = useRef<Partial<Record<ClaimField, HTMLInputElement | null>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await onSubmit();
    const first = CLAIM_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="claim-form-heading" css={styles.form}>
      <h2 id="claim-form-heading" css={typo.h3}>
        About you
      </h2>
      {CLAIM_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`claim-${field}`}
          name={field}
          label={CLAIM_FIELD_LABELS[field]}
          value={values[field]}
          onChange={(value) => onChange({ ...values, [field]: value })}
          error={errors[field] ?? null}
          hint={FIELD_INPUT[field].hint}
          required
          autoComplete={FIELD_INPUT[field].autoComplete}
          type={FIELD_INPUT[field].type ?? 'text'}
          inputMode={FIELD_INPUT[field].inputMode}
          maxLength={FIELD_INPUT[field].maxLength}
          ref={(el) => {
            inputs.current[field] = el;
          }}
        />
      ))}
      {problem ? (
        <p role="alert" css={styles.problem}>
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="large" disabled={sending} css={{ justifySelf: 'start' }}>
        {sending ? 'Sending...' : 'Send my claim'}
      </Button>
    </form>
  );
}
