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

async function errorFor(res: Response): Promise<Error> {
  let bodyText = '';
  try {
    bodyText = await res.text();
  } catch {
    // The body could not be read; the status text stands in for it.
  }
  return new Error(`${res.status}: ${bodyText || res.statusText}`);
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiGet<T>(path: string, opts: { on401: 'null'; signal?: AbortSignal }): Promise<T | null>;
export async function apiGet<T>(path: string, opts?: ApiGetOptions): Promise<T>;
export async function apiGet<T>(path: string, opts: ApiGetOptions = {}): Promise<T | null> {
  const res = await fetch(path, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' }, signal: opts.signal });
  if (res.status === 401 && opts.on401 === 'null') return null;
  if (!res.ok) throw await errorFor(res);
  return readJson<T>(res);
}

export async function apiSend<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw await errorFor(res);
  return readJson<T>(res);
}
