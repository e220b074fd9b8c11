import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { App } from '../app/App.js';
import { AppProviders } from '../app/providers.js';
import { findPublicRoute, preloadRoute } from '../app/routes.js';
import { createQueryClient } from '../lib/query-client.js';

/** Renders the whole app at a path, the way bootstrap does (the route's chunk loaded first). */
export async function renderApp(path: string) {
  await preloadRoute(findPublicRoute(path));
  let rendered: ReturnType<typeof render> | undefined;
  // In an async act, so what the page suspends on at its first render (a lazy part of the page) resolves inside it.
  await act(async () => {
    rendered = render(
      <CacheProvider value={createCache({ key: 'css' })}>
        <AppProviders queryClient={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </AppProviders>
      </CacheProvider>,
    );
  });
  return rendered!;
}

/**
 * Hydrates the markup already in #root as the browser does (BrowserRouter at the current URL). Recoverable
 * hydration errors go to onRecoverableError; the caller unmounts the returned root.
 */
export async function hydrateApp(onRecoverableError: (error: unknown) => void): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <CacheProvider value={createCache({ key: 'css' })}>
        <AppProviders queryClient={createQueryClient()}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </CacheProvider>,
      { onRecoverableError },
    );
  });
  return root!;
}
