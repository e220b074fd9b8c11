import { ProviderPageCache } from './provider-page-cache.js';
import { nearFromQuery, pageVersion, providerIdFromPath, providerPageRobots } from './provider-pages.js';

describe(providerIdFromPath.name, () => {
  it.each([
    ['/provider-directory/12', 12],
    ['/provider-directory/2147483647', 2147483647],
  ])('reads the id of %s', (path, id) => expect(providerIdFromPath(path)).toBe(id));

  it.each(['/provider-directory/abc', '/provider-directory/0', '/provider-directory/012', '/provider-directory/2147483648', '/provider-directory/1e3'])(
    'marks %s as not a provider (NaN)',
    (path) => expect(providerIdFromPath(path)).toBeNaN(),
  );

  it.each(['/provider-directory', '/provider-directory/', '/provider-directory/12/', '/provider-directory/1/x', '/faqs'])(
    'leaves %s to the other routes',
    (path) => expect(providerIdFromPath(path)).toBeNull(),
  );
});

describe(pageVersion.name, () => {
  it('changes with the profile and with the build, and not otherwise', () => {
    const v = pageVersion('1', { id: 1, businessName: 'A' });
    expect(pageVersion('1', { id: 1, businessName: 'A' })).toBe(v);
    expect(pageVersion('1', { id: 1, businessName: 'B' })).not.toBe(v);
    expect(pageVersion('2', { id: 1, businessName: 'A' })).not.toBe(v);
  });
});

describe(ProviderPageCache.name, () => {
  it('serves a page only for the version it was rendered from', () => {
    const cache = new ProviderPageCache();
    cache.set(1, 'v1', '<p>one</p>');
    expect(cache.get(1, 'v1')).toBe('<p>one</p>');
    expect(cache.get(1, 'v2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops one provider or all on invalidate', () => {
    const cache = new ProviderPageCache();
    cache.set(1, 'v', 'a');
    cache.set(2, 'v', 'b');
    cache.invalidate(1);
    expect(cache.get(1, 'v')).toBeUndefined();
    expect(cache.get(2, 'v')).toBe('b');
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('keeps the most recently used pages within its bound', () => {
    const cache = new ProviderPageCache(2);
    cache.set(1, 'v', 'a');
    cache.set(2, 'v', 'b');
    cache.get(1, 'v');
    cache.set(3, 'v', 'c');
    expect(cache.get(2, 'v')).toBeUndefined();
    expect(cache.get(1, 'v')).toBe('a');
    expect(cache.get(3, 'v')).toBe('c');
  });
});

describe(nearFromQuery.name, () => {
  it.each([
    ['4350', '4350'],
    ['  Toowoomba QLD 4350 ', 'Toowoomba QLD 4350'],
    [undefined, ''],
    [['4350', '4000'], ''],
    ['x'.repeat(101), ''],
  ])('reads %p as %p', (value, near) => expect(nearFromQuery(value)).toBe(near));
});

describe(providerPageRobots.name, () => {
  const unclaimed = { source: 'official', claimed: false };

  it('is noindex for an unclaimed listing whose every office has gone from the list', () => {
    expect(providerPageRobots({ listing: unclaimed, offices: [{ goneFromList: true }] })).toBe('noindex, follow');
  });

  it('adds nothing while an office is on the list, for a listing someone keeps, or for no provider', () => {
    expect(providerPageRobots({ listing: unclaimed, offices: [{ goneFromList: true }, { goneFromList: false }] })).toBeNull();
    expect(providerPageRobots({ listing: { source: 'official', claimed: true }, offices: [{ goneFromList: true }] })).toBeNull();
    expect(providerPageRobots({ listing: { source: 'team', claimed: false }, offices: [] })).toBeNull();
    expect(providerPageRobots(null)).toBeNull();
    expect(providerPageRobots({ businessName: 'No listing field' })).toBeNull();
  });
});
