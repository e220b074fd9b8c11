import { apiErrorBodyOf } from '@homeward/domain';
import { messageOf } from './partner-api.js';

export interface ServerFieldErrors {
  /** Messages for the form's own fields, keyed by source (react-hook-form shows each at its field). */
  fields: Record<string, string>;
  /** A message that names none of the form's fields, shown above the form. */
  general: string | null;
}

const bodyOf = (error: unknown): unknown => (error as { body?: unknown } | null)?.body ?? null;

/**
 * A 400's words placed where the person will look: at the field the server named in `fields` ('phone',
 * 'prices.0.standard' goes under 'prices'); anything else above the form.
 */
export function serverFieldErrors(error: unknown, knownFields: readonly string[], fallback: string): ServerFieldErrors {
  const body = bodyOf(error);
  const named = apiErrorBodyOf(body)?.fields ?? {};
  const fields: Record<string, string> = {};
  const leftOver: string[] = [];
  for (const [field, message] of Object.entries(named)) {
    const known = knownFields.find((f) => field === f || field.startsWith(`${f}.`));
    if (known && !fields[known]) fields[known] = message;
    else if (!known) leftOver.push(message);
  }
  if (Object.keys(named).length === 0) {
    const message = (body as { message?: unknown } | null)?.message;
    leftOver.push(...(Array.isArray(message) ? message.map(String) : [messageOf(body, fallback)]));
  }
  return { fields, general: leftOver.length ? leftOver.join(' ') : Object.keys(fields).length ? null : fallback };
}
