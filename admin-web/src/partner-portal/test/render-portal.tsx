import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { installFakeFetch, type FakeRoutes } from '@homeward/test-support';
import type { PartnerListingDto, PartnerSessionDto } from '@homeward/domain';
import { PortalApp } from '../app/PortalApp';

export const SESSION: PartnerSessionDto = {
  user: { id: 7, email: 'sam@sunrise.example', name: 'Sam Carer', twoFactorEnabled: false },
  provider: { id: 3, businessName: 'Sunrise Home Care' },
};

export const LISTING: PartnerListingDto = {
  id: 3,
  businessName: 'Sunrise Home Care',
  email: 'hello@sunrise.example',
  phone: '02 9000 0000',
  website: 'https://sunrise.example',
  description: 'Help at home across the inner west.',
  servicesOffered: [1],
  serviceAreas: ['2000'],
  languages: [],
  diverseNeeds: [],
  registrationCategories: [],
  acceptingNewClients: 'yes',
  acceptingConfirmedAt: '2026-11-01',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  pendingChanges: [],
  confirmedAt: null,
  offices: [],
};

export const SERVICES = [
  { id: 1, name: 'Personal care', unit: 'hour' },
  { id: 2, name: 'Cleaning', unit: 'hour' },
];

export const signedInPortalRoutes = (): FakeRoutes => ({
  'GET /api/partner/session': { status: 200, body: SESSION },
  'GET /api/partner/listing': { status: 200, body: LISTING },
  'GET /api/services': { status: 200, body: SERVICES },
  'GET /api/locations': { status: 200, body: [] },
});

export const location = { path: '', search: '' };
function LocationProbe() {
  const here = useLocation();
  location.path = here.pathname;
  location.search = here.search;
  return null;
}

/** The whole portal at `path` (relative to /partners), every request answered by `routes`. */
export function renderPortal(path: string, routes: FakeRoutes) {
  const fetch = installFakeFetch(routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalApp />
      <LocationProbe />
    </MemoryRouter>,
  );
  return fetch;
}
