import { centsToDecimalString, toCents } from '@homeward/domain';
import type { ValueTransformer } from 'typeorm';

/**
 * Decimal money columns: MySQL returns strings ('150.00'), SQLite numbers (150). Both become '150.00'.
 */
export const moneyTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : centsToDecimalString(toCents(value))),
  from: (value: string | number | null) => (value === null || value === undefined ? null : centsToDecimalString(toCents(value))),
};

/** Small decimals read as numbers (rating 4.5), whatever the driver returns. */
export const decimalNumberTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

/** Epoch-millisecond bigint columns: MySQL returns strings, SQLite numbers; both become numbers. */
export const epochMillis: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

/** A driver's DATETIME (a Date, or text in UTC from SQLite) as an ISO instant. */
export function isoInstant(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}
