import { NO_PROVIDER_ATTRIBUTES } from '@homeward/test-support';
import { byDistance, byRelevance, searchCacheKey, toSearchResult, type BuiltCardRow } from './directory-search.js';
import { NO_ATTRIBUTE_COLUMNS, PROVIDER_TEXT, TEAM_LISTING, TEAM_LISTING_COLUMNS, candidate, cardCatalog } from './card.fixture.js';

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
  // A tie (one suburb's centre) goes by id, so being featured never moves a provider nearer.
  it('nearest first, no coordinates last, ties by id whatever the relevance', () => {
    const list = [
      candidate(1, { distance: null, isHighlighted: 1 }),
      candidate(2, { distance: 5 }),
      candidate(4, { distance: 1.2, rating: 4.8, isHighlighted: 1, displayPriority: 9 }),
      candidate(3, { distance: 1.2, rating: 4 }),
      candidate(6, { distance: null }),
      candidate(5, { distance: 0 }),
    ];
    expect(list.sort(byDistance).map((c) => c.id)).toEqual([5, 3, 4, 2, 1, 6]);
  });
});

describe(searchCacheKey.name, () => {
  it('is one key for equivalent searches and differs for different ones', () => {
    expect(searchCacheKey({ services: [3, 1, 3], near: ' Brunswick  VIC' })).toBe(
      searchCacheKey({ services: [1, 3], near: 'brunswick vic', limit: 20, offset: 0, sort: 'relevance' }),
    );
    expect(searchCacheKey({ near: '3056', radiusKm: 10 })).not.toBe(searchCacheKey({ near: '3056', radiusKm: 25 }));
    expect(searchCacheKey({ offset: 20 })).not.toBe(searchCacheKey({}));
  });

  it('tells the attribute filters apart, whatever their order', () => {
    expect(searchCacheKey({ languages: ['it', 'el'], acceptingNewClients: ['yes', 'waitlist'] })).toBe(
      searchCacheKey({ languages: ['el', 'it'], acceptingNewClients: ['waitlist', 'yes'] }),
    );
    expect(searchCacheKey({ languages: ['el'] })).not.toBe(searchCacheKey({}));
    expect(searchCacheKey({ languages: ['el'] })).not.toBe(searchCacheKey({ languages: ['it'] }));
    expect(searchCacheKey({ diverseNeeds: ['dementia'] })).not.toBe(searchCacheKey({ acceptingNewClients: ['yes'] }));
  });
});

describe(toSearchResult.name, () => {
  const catalog = cardCatalog();
  /** A card row as the drivers send it: MariaDB decimals as strings, booleans as tinyint, the aggregates as JSON text. */
  const row = (fields: Partial<Record<keyof BuiltCardRow, unknown>> = {}): BuiltCardRow =>
    ({
      id: 7,
      ...PROVIDER_TEXT,
      rating: '4.5',
      reviewCount: 3,
      isHighlighted: 0,
      ...TEAM_LISTING_COLUMNS,
      serviceIds: '[2]',
      areas: '[[0,9,"Carlton"]]',
      ...NO_ATTRIBUTE_COLUMNS,
      frequentPriceRisesUntil: null,
      hasCurrentNotice: 0,
      ...fields,
    }) as BuiltCardRow;

  it('maps a card without near: numbers, booleans, no distance, no coverage', () => {
    expect(toSearchResult(row(), catalog, null)).toEqual({
      id: 7,
      ...PROVIDER_TEXT,
      rating: 4.5,
      totalReviews: 3,
      isHighlighted: false,
      servicesOffered: [2],
      services: [{ id: 2, name: 'Nursing care' }],
      serviceAreas: ['Carlton'],
      ...NO_PROVIDER_ATTRIBUTES,
      frequentPriceRisesUntil: null,
      hasCurrentNotice: false,
      ...TEAM_LISTING,
      distanceKm: null,
      servesSearchedArea: false,
      visitsEstimated: false,
      nearestOffice: null,
    });
  });

  it('lists services in catalogue order (unknown ids left out) and areas by position, then id', () => {
    const card = toSearchResult(row({ serviceIds: '[2,99,5]', areas: '[[1,3,"Second"],[0,8,"First"],[1,2,"Between"]]' }), catalog, null);
    expect(card.services).toEqual([
      { id: 5, name: 'Personal care' },
      { id: 2, name: 'Nursing care' },
    ]);
    expect(card.servicesOffered).toEqual([5, 2]);
    expect(card.serviceAreas).toEqual(['First', 'Between', 'Second']);
  });

  it('reads empty aggregates (NULL on MySQL, [] on SQLite) and JSON already parsed (MySQL 8)', () => {
    expect(toSearchResult(row({ serviceIds: null, areas: null }), catalog, null)).toMatchObject({ services: [], servicesOffered: [], serviceAreas: [] });
    expect(toSearchResult(row({ serviceIds: '[]', areas: '[]' }), catalog, null)).toMatchObject({ services: [], serviceAreas: [] });
    expect(toSearchResult(row({ serviceIds: [5], areas: [[0, 1, 'Fitzroy']], isHighlighted: 1 }), catalog, null)).toMatchObject({
      servicesOffered: [5],
      serviceAreas: ['Fitzroy'],
      isHighlighted: true,
    });
  });

  it("takes the distance and coverage from the organisation's nearness to the searched place", () => {
    expect(
      toSearchResult(row(), catalog, {
        distanceKm: 5.4,
        servesSearchedArea: true,
        visitsEstimated: false,
        nearestOffice: { suburb: 'Carlton', state: 'VIC', postcode: '3053' },
      }),
    ).toMatchObject({
      distanceKm: 5.4,
      servesSearchedArea: true,
      visitsEstimated: false,
      nearestOffice: { suburb: 'Carlton', state: 'VIC', postcode: '3053' },
    });
    expect(toSearchResult(row(), catalog, { distanceKm: 12, servesSearchedArea: true, visitsEstimated: true, nearestOffice: null })).toMatchObject({
      servesSearchedArea: true,
      visitsEstimated: true,
    });
  });

  it('reads the listing: its source, the edition of the list, whether it is claimed and when it was confirmed', () => {
    const official = toSearchResult(
      row({
        listingSource: 'official',
        officialListDate: '2025-06-30',
        organisationType: 'Charitable',
        claimedAt: '2026-11-20 03:00:00.000',
        confirmedAt: '2026-11-21 04:05:06.000',
        officeCount: '3',
      }),
      catalog,
      null,
    );
    expect(official.listing).toEqual({
      source: 'official',
      officialListDate: '2025-06-30',
      organisationType: 'Charitable',
      claimed: true,
      confirmedAt: '2026-11-21T04:05:06.000Z',
    });
    expect(official.officeCount).toBe(3);
  });
});
