import { DirectoryChanges } from '../../shared-state/directory-changes.js';
import { RedisConnection } from '../../shared-state/redis-connection.js';
import { SearchCache } from './search-cache.js';
import type { SearchPage } from './directory-search.js';

const page = (n: number): SearchPage => ({ cards: [], ids: [], distancesKm: [], hasMore: n > 0 });

describe(SearchCache.name, () => {
  it('returns a page until its time is up', () => {
    let now = 1_000;
    const cache = new SearchCache(30, 10, () => now);
    cache.set('a', page(1));
    expect(cache.get('a')).toEqual(page(1));
    now += 29_999;
    expect(cache.get('a')).toEqual(page(1));
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when it hears that the directory changed (any provider written)', async () => {
    const changes = new DirectoryChanges(new RedisConnection(null, 'test:'));
    const cache = new SearchCache(30, 10, Date.now, changes);
    cache.set('a', page(1));
    await changes.announce({ providerIds: [7] });
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SearchCache(30, 2);
    cache.set('a', page(1));
    cache.set('b', page(2));
    cache.set('c', page(3));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(page(2));
    expect(cache.get('c')).toEqual(page(3));
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new SearchCache(0);
    expect(cache.enabled).toBe(false);
    cache.set('a', page(1));
    expect(cache.get('a')).toBeUndefined();
  });
});
