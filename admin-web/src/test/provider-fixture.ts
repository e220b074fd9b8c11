import { NO_PROVIDER_ATTRIBUTES } from '@homeward/test-support';
import type { AdminProviderDto } from '@homeward/domain';

/** The fields the console writes for the sample provider Wattle Care (no extras chosen yet). */
export const PROVIDER_INPUT = {
  businessName: 'Wattle Care',
  name: null,
  email: 'hi@wattle.example',
  leadEmail: null,
  phone: '02 5550 0000',
  website: null,
  address: '1 Main St',
  suburb: 'Parramatta',
  state: 'NSW' as const,
  postcode: '2150',
  description: null,
  rating: 4.5,
  reviewCount: 0,
  isActive: true,
  isHighlighted: false,
  displayPriority: 0,
  servicesOffered: [],
  serviceAreas: [],
  ...NO_PROVIDER_ATTRIBUTES,
};

/** Wattle Care (id 7) as GET /api/admin/providers/:id answers it, with any field changed. */
export const adminProvider = (overrides: Partial<AdminProviderDto> = {}): AdminProviderDto => ({
  id: 7,
  ...PROVIDER_INPUT,
  latitude: null,
  longitude: null,
  prices: [],
  pricesUpdatedAt: null,
  listing: { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
