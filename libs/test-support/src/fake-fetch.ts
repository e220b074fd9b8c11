/**
 * The one fake `fetch` of the web apps' unit tests (public-web and admin-web): a table of routes, real
 * `Response`s (the jest environment, jsdom-environment.cjs beside this folder, hands Node's fetch classes to
 * jsdom), and a record of every request.
 */

/** One request as the fake saw it. */
export interface FakeRequest {
  method: string;
  /** As passed to fetch, query string included ('/api/locations?query=30'). */
  url: string;
  /** The path alone, without origin or query ('/api/locations'). */
  path: string;
  /** The JSON body, parsed; a body that is not JSON as it was sent (FormData, text); undefined without one. */
  body: unknown;
  init: RequestInit | undefined;
}

/** What a route answers. */
export interface FakeReply {
  /** 200 unless said. */
  status?: number;
  statusText?: string;
  /** Sent as JSON (with a JSON content type). */
  body?: unknown;
  /** Sent as it is, instead of `body`. */
  text?: string;
  /** Response headers (fetch reads them case-insensitively). */
  headers?: Record<string, string>;
}

/** A route's answer, or a function working it out; a function that throws makes fetch reject, as a network failure does. */
export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/**
 * Routes keyed 'METHOD /path' (the query string is ignored for matching); a key ending in '/*' matches any
 * path below it ('GET /api/locations/*'), and '*' matches every request. Anything else gets a 404.
 */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeFetchOptions {
  /** Answer after this many milliseconds (a slow network). */
  delayMs?: number;
}

export interface FakeFetch extends jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  /** Every request, in order. */
  requests: FakeRequest[];
  /** How many requests went to 'METHOD /path' (the query string ignored). */
  callsTo(methodAndPath: string): number;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function toFakeRequest(input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0];
  let body: unknown = init?.body ?? undefined;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // Not JSON: kept as sent.
    }
  }
  return { method, url, path, body, init };
}

function findRoute(routes: FakeRoutes, key: string): FakeRoute | undefined {
  if (routes[key]) return routes[key];
  const wildcard = Object.keys(routes)
    .filter((k) => k.endsWith('/*') && key.startsWith(k.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return wildcard ? routes[wildcard] : routes['*'];
}

function toResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  const json = reply.text === undefined && reply.body !== undefined;
  const text = reply.text ?? (json ? JSON.stringify(reply.body) : null);
  return new Response(NULL_BODY_STATUSES.has(status) ? null : text, {
    status,
    statusText: reply.statusText,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...(reply.headers ?? {}) },
  });
}

/** A fetch answering from `routes`; hand it to the code under test (or see installFakeFetch). */
export function fakeFetch(routes: FakeRoutes, { delayMs = 0 }: FakeFetchOptions = {}): FakeFetch {
  const requests: FakeRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toFakeRequest(input, init);
    requests.push(request);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const route = findRoute(routes, `${request.method} ${request.path}`);
    if (!route) return toResponse({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
    return toResponse(typeof route === 'function' ? await route(request) : route);
  }) as FakeFetch;
  mock.requests = requests;
  mock.callsTo = (methodAndPath) => requests.filter((r) => `${r.method} ${r.path}` === methodAndPath).length;
  return mock;
}

/** fakeFetch, installed as the global fetch (what the apps' API clients call). */
export function installFakeFetch(routes: FakeRoutes, options?: FakeFetchOptions): FakeFetch {
  const fetch = fakeFetch(routes, options);
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

/** A promise the test settles by hand, for holding a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
