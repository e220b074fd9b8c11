import { apiErrorOf, type ApiErrorCode } from '@homeward/domain';

/** Reads the status and the server's message from whatever a failed request threw. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** The words of the API's error body for a person; `message` is a list when several fields were wrong. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join(' ');
  }
  return undefined;
}

/** The stable code of a failed request's answer (what a page branches on, never the words). */
export const errorCode = (error: unknown): ApiErrorCode | undefined => apiErrorOf(error)?.code;

/** What the server said about one field (its path, as 'password' or 'prices.0.standard'), if it named it. */
export const fieldError = (error: unknown, field: string): string | undefined => apiErrorOf(error)?.fields?.[field];
