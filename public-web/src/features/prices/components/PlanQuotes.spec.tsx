import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanQuoteResponse } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { providerFixture, servicesFixture } from '../../testing/fixtures.js';
import { fillLeadForm } from '../../testing/fill-lead-form.js';
import PlanQuotes from './PlanQuotes.js';

// The lead dialog loads on demand and every key is typed: slow on a busy 2-core machine.
jest.setTimeout(30_000);

const PLAN = [
  { serviceId: 1, perWeek: 2 },
  { serviceId: 2, perWeek: 3 },
  { serviceId: 3, perWeek: 1 },
];

/** Two rows: the whole plan priced at Harbour; Bayside has no price for domestic assistance. */
const QUOTE: PlanQuoteResponse = {
  catalogue: { weeklyCost: 695.5, quarterlyCost: 9041.5, remainingBudget: -6358.75 },
  quotes: [
    {
      provider: providerFixture({ id: 7, businessName: 'Harbour Home Care', distanceKm: 1.2 }),
      weeklyCost: 645,
      quarterlyCost: 8385,
      remainingBudget: -5702.25,
      unpricedServices: [],
      missingServices: [],
      pricesUpdatedAt: null,
    },
    {
      provider: providerFixture({ id: 8, businessName: 'Bayside Care', distanceKm: 2.5 }),
      weeklyCost: 560,
      quarterlyCost: 7280,
      remainingBudget: -4597.25,
      unpricedServices: [3],
      missingServices: [],
      pricesUpdatedAt: null,
    },
  ],
};

function renderQuotes() {
  const api = installFakeFetch({
    'POST /api/plans/quote': () => ({ body: QUOTE, headers: { 'X-Has-More': 'false' } }),
    'GET /api/locations/*': () => ({ body: [{ postcode: '2000', locality: 'Sydney', state: 'NSW', latitude: -33.87, longitude: 151.21 }] }),
    'POST /api/leads/provider': () => ({ status: 201, body: { id: 1, status: 'new' } }),
  });
  renderWithApp(<PlanQuotes plan={PLAN} classificationId={1} services={servicesFixture} near="2000" onNearChange={() => undefined} />);
  return api;
}

describe('PlanQuotes: a quote row sends the lead with the plan', () => {
  it("opens the provider's dialog, says the plan goes with the details, and posts the calculator plan", async () => {
    const api = renderQuotes();
    const user = userEvent.setup({ delay: null });
    const rows = await screen.findAllByTestId('quote-row');
    await user.click(within(rows[0]).getByRole('button', { name: 'Ask Harbour Home Care to contact me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Harbour Home Care' });
    expect(within(dialog).getByTestId('lead-plan-note')).toHaveTextContent(
      "We'll send your plan (3 services, $645.00 a week at their prices) with your details.",
    );

    await fillLeadForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send my details' }));
    await screen.findByText('Harbour Home Care will contact you soon to discuss your aged care needs.', {}, { timeout: 4000 });
    const [post] = api.requests.filter((r) => r.method === 'POST' && r.url === '/api/leads/provider');
    expect(post.body).toMatchObject({ providerId: 7, providerName: 'Harbour Home Care', plan: { classificationId: 1, selectedServices: PLAN } });
  });

  it('does not claim a price for the whole plan at a provider that has not priced all of it', async () => {
    renderQuotes();
    const user = userEvent.setup({ delay: null });
    const rows = await screen.findAllByTestId('quote-row');
    await user.click(within(rows[1]).getByRole('button', { name: 'Ask Bayside Care to contact me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Bayside Care' });
    expect(within(dialog).getByTestId('lead-plan-note')).toHaveTextContent(
      "We'll send your plan (3 services) with your details. The services they have prices for come to $560.00 a week.",
    );
  });
});
