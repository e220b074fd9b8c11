import {
  cleanPlaceText,
  distanceAwayText,
  locationQueryText,
  nextPageOffset,
  normaliseNearFilters,
  showingProvidersText,
  showsVisitsYourArea,
  VISITS_NOTE_FAR_KM,
} from './directory-near.js';

describe('normaliseNearFilters', () => {
  it.each([
    ['nothing', {}, { near: '', radiusKm: null, sort: 'relevance' }],
    ['a postcode', { near: '3056' }, { near: '3056', radiusKm: null, sort: 'relevance' }],
    ['a suburb label, spaces tidied', { near: '  Brunswick   VIC 3056 ' }, { near: 'Brunswick VIC 3056', radiusKm: null, sort: 'relevance' }],
    ['a listed radius', { near: '3056', radius: '25' }, { near: '3056', radiusKm: 25, sort: 'relevance' }],
    ['a radius as a number', { near: '3056', radius: 100 }, { near: '3056', radiusKm: 100, sort: 'relevance' }],
    ['an unlisted radius is any distance', { near: '3056', radius: '30' }, { near: '3056', radiusKm: null, sort: 'relevance' }],
    ['a radius that is not a number', { near: '3056', radius: '10km' }, { near: '3056', radiusKm: null, sort: 'relevance' }],
    ['nearest first', { near: '3056', sort: 'distance' }, { near: '3056', radiusKm: null, sort: 'distance' }],
    ['an unknown sort is best match', { near: '3056', sort: 'rating' }, { near: '3056', radiusKm: null, sort: 'relevance' }],
    ['radius and sort without a place are dropped', { radius: '10', sort: 'distance' }, { near: '', radiusKm: null, sort: 'relevance' }],
    ['a blank place drops them too', { near: '   ', radius: '10', sort: 'distance' }, { near: '', radiusKm: null, sort: 'relevance' }],
  ])('%s', (_label, input, expected) => {
    expect(normaliseNearFilters(input)).toEqual(expected);
  });

  it('cuts a place to the 100 characters the search accepts', () => {
    expect(normaliseNearFilters({ near: 'x'.repeat(150) }).near).toHaveLength(100);
  });
});

describe('cleanPlaceText', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['  St   Kilda ', 'St Kilda'],
    ['3056', '3056'],
  ])('%p -> %p', (text, expected) => {
    expect(cleanPlaceText(text)).toBe(expected);
  });
});

describe('locationQueryText', () => {
  it.each([
    ['', null],
    ['3', null],
    [' B ', null],
    ['30', '30'],
    ['Br', 'Br'],
    ['  brunswick  east ', 'brunswick east'],
    ['x'.repeat(60), 'x'.repeat(60)],
    ['x'.repeat(61), null],
  ])('%p -> %p', (typed, expected) => {
    expect(locationQueryText(typed)).toBe(expected);
  });
});

describe('distanceAwayText', () => {
  it.each([
    [3.24, '3.2 km away'],
    [0.4, 'under 1 km away'],
    [42.6, '43 km away'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%p -> %p', (km, text) => {
    expect(distanceAwayText(km)).toBe(text);
  });
});

describe('showsVisitsYourArea', () => {
  it.each([
    ['does not serve the area', { distanceKm: 80, servesSearchedArea: false }, null, false],
    ['serves it, office close, no radius', { distanceKm: 3.2, servesSearchedArea: true }, null, false],
    ['serves it, office exactly at the far line', { distanceKm: VISITS_NOTE_FAR_KM, servesSearchedArea: true }, null, false],
    ['serves it, office far, no radius', { distanceKm: 40, servesSearchedArea: true }, null, true],
    ['serves it, office inside the radius', { distanceKm: 8, servesSearchedArea: true }, 10, false],
    ['serves it, office beyond the radius', { distanceKm: 12.5, servesSearchedArea: true }, 10, true],
    ['serves it, office far but inside a wide radius', { distanceKm: 40, servesSearchedArea: true }, 50, false],
    ['serves it, office location unknown', { distanceKm: null, servesSearchedArea: true }, 25, true],
  ])('%s', (_label, provider, radius, expected) => {
    expect(showsVisitsYourArea(provider, radius)).toBe(expected);
  });
});

describe('showingProvidersText', () => {
  it.each([
    [0, 'Showing 0 providers'],
    [1, 'Showing 1 provider'],
    [34, 'Showing 34 providers'],
  ])('%p -> %p', (n, text) => {
    expect(showingProvidersText(n)).toBe(text);
  });
});

describe('nextPageOffset', () => {
  const page = (n: number, hasMore: boolean) => ({ items: Array.from({ length: n }), hasMore });
  it.each([
    ['no pages yet', [], null],
    ['one page, no more', [page(14, false)], null],
    ['one full page, more to come', [page(20, true)], 20],
    ['two pages, more to come', [page(20, true), page(20, true)], 40],
    ['two pages, the last one final', [page(20, true), page(3, false)], null],
  ])('%s', (_label, pages, expected) => {
    expect(nextPageOffset(pages)).toBe(expected);
  });

  it('stops at the deepest offset the search accepts', () => {
    expect(nextPageOffset([page(10_001, true)])).toBeNull();
  });
});
