import { QueryClient } from '@tanstack/react-query';

/**
 * As spec section 7: no retries, no refetch on focus, reconnect or timer, data never stale.
 * Every admin change refreshes what it affects explicitly (react-admin's refresh).
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
