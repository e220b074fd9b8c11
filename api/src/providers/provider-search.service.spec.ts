import type { SearchedPlace } from '../locations/locations.service.js';
import { byDistance, byRelevance, searchCacheKey, toSearchResult, type Candidate, type ProviderRow } from './provider-search.service.js';

const candidate = (id: number, fields: Partial<Candidate> = {}): Candidate => ({
  id, latitude: null, longitude: null, isHighlighted: 0, displayPriority: 0, rating: 4, businessName: `P${id}`, distance: null, ...fields,
});

describe(byRelevance.name, () => {
  it.each([
    ['highlighted first', candidate(1), candidate(2, { isHighlighted: 1 }), [2, 1]],
    ['then display priority', candidate(1, { displayPriority: 1 }), candidate(2, { displayPriority: 5 }), [2, 1]],
    ['then rating', candidate(1, { rating: 4.1 }), candidate(2, { rating: 4.9 }), [2, 1]],
    ['then name', candidate(1, { businessName: 'Zed' }), candidate(2, { businessName: 'Abel' }), [2, 1]],
    ['then id', candidate(2, { businessName: 'Same' }), candidate(1, { businessName: 'Same' }), [1, 2]],
  ])('%s', (_label, a, b, order) => {
    expect([a, b].sort(byRelevance).map((c) => c.id)).toEqual(order);
  });
});

describe(byDistance.name, () => {
  it('nearest first, no coordinates last, ties in relevance order', () => {
    const list = [
      candidate(1, { distance: null, isHighlighted: 1 }),
      candidate(2, { distance: 5 }),
      candidate(3, { distance: 1.2, rating: 4 }),
      candidate(4, { distance: 1.2, rating: 4.8 }),
      candidate(5, { distance: 0 }),
    ];
    expect(list.sort(byDistance).map((c) => c.id)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe(searchCacheKey.name, () => {
  it('is one key for equivalent searches and differs for different ones', () => {
    expect(searchCacheKey({ services: [3, 1, 3], near: ' Brunswick  VIC' })).toBe(searchCacheKey({ services: [1, 3], near: 'brunswick vic', limit: 20, offset: 0, sort: 'relevance' }));
    expect(searchCacheKey({ near: '3056', radiusKm: 10 })).not.toBe(searchCacheKey({ near: '3056', radiusKm: 25 }));
    expect(searchCacheKey({ offset: 20 })).not.toBe(searchCacheKey({}));
  });
});

describe(toSearchResult.name, () => {
  // What MariaDB sends through a raw query: decimals as strings, booleans as tinyint.
  const row: ProviderRow = {
    id: 7, businessName: 'B', name: null, email: 'e@x.example', phone: '1', website: null, address: 'a', suburb: 'Brunswick', state: 'VIC', postcode: '3056',
    description: null, rating: '4.5', reviewCount: 3, isHighlighted: 0, latitude: -37.76661, longitude: 144.95843,
  };
  const place: SearchedPlace = {
    postcode: '3000', locality: 'Melbourne', state: 'VIC', centre: { lat: -37.81521, lng: 144.96394 }, matchKeys: ['3000', 'melbourne', 'melbourne vic'],
  };

  it('maps a card without near: numbers, booleans, no distance, no coverage', () => {
    expect(toSearchResult(row, [{ id: 2, name: 'Nursing care' }], ['Carlton'], null)).toEqual({
      id: 7, businessName: 'B', name: null, email: 'e@x.example', phone: '1', website: null, address: 'a', suburb: 'Brunswick', state: 'VIC', postcode: '3056',
      description: null, rating: 4.5, totalReviews: 3, isHighlighted: false, servicesOffered: [2], services: [{ id: 2, name: 'Nursing care' }], serviceAreas: ['Carlton'],
      distanceKm: null, servesSearchedArea: false,
    });
  });

  it('adds the distance to 1 decimal and whether an area names the place', () => {
    expect(toSearchResult(row, [], ['Melbourne, VIC'], place)).toMatchObject({ distanceKm: 5.4, servesSearchedArea: true });
    expect(toSearchResult(row, [], ['Melbourne CBD'], place)).toMatchObject({ servesSearchedArea: false });
    expect(toSearchResult({ ...row, latitude: null, longitude: null }, [], ['3000'], place)).toMatchObject({ distanceKm: null, servesSearchedArea: true });
  });
});
