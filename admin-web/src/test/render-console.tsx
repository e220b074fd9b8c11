import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { installFakeFetch, type FakeRoutes } from '@homeward/test-support';
import { AdminConsole } from '../app/AdminConsole';
import { createAuthProvider } from '../lib/auth-provider';
import { createDataProvider } from '../lib/data-provider';

export const STATS = { totalProviders: 14, activeProviders: 12, highlightedProviders: 5, totalAdminUsers: 2 };
export const ADMIN = { id: 1, email: 'jo@homeward.example', name: 'Jo Citizen' };

/** A react-admin list reply: the array and its Content-Range. */
export const listReply = (resource: string, items: unknown[]) => ({
  status: 200,
  body: items,
  headers: { 'Content-Range': `${resource} 0-${Math.max(items.length - 1, 0)}/${items.length}` },
});

/** The routes of a signed-in dashboard with an empty provider list. */
export const signedInRoutes = (): FakeRoutes => ({
  'GET /api/admin/session': { status: 200, body: ADMIN },
  'GET /api/admin/stats': { status: 200, body: STATS },
  'GET /api/admin/providers': listReply('providers', []),
  'GET /api/services': { status: 200, body: [] },
});

export const location = { path: '' };
function LocationProbe() {
  location.path = useLocation().pathname;
  return null;
}

/** The whole console at `path`, with every request answered by `routes` (global fetch is replaced). */
export function renderConsole(path: string, routes: FakeRoutes) {
  const fetch = installFakeFetch(routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminConsole authProvider={createAuthProvider({ fetch })} dataProvider={createDataProvider()} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return fetch;
}
