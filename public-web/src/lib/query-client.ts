// From query-core, not react-query: in the browser build '@tanstack/react-query' is app/query/query-entry.ts,
// which imports this module.
import { QueryClient } from '@tanstack/query-core';
import { QUERY_POLICY } from '@homeward/domain';

/** TanStack Query as spec section 7 asks (QUERY_POLICY). One client per browser page, and a fresh one per prerender. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_POLICY });
}
