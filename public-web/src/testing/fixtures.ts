import { NO_PROVIDER_ATTRIBUTES } from '@homeward/test-support';
import type { ClassificationDto, LocationDto, ProviderOfficeDto, ProviderSearchResult, ServiceDto } from '@homeward/domain';

export const classificationsFixture: ClassificationDto[] = [
  { id: 1, level: 1, name: 'Entry Support', description: null, icon: 'leaf', color: 'blue', quarterlyBudget: '2682.75' },
  { id: 2, level: 2, name: 'Low Support', description: null, icon: 'seedling', color: 'green', quarterlyBudget: '4008.61' },
];

export const servicesFixture: ServiceDto[] = [
  {
    id: 1,
    name: 'Nursing care',
    category: 'Clinical',
    description: 'A registered nurse at home.',
    hourlyRate: '150.00',
    icon: 'user-nurse',
    isContributable: false,
    unit: 'hour',
  },
  {
    id: 2,
    name: 'Personal care',
    category: 'Independence',
    description: 'Help with showering and dressing.',
    hourlyRate: '100.00',
    icon: 'shower',
    isContributable: true,
    unit: 'hour',
  },
  {
    id: 3,
    name: 'Domestic assistance',
    category: 'Everyday living',
    description: 'Cleaning and laundry.',
    hourlyRate: '95.50',
    icon: 'broom',
    isContributable: true,
    unit: 'hour',
  },
];

export function providerFixture(overrides: Partial<ProviderSearchResult> = {}): ProviderSearchResult {
  return {
    id: 7,
    businessName: 'Harbour Home Care',
    name: 'Jo Lee',
    email: 'hello@harbour.example',
    phone: '02 9000 0000',
    website: 'https://harbour.example',
    address: '1 Quay St',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    description: 'Care at home across Sydney.',
    rating: 4.7,
    totalReviews: 32,
    isHighlighted: false,
    servicesOffered: [1, 2],
    services: [
      { id: 1, name: 'Nursing care' },
      { id: 2, name: 'Personal care' },
    ],
    serviceAreas: ['Sydney'],
    languages: ['en', 'el'],
    diverseNeeds: ['dementia'],
    acceptingNewClients: 'waitlist',
    acceptingConfirmedAt: '2026-11-03',
    registrationCategories: [1, 4],
    distanceKm: null,
    servesSearchedArea: false,
    listing: { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null },
    officeCount: 1,
    visitsEstimated: false,
    nearestOffice: null,
    ...overrides,
  };
}

/**
 * A listing from the government's list that nobody has claimed: name, type and offices only (no contacts,
 * rating, description, services or areas), as the API sends it.
 */
export function officialListingFixture(overrides: Partial<ProviderSearchResult> = {}): ProviderSearchResult {
  return providerFixture({
    id: 21,
    businessName: 'Darling Downs Community Care',
    name: null,
    email: '',
    phone: '',
    website: null,
    address: '12 Ruthven St',
    suburb: 'Toowoomba',
    state: 'QLD',
    postcode: '4350',
    description: null,
    rating: 0,
    totalReviews: 0,
    servicesOffered: [],
    services: [],
    serviceAreas: [],
    ...NO_PROVIDER_ATTRIBUTES,
    listing: { source: 'official', officialListDate: '2025-06-30', organisationType: 'Community Based', claimed: false, confirmedAt: null },
    officeCount: 3,
    ...overrides,
  });
}

/** An office as the provider page lists it. */
export function officeFixture(overrides: Partial<ProviderOfficeDto> = {}): ProviderOfficeDto {
  return {
    id: 1,
    address: '12 Ruthven St',
    suburb: 'Toowoomba',
    state: 'QLD',
    postcode: '4350',
    latitude: -27.56,
    longitude: 151.95,
    remoteness: 'Inner Regional Australia',
    visitRadiusKm: 50,
    distanceKm: null,
    goneFromList: false,
    ...overrides,
  };
}

/** Localities as GET /api/locations returns them (postcode, name, state, centre). */
export const locationsFixture: LocationDto[] = [
  { postcode: '3056', locality: 'Brunswick', state: 'VIC', latitude: -37.7667, longitude: 144.9594 },
  { postcode: '3057', locality: 'Brunswick East', state: 'VIC', latitude: -37.7725, longitude: 144.9725 },
  { postcode: '3055', locality: 'Brunswick West', state: 'VIC', latitude: -37.7646, longitude: 144.9439 },
  { postcode: '2483', locality: 'Brunswick Heads', state: 'NSW', latitude: -28.5408, longitude: 153.5488 },
];
