/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { TextField } from '../../../components/ui/fields.js';

export interface IncomeFieldProps {
  value: string;
  onChange(text: string): void;
}

/** Weekly income for the contribution estimate; optional, blank means none. */
export const IncomeField = memo(function IncomeField({ value, onChange }: IncomeFieldProps) {
  return (
    <TextField
      id="calculator-weekly-income"
      label="Weekly income before tax (optional)"
      type="number"
      value={value}
      onChange={onChange}
      hint="Leave it blank if you would rather not say. If you share your results, the link includes it."
      start="$"
      min={0}
      step={1}
      inputMode="decimal"
      css={{ maxWidth: 360 }}
    />
  );
});
