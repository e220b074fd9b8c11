import { itGives } from '../shared/spec-tables.fixture.js';
import {
  cleanPlaceText,
  defaultRadiusKm,
  distanceAwayText,
  locationQueryText,
  NEAR_DEFAULT_RADIUS,
  nextPageOffset,
  normaliseNearFilters,
  showingProvidersText,
  serviceAreaNote,
  SERVICE_AREA_WORDS,
  widerRadiusKm,
} from './directory-near.js';

describe('normaliseNearFilters', () => {
  // With a place, near means near: the default radius rule and nearest first unless the bar says otherwise.
  it.each([
    ['nothing', {}, { near: '', radiusKm: null, sort: 'relevance' }],
    ['a postcode: the default radius, nearest first', { near: '3056' }, { near: '3056', radiusKm: 'auto', sort: 'distance' }],
    ['a suburb label, spaces tidied', { near: '  Brunswick   VIC 3056 ' }, { near: 'Brunswick VIC 3056', radiusKm: 'auto', sort: 'distance' }],
    ['a listed radius', { near: '3056', radius: '25' }, { near: '3056', radiusKm: 25, sort: 'distance' }],
    ['a radius as a number', { near: '3056', radius: 100 }, { near: '3056', radiusKm: 100, sort: 'distance' }],
    ['any distance', { near: '3056', radius: 'any' }, { near: '3056', radiusKm: null, sort: 'distance' }],
    ['an unlisted radius is the default', { near: '3056', radius: '30' }, { near: '3056', radiusKm: 'auto', sort: 'distance' }],
    ['a radius that is not a number', { near: '3056', radius: '10km' }, { near: '3056', radiusKm: 'auto', sort: 'distance' }],
    ['best match, chosen', { near: '3056', sort: 'relevance' }, { near: '3056', radiusKm: 'auto', sort: 'relevance' }],
    ['an unknown sort is nearest first', { near: '3056', sort: 'rating' }, { near: '3056', radiusKm: 'auto', sort: 'distance' }],
    ['radius and sort without a place are dropped', { radius: '10', sort: 'distance' }, { near: '', radiusKm: null, sort: 'relevance' }],
    ['a blank place drops them too', { near: '   ', radius: '10', sort: 'distance' }, { near: '', radiusKm: null, sort: 'relevance' }],
  ])('%s', (_label, input, expected) => {
    expect(normaliseNearFilters(input)).toEqual(expected);
  });

  it('cuts a place to the 100 characters the search accepts', () => {
    expect(normaliseNearFilters({ near: 'x'.repeat(150) }).near).toHaveLength(100);
  });
});

describe('defaultRadiusKm', () => {
  // The distances (km) of the nearest matching providers, nearest first, and the radius the search uses.
  it.each([
    ['a city: three within 50 km', [1.7, 3.2, 9], 50],
    ['the third nearest exactly at 50 km', [10, 20, 50], 50],
    ['the third nearest just past 50 km: widen to 100', [10, 20, 50.1], 100],
    ['a country town: the nearest three within 100 km', [34, 61, 88], 100],
    ['only one provider matches, close by', [12], 50],
    ['only two match, the second 80 km away', [5, 80], 100],
    ['the nearest are far: the widest, and the page offers to look farther', [369, 703, 3158], 100],
    ['no provider matches at all', [], 50],
    ['more than three given: only the nearest three count', [2, 3, 4, 900], 50],
  ])('%s', (_label, nearest, expected) => {
    expect(defaultRadiusKm(nearest)).toBe(expected);
  });

  it('starts at 50 km and asks for three providers', () => {
    expect(NEAR_DEFAULT_RADIUS).toEqual({ startKm: 50, enough: 3 });
  });
});

describe('widerRadiusKm', () => {
  itGives(widerRadiusKm, '%p -> %p', [
    [10, 25],
    [25, 50],
    [50, 100],
    [100, null],
  ]);
});

describe('cleanPlaceText', () => {
  itGives(cleanPlaceText, '%p -> %p', [
    [null, ''],
    ['', ''],
    ['  St   Kilda ', 'St Kilda'],
    ['3056', '3056'],
  ]);
});

describe('locationQueryText', () => {
  itGives(locationQueryText, '%p -> %p', [
    ['', null],
    ['3', null],
    [' B ', null],
    ['30', '30'],
    ['Br', 'Br'],
    ['  brunswick  east ', 'brunswick east'],
    ['x'.repeat(60), 'x'.repeat(60)],
    ['x'.repeat(61), null],
  ]);
});

describe('distanceAwayText', () => {
  itGives(distanceAwayText, '%p -> %p', [
    [3.24, '3.2 km away'],
    [0.4, 'under 1 km away'],
    [42.6, '43 km away'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ]);
});

describe('serviceAreaNote', () => {
  it.each([
    ['no place searched', { servesSearchedArea: false }, '', null],
    ['its areas name the place', { servesSearchedArea: true }, '3000', 'visits'],
    ['its areas do not name the place, however close its office', { servesSearchedArea: false }, 'Melbourne VIC 3000', 'not-listed'],
  ])('%s', (_label, provider, near, expected) => {
    expect(serviceAreaNote(provider, near)).toBe(expected);
  });

  it('has words for each note', () => {
    expect(SERVICE_AREA_WORDS).toEqual({ visits: 'Visits your area', 'not-listed': 'Does not list your area' });
  });
});

describe('showingProvidersText', () => {
  itGives(showingProvidersText, '%p -> %p', [
    [0, 'Showing 0 providers'],
    [1, 'Showing 1 provider'],
    [34, 'Showing 34 providers'],
  ]);
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
