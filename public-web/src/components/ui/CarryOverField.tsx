/** @jsxImportSource @emotion/react */
import { CARRY_OVER_HINT } from '../facts/fact-words.js';
import { TextField } from './fields.js';

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
    <TextField
      id={id}
      start="$"
      inputMode="decimal"
      label="Unspent from last quarter (optional)"
      hint={cap ? `${CARRY_OVER_HINT} For you that is up to ${cap}.` : CARRY_OVER_HINT}
      value={value}
      onChange={onChange}
      error={error}
      css={{ maxWidth: '20rem' }}
    />
  );
}
