import { QueryClient } from '@tanstack/react-query';
import { QUERY_POLICY } from '@homeward/domain';

/** The shared policy (spec section 7); every admin change refreshes what it affects explicitly (react-admin's refresh). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_POLICY });
}
