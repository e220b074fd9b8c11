import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { installFakeFetch, type FakeRoutes } from '@homeward/test-support';
import { AdminConsole } from '../app/AdminConsole';
import { createAuthProvider } from '../lib/auth-provider';
import { createDataProvider } from '../lib/data-provider';

export const STATS = { totalProviders: 14, activeProviders: 12, highlightedProviders: 5, totalAdminUsers: 2 };
/** Two figures due for review on 26 November 2026 (the list GET /api/admin/official-facts answers). */
export const OFFICIAL_FACTS_REVIEW = {
  on: '2026-11-26',
  dueCount: 2,
  due: [
    {
      id: 'classification-budgets',
      label: 'Quarterly budgets for the 8 classifications',
      source: 'Department of Health, Disability and Ageing: Funding classifications for Support at Home',
      sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-classifications-for-support-at-home',
      asOf: '2025-11-01',
      reviewBy: '2026-07-01',
      updateId: 'budgets-july-2026',
    },
    {
      id: 'lifetime-contribution-cap',
      label: 'Lifetime cap on contributions',
      source: 'Services Australia: annual, lifetime and time-limited caps for aged care',
      sourceUrl: 'https://www.servicesaustralia.gov.au/annual-lifetime-and-time-limited-caps-for-aged-care',
      asOf: '2026-03-20',
      reviewBy: '2026-09-20',
      updateId: 'lifetime-cap-march-2026',
    },
  ],
};
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
  'GET /api/admin/official-facts': { status: 200, body: OFFICIAL_FACTS_REVIEW },
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
