import { act, screen } from '@testing-library/react';
import type { ProviderProfileDto } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { findPublicRoute, preloadRoute } from '../../app/routes.js';
import { pageDocument, renderProviderPage } from '../../ssr.js';
import { hydrateApp } from '../../testing/render-app.js';

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
    // Issue 25: the price history, each rise as a percentage, and the frequent-rises words with their source.
    expect(html).toContain('Prices last changed on 15 October 2026.');
    expect(html).toContain('$170.00 to $190.00 an hour (up 11.8%)');
    expect(html).toContain('New price: $35.00 a trip');
    expect(html).toContain('This provider raised its prices on more than 2 different days in the last 12 months.');
    expect(html).toContain('strengthening-consumer-protections-for-older-australians');
    const { errors, requests, done } = await hydrate('/provider-directory/7', html);
    expect(errors).toEqual([]);
    expect(requests.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/providers/'))).toEqual([]);
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
