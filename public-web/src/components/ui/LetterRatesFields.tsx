/** @jsxImportSource @emotion/react */
import { TextField } from './fields.js';
import { mq, typo } from './tool-styles.js';

export interface LetterRatesFieldsProps {
  /** Prefix of the two fields' ids ('statement' gives statement-rate-independence). */
  idPrefix: string;
  /** The two rates as typed, in percent. */
  independence: string;
  everydayLiving: string;
  onIndependenceChange(text: string): void;
  onEverydayLivingChange(text: string): void;
  errors?: { independence?: string | null; everydayLiving?: string | null };
  /** What happens without them, in the tool's words. */
  withoutThem: string;
}

const twoColumns = { display: 'grid', gap: 16, [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * A part pensioner's two rates from their Services Australia letter: the statement checker and the calculator
 * ask for the same two figures with the same words (read by readLetterRates in libs/domain).
 */
export function LetterRatesFields({
  idPrefix,
  independence,
  everydayLiving,
  onIndependenceChange,
  onEverydayLivingChange,
  errors,
  withoutThem,
}: LetterRatesFieldsProps) {
  return (
    <div>
      <p css={[typo.body, { marginBottom: 12 }]}>Your letter from Services Australia gives your exact rates. Enter them if you have them. {withoutThem}</p>
      <div css={twoColumns}>
        <TextField
          id={`${idPrefix}-rate-independence`}
          label="Your rate for Independence services (%)"
          inputMode="decimal"
          value={independence}
          onChange={onIndependenceChange}
          error={errors?.independence ?? null}
        />
        <TextField
          id={`${idPrefix}-rate-everyday`}
          label="Your rate for Everyday living services (%)"
          inputMode="decimal"
          value={everydayLiving}
          onChange={onEverydayLivingChange}
          error={errors?.everydayLiving ?? null}
        />
      </div>
    </div>
  );
}
