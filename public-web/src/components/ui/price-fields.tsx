/** @jsxImportSource @emotion/react */
import { PRICE_TIME_LABELS, PRICE_TIMES, type PriceTime } from '@homeward/domain';
import { CARRY_OVER_HINT } from '../facts/fact-words.js';
import { SelectField, TextField, type TextFieldProps } from './fields.js';

/** When care is given (weekday daytime, evening, Saturday, Sunday, public holiday): the band a price is for. */
export function TimeBandSelect({ id, label, value, onChange }: { id: string; label: string; value: PriceTime; onChange(time: PriceTime): void }) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(v) => onChange(v as PriceTime)}>
      {PRICE_TIMES.map((t) => (
        <option key={t} value={t}>
          {PRICE_TIME_LABELS[t]}
        </option>
      ))}
    </SelectField>
  );
}

/** An amount in dollars: '$' before it and the number keypad on a phone. */
export function MoneyField(props: Omit<TextFieldProps, 'start' | 'inputMode'>) {
  return <TextField start="$" inputMode="decimal" {...props} />;
}

export interface CarryOverFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** The person's own limit, formatted ('$1,593.96'), when their budget is known. */
  cap?: string | null;
}

/** Unspent funds from last quarter, with the carry-over rule as its hint. */
export function CarryOverField({ id, value, onChange, error, cap }: CarryOverFieldProps) {
  return (
    <MoneyField
      id={id}
      label="Unspent from last quarter (optional)"
      hint={cap ? `${CARRY_OVER_HINT} For you that is up to ${cap}.` : CARRY_OVER_HINT}
      value={value}
      onChange={onChange}
      error={error}
      css={{ maxWidth: '20rem' }}
    />
  );
}
