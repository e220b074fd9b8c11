import { QUERY_POLICY } from './query-policy.js';

describe('QUERY_POLICY', () => {
  it('never retries, never refetches by itself and never goes stale (spec section 7)', () => {
    expect(QUERY_POLICY).toEqual({
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    });
  });
});
