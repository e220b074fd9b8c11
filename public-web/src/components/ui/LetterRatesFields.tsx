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
  const rates = [
    { id: 'independence', category: 'Independence', value: independence, onChange: onIndependenceChange, error: errors?.independence },
    { id: 'everyday', category: 'Everyday living', value: everydayLiving, onChange: onEverydayLivingChange, error: errors?.everydayLiving },
  ];
  return (
    <div>
      <p css={[typo.body, { marginBottom: 12 }]}>Your letter from Services Australia gives your exact rates. Enter them if you have them. {withoutThem}</p>
      <div css={twoColumns}>
        {rates.map((rate) => (
          <TextField
            key={rate.id}
            id={`${idPrefix}-rate-${rate.id}`}
            label={`Your rate for ${rate.category} services (%)`}
            inputMode="decimal"
            value={rate.value}
            onChange={rate.onChange}
            error={rate.error ?? null}
          />
        ))}
      </div>
    </div>
  );
}
