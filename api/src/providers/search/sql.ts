const PLACEHOLDERS = Array.from({ length: 129 }, (_, n) => Array.from({ length: n }, () => '?').join(', '));

/** `?, ?, ?` for n parameters (made once for the usual sizes). */
export const placeholders = (n: number): string => PLACEHOLDERS[n] ?? Array.from({ length: n }, () => '?').join(', ');

/** A select list and its parameters, and the names of its columns in order (a UNION's other half pads with NULLs). */
export interface Columns {
  sql: string;
  params: unknown[];
  names: string[];
}
