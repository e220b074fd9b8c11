import { toSearchResult, type BuiltCardRow } from './search/directory-search.js';
import { PROVIDER_TEXT, TEAM_LISTING, TEAM_LISTING_COLUMNS, cardCatalog } from './search/card.fixture.js';
import { NOT_NEAR, cardForSearch, storedCard, type CatalogueOrder, type SearchCardSource } from './stored-card.js';

const catalog = cardCatalog('Nursing care "plus"');
const order: CatalogueOrder = new Map(catalog.services.map((s, position) => [s.id, { name: s.name, position }]));

/** Text that JSON must escape. */
const text = { ...PROVIDER_TEXT, businessName: 'Bé "Care"', description: 'Line\nbreak' };

// What MariaDB sends: decimals as strings, booleans as tinyint.
const source: SearchCardSource = {
  id: 7,
  ...text,
  rating: '4.5',
  reviewCount: '3',
  isHighlighted: 1,
  serviceIds: [2, 99, '5'],
  serviceAreas: ['Melbourne, VIC', 'Carlton'],
  languageMask: (1 << 0) | (1 << 7),
  diverseNeedMask: '256',
  registrationCategoryMask: 9,
  acceptingNewClients: 'waitlist',
  acceptingConfirmedAt: new Date('2025-11-03T00:00:00Z'),
  hasCurrentNotice: 1,
  ...TEAM_LISTING_COLUMNS,
};

/** The same provider as a card row of the read-time path (toSearchResult). */
function cardRow(): BuiltCardRow {
  return {
    ...source,
    serviceIds: '[2,99,5]',
    areas: JSON.stringify(source.serviceAreas.map((name, i) => [i, i + 1, name])),
  };
}

describe(storedCard.name, () => {
  it('is the search result without distance and coverage: numbers, booleans, services in catalogue order, unknown ids left out', () => {
    expect(storedCard(source, order)).toEqual({
      id: 7,
      ...text,
      rating: 4.5,
      totalReviews: 3,
      isHighlighted: true,
      servicesOffered: [5, 2],
      services: [
        { id: 5, name: 'Personal care' },
        { id: 2, name: 'Nursing care "plus"' },
      ],
      serviceAreas: ['Melbourne, VIC', 'Carlton'],
      languages: ['en', 'el'],
      diverseNeeds: ['dementia'],
      acceptingNewClients: 'waitlist',
      acceptingConfirmedAt: '2025-11-03',
      registrationCategories: [1, 4],
      frequentPriceRisesUntil: null,
      hasCurrentNotice: true,
      ...TEAM_LISTING,
    });
  });
});

describe(cardForSearch.name, () => {
  it.each([
    ['without near', null],
    [
      'with near',
      { distanceKm: 5.4, servesSearchedArea: true, visitsEstimated: false, nearestOffice: { suburb: 'Brunswick', state: 'VIC', postcode: '3056' } },
    ],
    [
      'with near, by the estimate',
      { distanceKm: 20.1, servesSearchedArea: true, visitsEstimated: true, nearestOffice: { suburb: 'Bé "Town"', state: 'VIC', postcode: '3000' } },
    ],
  ])('sends the same bytes as the result built at read time (%s)', (_label, near) => {
    const stored = JSON.stringify(storedCard(source, order));
    expect(cardForSearch(stored, near ?? NOT_NEAR)).toBe(JSON.stringify(toSearchResult(cardRow(), catalog, near)));
  });
});
