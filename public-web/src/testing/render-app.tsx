import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { App } from '../app/App.js';
import { AppProviders } from '../app/providers.js';
import { findPublicRoute, preloadRoute } from '../app/routes.js';
import { createQueryClient } from '../lib/query-client.js';

/** Renders the whole app at a path, the way bootstrap does (the route's chunk loaded first). */
export async function renderApp(path: string) {
  await preloadRoute(findPublicRoute(path));
  return render(
    <CacheProvider value={createCache({ key: 'css' })}>
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </AppProviders>
    </CacheProvider>,
  );
}
