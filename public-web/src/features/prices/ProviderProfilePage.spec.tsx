import { act, screen } from '@testing-library/react';
import type { ProviderProfileDto } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { findPublicRoute, preloadRoute } from '../../app/routes.js';
import { pageDocument, renderProviderPage } from '../../ssr.js';
import { hydrateApp } from '../../testing/render-app.js';
import { officeFixture, officialListingFixture } from '../../testing/fixtures.js';

const profile: ProviderProfileDto = {
  id: 7,
  businessName: 'Harbour Home Care',
  name: 'Jo Lee',
  email: 'hello@harbour.example',
  phone: '02 9000 0000',
  website: null,
  address: '1 Quay St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  description: 'Care across the city.',
  rating: 4.5,
  totalReviews: 10,
  isHighlighted: false,
  servicesOffered: [1, 6, 10],
  serviceAreas: ['Sydney'],
  services: [
    { id: 1, name: 'Nursing care' },
    { id: 6, name: 'Personal care' },
    { id: 10, name: 'Transport (per trip)' },
  ],
  prices: [
    { serviceId: 1, serviceName: 'Nursing care', unit: 'hour', standard: '190.00', evening: '210.00', saturday: null, sunday: null, publicHoliday: null },
    { serviceId: 10, serviceName: 'Transport (per trip)', unit: 'trip', standard: '35.00', evening: null, saturday: null, sunday: null, publicHoliday: null },
  ],
  pricesUpdatedAt: '2026-11-01T00:00:00.000Z',
  languages: ['en', 'el'],
  diverseNeeds: ['dementia'],
  acceptingNewClients: 'waitlist',
  acceptingConfirmedAt: '2026-11-01',
  registrationCategories: [1, 4],
  priceHistory: {
    lastChangedAt: '2026-10-15T01:00:00.000Z',
    changes: [
      {
        serviceId: 1,
        service: 'Nursing care',
        timeBand: 'standard',
        oldPrice: '170.00',
        newPrice: '190.00',
        changedAt: '2026-10-15T01:00:00.000Z',
        risePercent: 11.8,
      },
      {
        serviceId: 10,
        service: 'Transport (per trip)',
        timeBand: 'standard',
        oldPrice: null,
        newPrice: '35.00',
        changedAt: '2026-10-15T01:00:00.000Z',
        risePercent: null,
      },
    ],
    frequentRises: true,
  },
  listing: { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null },
  officeCount: 1,
  offices: [],
};

const TEMPLATE = '<!doctype html><html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>';

async function hydrate(path: string, html: string) {
  const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)![1];
  document.body.innerHTML = `<div id="root">${root}</div>`;
  window.history.pushState({}, '', path);
  await preloadRoute(findPublicRoute(path));
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const requests = installFakeFetch({});
  const app = await hydrateApp((e) => errors.push(e));
  return {
    errors,
    requests,
    done: () => {
      act(() => app?.unmount());
      consoleError.mockRestore();
    },
  };
}

describe('the provider page rendered by the API', () => {
  it('has its own title, canonical, h1 and price table, and hydrates from the embedded data without a request', async () => {
    const html = pageDocument(TEMPLATE, '', await renderProviderPage({ id: 7, profile }));
    expect(html).toMatch(/<head><title>Harbour Home Care: services and prices \| Homeward<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://homeward.example/provider-directory/7"/>');
    expect(html).toContain('$190.00 an hour');
    expect(html).toContain('$35.00 a trip');
    expect(html).toContain('Above the usual range'); // nursing $190 > $179
    expect(html).toContain('Below the usual range'); // transport $35 < $40
    expect(html).toContain('Price not published'); // personal care offered, not priced
    expect(html).toContain('Prices last updated 1 November 2026.');
    // The price history, each rise as a percentage, and the frequent-rises words with their source.
    expect(html).toContain('Prices last changed on 15 October 2026.');
    expect(html).toContain('$170.00 to $190.00 an hour (up 11.8%)');
    expect(html).toContain('New price: $35.00 a trip');
    expect(html).toContain('This provider raised its prices on more than 2 different days in the last 12 months.');
    expect(html).toContain('strengthening-consumer-protections-for-older-australians');
    // Who listed it, and nothing of an unclaimed listing's words.
    expect(html).toContain('Listed by the Homeward team.');
    expect(html).not.toContain('Is this your organisation');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    const { errors, requests, done } = await hydrate('/provider-directory/7', html);
    expect(errors).toEqual([]);
    // Only the trust panel is read after hydration (GET /api/providers/:id/trust); the profile is not asked again.
    expect(requests.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/providers/') && !url.endsWith('/trust'))).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Harbour Home Care');
    // Every price links to the price check with the service, the time and the price filled in.
    const nursing = screen.getByRole('link', { name: /^\$190\.00 an hour: check this weekday daytime price for nursing/ });
    expect(nursing).toHaveAttribute('href', '/price-check?service=1&time=standard&price=190.00');
    expect(screen.getByRole('link', { name: /^\$210\.00 an hour: check this weekday evening price for nursing care$/ })).toHaveAttribute(
      'href',
      '/price-check?service=1&time=evening&price=210.00',
    );
    done();
  });

  it('renders the not-found page for an unknown provider, which hydrates as it is', async () => {
    const html = pageDocument(TEMPLATE, '', await renderProviderPage({ id: 9, profile: null }));
    expect(html).toContain('<title>Page not found | Homeward</title>');
    expect(html).toContain('noindex');
    const { errors, done } = await hydrate('/provider-directory/9', html);
    expect(errors).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Page not found');
    done();
  });
});

/** From the government's list, nobody has claimed it: three offices, nearest Toowoomba first (opened from there). */
const { distanceKm: _distance, servesSearchedArea: _serves, visitsEstimated: _estimated, ...unclaimedCard } = officialListingFixture();
const unclaimedProfile: ProviderProfileDto = {
  ...unclaimedCard,
  prices: [],
  pricesUpdatedAt: null,
  priceHistory: { lastChangedAt: null, changes: [], frequentRises: false },
  offices: [
    officeFixture({ id: 1, distanceKm: 3.2, visitRadiusKm: 50 }),
    officeFixture({
      id: 2,
      address: '5 Bridge St',
      suburb: 'Dalby',
      postcode: '4405',
      remoteness: 'Outer Regional Australia',
      visitRadiusKm: 100,
      distanceKm: 81.4,
    }),
    officeFixture({
      id: 3,
      address: '9 Quay St',
      suburb: 'Brisbane City',
      postcode: '4000',
      remoteness: 'Major Cities of Australia',
      visitRadiusKm: 25,
      distanceKm: 125,
    }),
  ],
};

describe('the page of a listing from the government list that nobody has claimed', () => {
  it('shows the list facts with their source, the offices nearest the place first with the visiting estimate, and how to claim it', async () => {
    const html = pageDocument(TEMPLATE, '', await renderProviderPage({ id: 21, near: 'Toowoomba QLD 4350', profile: unclaimedProfile }));
    expect(html).toContain('<title>Darling Downs Community Care: home-care provider in Toowoomba QLD | Homeward</title>');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    const { errors, requests, done } = await hydrate('/provider-directory/21?near=Toowoomba+QLD+4350', html);
    expect(errors).toEqual([]);
    // Only the trust panel is read after hydration (GET /api/providers/:id/trust); the profile is not asked again.
    expect(requests.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/providers/') && !url.endsWith('/trust'))).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Darling Downs Community Care');
    expect(screen.getByText('A community organisation')).toBeInTheDocument();
    expect(screen.getByTestId('listing-source')).toHaveTextContent(
      "From the Australian Government's list of home-care services, 30 June 2025. Not yet confirmed by the provider. About our data",
    );
    const offices = screen.getAllByTestId('provider-office');
    expect(offices.map((o) => o.querySelector('p')?.textContent)).toEqual([
      '12 Ruthven St, Toowoomba QLD 4350',
      '5 Bridge St, Dalby QLD 4405',
      '9 Quay St, Brisbane City QLD 4000',
    ]);
    expect(offices[0]).toHaveTextContent('3.2 km away from Toowoomba QLD 4350');
    expect(offices[0]).toHaveTextContent('We think they visit people within about 50 km of this office. This is our estimate until the provider tells us.');
    expect(offices[2]).toHaveTextContent('within about 25 km');
    expect(screen.getByText(/Nearest to Toowoomba QLD 4350 first\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim this listing' })).toHaveAttribute('href', '/claim-your-listing?provider=21');
    expect(screen.getAllByRole('link', { name: 'About our data' })[0]).toHaveAttribute('href', '/about-our-data');
    expect(screen.getByRole('button', { name: 'Ask this provider to contact me' })).toBeInTheDocument();
    // No invented facts: no prices, contacts, areas, stars.
    expect(screen.queryByRole('heading', { name: 'What do they charge?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Phone|^Email/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Rated|reviews|Featured/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we do not know yet' })).toBeInTheDocument();
    done();
  });

  it('lists the offices by state and suburb without a place, with no distances', async () => {
    const plain = { ...unclaimedProfile, offices: unclaimedProfile.offices.map((o) => ({ ...o, distanceKm: null })) };
    const html = pageDocument(TEMPLATE, '', await renderProviderPage({ id: 21, profile: plain }));
    expect(html).toContain('By state and suburb.');
    expect(html).not.toContain('km away');
  });

  it('is noindex once every office has gone from the list, and indexable while one is still on it', async () => {
    const gone = { ...unclaimedProfile, offices: unclaimedProfile.offices.map((o) => ({ ...o, goneFromList: true })) };
    const goneHtml = pageDocument(TEMPLATE, '', await renderProviderPage({ id: 21, profile: gone }));
    expect(goneHtml).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(goneHtml).toContain('This office is not on the newest government list. We are checking it.');
    const oneLeft = { ...gone, offices: [{ ...gone.offices[0], goneFromList: false }, ...gone.offices.slice(1)] };
    expect(pageDocument(TEMPLATE, '', await renderProviderPage({ id: 21, profile: oneLeft }))).toContain('<meta name="robots" content="index, follow"/>');
  });
});

describe('the page of a claimed listing', () => {
  it('is the full page, saying the provider keeps it up to date and when they last confirmed it', async () => {
    const claimed: ProviderProfileDto = {
      ...profile,
      listing: { source: 'official', officialListDate: '2025-06-30', organisationType: 'Charitable', claimed: true, confirmedAt: '2026-11-02T23:00:00.000Z' },
    };
    const html = pageDocument(TEMPLATE, '', await renderProviderPage({ id: 7, profile: claimed }));
    expect(html).toContain('Kept up to date by the provider. Last confirmed 3 November 2026.');
    expect(html).toContain('$190.00 an hour');
    expect(html).not.toContain('Not yet confirmed by the provider');
  });
});
