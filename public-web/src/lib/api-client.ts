import { apiErrorBodyOf, apiErrorOf } from '@homeward/domain';

/**
 * The one HTTP client of the public site (spec section 7). Pure: it knows nothing of toasts or navigation.
 * Every request sends cookies; a body is JSON; any non-OK response becomes an Error "STATUS: body".
 */
export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiGetOptions {
  /** 'throw' (default) raises on 401 like any other error; 'null' resolves to null instead. */
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
}

/** A JSON answer with the response headers some calls read (X-Has-More, X-Radius-Km). */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

export interface ApiRequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one fetch of the site: cookies sent, JSON in and out, and any non-OK response an Error "STATUS: body"
 * (the status text when the body is empty or unreadable). Returns the response too, for a 401 the caller reads.
 */
async function send(method: HttpMethod | 'GET', path: string, { body, signal }: ApiRequestOptions): Promise<Response> {
  const hasBody = body !== undefined;
  return fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
}

async function answerOf<T>(res: Response): Promise<ApiAnswer<T>> {
  const text = await res.text().catch(() => '');
  // The message is the spec's "STATUS: body"; the status and the body ride along so callers read them, not the text.
  if (!res.ok) throw Object.assign(new Error(`${res.status}: ${text || res.statusText}`), { status: res.status, body: apiErrorBodyOf(text) });
  return { data: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** Any call whose answer's headers matter; apiGet and apiSend are this without them. */
export async function apiRequest<T>(method: HttpMethod | 'GET', path: string, options: ApiRequestOptions = {}): Promise<ApiAnswer<T>> {
  return answerOf<T>(await send(method, path, options));
}

export async function apiGet<T>(path: string, opts: { on401: 'null'; signal?: AbortSignal }): Promise<T | null>;
export async function apiGet<T>(path: string, opts?: ApiGetOptions): Promise<T>;
export async function apiGet<T>(path: string, opts: ApiGetOptions = {}): Promise<T | null> {
  const res = await send('GET', path, { signal: opts.signal });
  if (res.status === 401 && opts.on401 === 'null') return null;
  return (await answerOf<T>(res)).data;
}

export async function apiSend<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return (await apiRequest<T>(method, path, { body })).data;
}

/** The server's reason for a 400, or null for any other failure. */
export function badRequestMessage(error: unknown): string | null {
  const body = apiErrorOf(error);
  if (body?.statusCode !== 400) return null;
  return Array.isArray(body.message) ? body.message.join('. ') : body.message;
}
