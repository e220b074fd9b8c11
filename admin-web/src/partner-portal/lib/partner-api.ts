import { apiErrorBodyOf, type ApiErrorCode } from '@homeward/domain';

/**
 * Same-origin JSON calls to /api/partner with the session cookie. A refusal becomes a PartnerApiError carrying
 * the status and the server's words, so a page can show them (at the field when the server names one).
 */
export const PARTNER_API = '/api/partner';

export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'PartnerApiError';
  }

  /** The stable code of the API's answer (what a page branches on, never the words); undefined without one. */
  get code(): ApiErrorCode | undefined {
    return apiErrorBodyOf(this.body)?.code;
  }

  /** What the API said about each field it named, by path ('name', 'prices.0.standard'). */
  get fields(): Record<string, string> {
    return apiErrorBodyOf(this.body)?.fields ?? {};
  }
}

export const CONNECTION_PROBLEM = 'We could not reach Homeward. Check your connection and try again.';

/** The first readable message of a Nest error body ({ message: string | string[] }). */
export function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

export type PartnerFetch = (path: string, init?: RequestInit) => Promise<Response>;

export const browserFetch: PartnerFetch = (path, init) => globalThis.fetch(path, init);

/** Calls the partner API; resolves with the parsed JSON body (undefined for an empty one). */
export async function partnerCall<T>(doFetch: PartnerFetch, path: string, init: RequestInit = {}, fallback = CONNECTION_PROBLEM): Promise<T> {
  let response: Response;
  try {
    response = await doFetch(`${PARTNER_API}${path}`, {
      ...init,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new PartnerApiError(CONNECTION_PROBLEM, undefined, null);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new PartnerApiError(messageOf(body, fallback), response.status, body);
  return body as T;
}

export const jsonBody = (value: unknown): RequestInit => ({ body: JSON.stringify(value) });
