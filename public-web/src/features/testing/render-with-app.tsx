import './polyfills.js';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client.js';
import { ToastProvider } from '../../components/ui/toast/index.js';
import type { ReactElement, ReactNode } from 'react';

// The machines these run on are shared and slow at times; waitFor/findBy get more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

/** Shows the router's current location, so tests can read what a page wrote into the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a feature with the providers the app mounts (query client, toasts, router). No MUI theme: the
 * tools do not use MUI; the lead dialogs bring the shared theme with them (ThemedLeadDialogs).
 */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {children}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(wrap(ui)) };
}

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}
export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Response headers (read case-insensitively, as fetch does). */
  headers?: Record<string, string>;
}
export type FakeRoute = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces fetch with a table of handlers keyed 'METHOD /path' (the query string is ignored for matching,
 * and kept in req.url); a key ending in '/*' matches any path below it ('GET /api/locations/*'). A handler
 * that throws makes fetch reject, as a network failure does. Every request is recorded in the returned list.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const req = { method, url, body };
    requests.push(req);
    const key = `${method} ${url.split('?')[0]}`;
    const wildcard = Object.keys(routes).find((k) => k.endsWith('/*') && key.startsWith(k.slice(0, -1)));
    const handler = routes[key] ?? (wildcard ? routes[wildcard] : undefined);
    const res = handler ? await handler(req) : { status: 404, body: { message: 'Not found' } };
    const status = res.status ?? 200;
    const text = res.body === undefined ? '' : JSON.stringify(res.body);
    const headers = new Map(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => text,
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}

/** A promise the test resolves by hand, for holding a request in flight. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
