import { PRICE_TIME_LABELS, PRICE_TIMES, type PriceTime } from '@homeward/domain';
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
