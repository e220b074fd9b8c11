import { cardServiceBadges, nearSearchParams, normaliseProviderFilters, providerSearchQuery } from './provider-search.js';

describe('providerSearchQuery', () => {
  it.each([
    ['nothing set', {}, ''],
    ['defaults', { q: '', state: 'all', service: 'all' }, ''],
    ['blank text', { q: '   ' }, ''],
    ['text (trimmed)', { q: '  home care ' }, '?q=home+care'],
    ['a state', { state: 'VIC' }, '?state=VIC'],
    ['an unknown state is treated as all', { state: 'XX' }, ''],
    ['a service id', { service: 4 }, '?services=4'],
    ['a service id as text', { service: '12' }, '?services=12'],
    ['a bad service id is treated as all', { service: '0' }, ''],
    ['everything', { q: 'care', state: 'NSW', service: '2' }, '?q=care&state=NSW&services=2'],
    [
      'near with radius and distance sort',
      { service: 3, near: ' Brunswick  VIC ', radiusKm: '25', sort: 'distance' },
      '?services=3&near=Brunswick+VIC&radiusKm=25&sort=distance',
    ],
    ['a page', { limit: 20, offset: '40' }, '?limit=20&offset=40'],
  ])('%s -> %p', (_label, filters, expected) => {
    expect(providerSearchQuery(filters)).toBe(expected);
  });
});

describe('nearSearchParams', () => {
  it.each([
    ['nothing', {}, {}],
    ['near only', { near: '3056' }, { near: '3056' }],
    ['a listed radius', { near: '3056', radiusKm: 50 }, { near: '3056', radiusKm: '50' }],
    ['an unlisted radius is dropped', { near: '3056', radiusKm: 30 }, { near: '3056' }],
    ['the default radius rule', { near: '3056', radiusKm: 'auto', sort: 'distance' }, { near: '3056', radiusKm: 'auto', sort: 'distance' }],
    ['the default radius rule without near is dropped', { radiusKm: 'auto' }, {}],
    ['radius without near is dropped', { radiusKm: 10 }, {}],
    ['distance sort without near is dropped', { sort: 'distance' }, {}],
    ['relevance is the default and not sent', { near: '3056', sort: 'relevance' }, { near: '3056' }],
    ['blank near is dropped', { near: '   ', radiusKm: 10, sort: 'distance' }, {}],
    ['limit 1-100', { limit: '100' }, { limit: '100' }],
    ['limit out of range is dropped', { limit: 0, offset: -1 }, {}],
    ['limit too high is dropped', { limit: 101 }, {}],
    ['offset 0 is the default and not sent', { offset: 0 }, {}],
    ['offset too deep is dropped', { offset: 10_001 }, {}],
  ])('%s', (_label, filters, expected) => {
    expect(nearSearchParams(filters)).toEqual(expected);
  });
});

describe('normaliseProviderFilters', () => {
  it('fills the defaults', () => {
    expect(normaliseProviderFilters({ q: null, state: null, service: null })).toEqual({ q: '', state: 'all', service: 'all' });
  });
});

describe('cardServiceBadges', () => {
  it.each([
    [[], [], 0],
    [['a'], ['a'], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], 3],
  ])('%p -> shows %p and +%p more', (services, shown, more) => {
    expect(cardServiceBadges(services)).toEqual({ shown, more });
  });
});
