// From query-core, not react-query: in the browser build '@tanstack/react-query' is app/query/query-entry.ts,
// which imports this module.
import { QueryClient } from '@tanstack/query-core';

/**
 * TanStack Query as spec section 7 asks: reads never retry, never refetch on focus, reconnect or a timer,
 * and data is never stale; writes never retry. One client per browser page, and a fresh one per prerender.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
