import { createQueryClient } from './query-client.js';

describe('createQueryClient', () => {
  it('never retries, never refetches, never goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});
