import { messageOf } from './partner-api.js';

export interface ServerFieldErrors {
  /** Messages for the form's own fields, keyed by source (react-hook-form shows each at its field). */
  fields: Record<string, string>;
  /** A message that names none of the form's fields, shown above the form. */
  general: string | null;
}

const bodyOf = (error: unknown): unknown => (error as { body?: unknown } | null)?.body ?? null;

/**
 * A 400's words placed where the person will look: at the field the server named. The API names the field
 * either in `errors` ({ phone: '...' }), in `field`, or as the start of each message ('phone must ...',
 * 'prices.0.standard ...').
 */
export function serverFieldErrors(error: unknown, knownFields: readonly string[], fallback: string): ServerFieldErrors {
  const body = bodyOf(error) as { errors?: unknown; field?: unknown; message?: unknown } | null;
  const fields: Record<string, string> = {};
  const leftOver: string[] = [];
  const place = (field: string, message: string) => {
    const known = knownFields.find((f) => field === f || field.startsWith(`${f}.`));
    if (known && !fields[known]) fields[known] = message;
    else if (!known) leftOver.push(message);
  };
  if (body && typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, message] of Object.entries(body.errors as Record<string, unknown>)) place(field, String(message));
  } else if (body && typeof body.field === 'string') {
    place(body.field, messageOf(body, fallback));
  } else {
    const messages = Array.isArray(body?.message) ? body.message.map(String) : [messageOf(body, fallback)];
    for (const message of messages) {
      const named = knownFields.find((f) => new RegExp(`^${f}(\\.|\\b)`).test(message));
      if (named) place(named, message);
      else leftOver.push(message);
    }
  }
  return { fields, general: leftOver.length ? leftOver.join(' ') : Object.keys(fields).length ? null : fallback };
}
