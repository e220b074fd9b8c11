import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import createCache from '@emotion/cache';
import { App } from '../app/App.js';
import { AppProviders } from '../app/providers.js';
import { findPublicRoute, preloadRoute } from '../app/routes.js';
import { createQueryClient } from '../lib/query-client.js';

/** Renders the whole app at a path, the way bootstrap does (the route's chunk loaded first). */
export async function renderApp(path: string) {
  await preloadRoute(findPublicRoute(path));
  return render(
    <AppProviders cache={createCache({ key: 'css' })} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A fetch stub that answers JSON by path; unknown paths get a 404. */
export function stubFetch(routes: Record<string, unknown>, delayMs = 0) {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const body = routes[url];
    return fakeResponse(body === undefined ? 404 : 200, body === undefined ? 'Not found' : JSON.stringify(body));
  });
  (globalThis as { fetch: unknown }).fetch = fn;
  return fn;
}

/** The parts of a fetch Response the API client reads (jsdom has no Response). */
export function fakeResponse(status: number, text: string, statusText = status === 200 ? 'OK' : 'Error') {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as unknown as Response;
}
