import { cardServiceBadges, normaliseProviderFilters, providerSearchQuery } from './provider-search.js';

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
  ])('%s -> %p', (_label, filters, expected) => {
    expect(providerSearchQuery(filters)).toBe(expected);
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
