import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.js';
import { ToastProvider } from '../components/ui/toast/index.js';
import { FactsDateProvider } from '../components/facts/use-facts-date.js';
import type { ReactElement, ReactNode } from 'react';

// The machines these run on are shared and slow at times; waitFor/findBy get more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

/** Shows the router's current location, so tests can read what a page wrote into the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The date the official rules are read for in tests: a fixed day, so tests never depend on today's date. */
export const TEST_FACTS_DATE = '2026-11-26';

/**
 * Renders a feature with the providers the app mounts (query client, toasts, router) and the date the official
 * rules are read for (TEST_FACTS_DATE unless given). Requests go to whatever fetch the test installed
 * (installFakeFetch from @homeward/test-support).
 */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = '*', factsDate = TEST_FACTS_DATE }: { route?: string; path?: string; factsDate?: string } = {},
) {
  const queryClient = createQueryClient();
  const wrap = (children: ReactNode) => (
    <FactsDateProvider value={factsDate}>
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
    </FactsDateProvider>
  );
  return { queryClient, ...render(wrap(ui)) };
}
