import type { ServiceDto } from '@homeward/domain';
import { buildCatalog } from '../catalog/catalog.service.js';
import { toSearchResult, type BuiltCardRow } from './search/directory-search.js';
import { cardForSearch, storedCard, type CatalogueOrder, type SearchCardSource } from './search-card.js';
import type { SearchedPlace } from '../locations/locations.service.js';

const service = (id: number, name: string) =>
  ({ id, name, category: 'Clinical', description: '', hourlyRate: '1.00', icon: 'x', isContributable: false }) as ServiceDto;
const catalog = buildCatalog([], [service(5, 'Personal care'), service(2, 'Nursing care "plus"')]);
const order: CatalogueOrder = new Map(catalog.services.map((s, position) => [s.id, { name: s.name, position }]));

// What MariaDB sends: decimals as strings, booleans as tinyint.
const source: SearchCardSource = {
  id: 7,
  businessName: 'Bé "Care"',
  name: null,
  email: 'e@x.example',
  phone: '1',
  website: null,
  address: 'a',
  suburb: 'Brunswick',
  state: 'VIC',
  postcode: '3056',
  description: 'Line\nbreak',
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
};

/** The same provider as a card row of the read-time path (toSearchResult). */
function cardRow(): BuiltCardRow {
  return {
    ...source,
    latitude: -37.76661,
    longitude: 144.95843,
    serviceIds: '[2,99,5]',
    areas: JSON.stringify(source.serviceAreas.map((name, i) => [i, i + 1, name])),
  };
}

describe(storedCard.name, () => {
  it('is the search result without distance and coverage: numbers, booleans, services in catalogue order, unknown ids left out', () => {
    expect(storedCard(source, order)).toEqual({
      id: 7,
      businessName: 'Bé "Care"',
      name: null,
      email: 'e@x.example',
      phone: '1',
      website: null,
      address: 'a',
      suburb: 'Brunswick',
      state: 'VIC',
      postcode: '3056',
      description: 'Line\nbreak',
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
    });
  });
});

describe(cardForSearch.name, () => {
  const place: SearchedPlace = {
    postcode: '3000',
    locality: 'Melbourne',
    state: 'VIC',
    centre: { lat: -37.81521, lng: 144.96394 },
    matchKeys: ['3000', 'melbourne', 'melbourne vic'],
  };

  it.each([
    ['without near', null, null, false],
    ['with near', place, 5.4, true],
  ])('sends the same bytes as the result built at read time (%s)', (_label, where, distance, serves) => {
    const stored = JSON.stringify(storedCard(source, order));
    expect(cardForSearch(stored, distance, serves)).toBe(JSON.stringify(toSearchResult(cardRow(), catalog, where)));
  });
});
