// From query-core, not react-query: in the browser build '@tanstack/react-query' is app/query/query-entry.ts,
// which imports this module.
import { QueryClient } from '@tanstack/query-core';
import { QUERY_CLIENT_DEFAULTS } from '@homeward/theme';

/** The shared policy (libs/theme query-policy.ts). One client per browser page, and a fresh one per prerender. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
}
