import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
// The context alone, straight from the library (in the browser build '@tanstack/react-query' is
// app/query/query-entry.ts, which would bring the whole query client into every page).
import { QueryClientContext } from '@tanstack/react-query-library';
import { ToastProvider } from '../components/ui/toast/index.js';
import { getBrowserQueryClient, subscribeQueryClient } from './query/query-client-store.js';
import type { QueryClient } from '@tanstack/react-query';

export interface AppProvidersProps {
  /** A client of its own (each prerender, tests); the browser's comes with the first page that uses TanStack Query. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * The providers every route needs. No MUI: the public site is styled with the shared theme tokens
 * (libs/theme's tokens.ts), its components in components/ui. No emotion either: what every
 * page renders is styled by the static stylesheet (app/styles/site-styles.ts), and emotion's default cache
 * (key 'css') adopts the prerendered <style data-emotion> tags when a page chunk first uses it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const browserClient = useSyncExternalStore(subscribeQueryClient, getBrowserQueryClient, getBrowserQueryClient);
  const client = queryClient ?? browserClient ?? undefined;
  // What QueryClientProvider does; the context provider stays in the tree when the client arrives, so
  // nothing below remounts.
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientContext.Provider value={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientContext.Provider>
  );
}
