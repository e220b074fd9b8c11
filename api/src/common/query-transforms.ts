/** Query-string helpers for DTOs: the global pipe converts nothing implicitly ("5" is not a number). */

/** '20' -> 20; anything else (blank, '2.5', '-1', an array) is left as it is, for the validators to refuse. */
export const wholeNumberParam = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;

/** Trimmed text; blank becomes undefined (an empty form field is the same as none). */
export const textParam = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() || undefined : value);
