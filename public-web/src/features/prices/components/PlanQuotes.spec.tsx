import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quarterBudget, type PlanQuoteResponse } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { officialListingFixture, providerFixture, servicesFixture } from '../../../testing/fixtures.js';
import { fillLeadForm } from '../../../testing/fill-lead-form.js';
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

/** Asks the provider on a quote row to make contact; gives its opened lead dialog. */
async function askRow(index: number, businessName: string) {
  const user = userEvent.setup({ delay: null });
  const rows = await screen.findAllByTestId('quote-row');
  await user.click(within(rows[index]).getByRole('button', { name: `Ask ${businessName} to contact me` }));
  const dialog = await screen.findByRole('dialog', { name: `Connect with ${businessName}` });
  return { user, dialog };
}

describe('PlanQuotes: a quote row sends the lead with the plan', () => {
  it("opens the provider's dialog, says the plan goes with the details, and posts the calculator plan", async () => {
    const api = renderQuotes();
    const { user, dialog } = await askRow(0, 'Harbour Home Care');
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
    const { dialog } = await askRow(1, 'Bayside Care');
    expect(within(dialog).getByTestId('lead-plan-note')).toHaveTextContent(
      "We'll send your plan (3 services) with your details. The services they have prices for come to $560.00 a week.",
    );
  });
});

/** Near means near: the radius the server used, complete offers apart from partial ones, area notes. */
const NEAR_QUOTE: PlanQuoteResponse = {
  ...QUOTE,
  radiusKm: 50,
  quotes: [
    { ...QUOTE.quotes[0], provider: providerFixture({ id: 7, businessName: 'Harbour Home Care', distanceKm: 1.2, servesSearchedArea: true }) },
    {
      ...QUOTE.quotes[0],
      weeklyCost: 600,
      quarterlyCost: 7800,
      remainingBudget: -5117.25,
      provider: providerFixture({ id: 9, businessName: 'Glebe Care', distanceKm: 3.1, servesSearchedArea: false }),
    },
    { ...QUOTE.quotes[1], provider: providerFixture({ id: 8, businessName: 'Bayside Care', distanceKm: 2.5, servesSearchedArea: true }) },
  ],
};

describe('PlanQuotes: near means near', () => {
  function renderNear() {
    const api = installFakeFetch({
      'POST /api/plans/quote': (req) => ({
        body: (req.body as { radiusKm?: number }).radiusKm === 100 ? { ...NEAR_QUOTE, radiusKm: 100 } : NEAR_QUOTE,
        headers: { 'X-Has-More': 'false' },
      }),
      'GET /api/locations/*': () => ({ body: [] }),
    });
    renderWithApp(<PlanQuotes plan={PLAN} classificationId={1} services={servicesFixture} near="Sydney NSW 2000" onNearChange={() => undefined} />);
    return api;
  }

  it('says how far it looked, lists whole-plan offers apart from part-plan ones, and says which providers visit the place', async () => {
    renderNear();
    const whole = await screen.findByRole('region', { name: 'Can do your whole plan' });
    expect(screen.getByTestId('quote-scope')).toHaveTextContent('Providers within 50 km of Sydney NSW 2000, and any that say they visit there.');
    expect(screen.getByText(/^2 providers within/)).toHaveTextContent(
      '2 providers within 50 km of Sydney NSW 2000 can do your whole plan, and 1 can do part of it.',
    );
    const wholeRows = within(whole).getAllByTestId('quote-row');
    expect(wholeRows.map((r) => r.getAttribute('data-provider-id'))).toEqual(['7', '9']);
    expect(within(wholeRows[0]).getByTestId('quote-area-note')).toHaveTextContent('Visits your area');
    expect(within(wholeRows[1]).getByTestId('quote-area-note')).toHaveTextContent('Does not list your area: ask them before you choose');
    expect(within(wholeRows[1]).getByTestId('quote-remaining')).toHaveTextContent('$5,117.25');

    const part = screen.getByRole('region', { name: 'Can do only part of your plan' });
    expect(within(part).getByText(/The price shown is only for the part they cover/)).toBeInTheDocument();
    const [bayside] = within(part).getAllByTestId('quote-row');
    expect(within(bayside).getByText('The part they cover, a week')).toBeInTheDocument();
    // A part of the plan never shows what would be left of the budget.
    expect(within(bayside).queryByTestId('quote-remaining')).not.toBeInTheDocument();
    expect(within(bayside).queryByText(/Left in your budget|Over your budget/)).not.toBeInTheDocument();
  });

  it('looks farther when asked: the next radius goes with the same plan', async () => {
    const api = renderNear();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Look farther: within 100 km' }));
    await waitFor(() => expect(screen.getByTestId('quote-scope')).toHaveTextContent('Providers within 100 km'));
    const posts = api.requests.filter((r) => r.method === 'POST' && r.url === '/api/plans/quote');
    expect(posts[0].body).not.toHaveProperty('radiusKm');
    expect(posts.at(-1)!.body).toMatchObject({ near: 'Sydney NSW 2000', radiusKm: 100, selectedServices: PLAN });
    // 100 km is the widest the quote takes.
    expect(screen.queryByRole('button', { name: /Look farther/ })).not.toBeInTheDocument();
  });
});

describe('PlanQuotes: a listing from the government list that nobody has claimed', () => {
  const unclaimed = officialListingFixture({
    distanceKm: 3.2,
    servesSearchedArea: true,
    visitsEstimated: true,
    nearestOffice: { suburb: 'Highfields', state: 'QLD', postcode: '4352' },
  });
  const WITH_UNCLAIMED: PlanQuoteResponse = {
    ...QUOTE,
    quotes: [
      QUOTE.quotes[0],
      {
        provider: unclaimed,
        weeklyCost: 0,
        quarterlyCost: 0,
        remainingBudget: -658.75,
        unpricedServices: [],
        missingServices: [1, 2, 3],
        pricesUpdatedAt: null,
      },
    ],
  };

  it('is listed apart, with the list facts and no cost, and can still be asked', async () => {
    installFakeFetch({
      'POST /api/plans/quote': () => ({ body: WITH_UNCLAIMED, headers: { 'X-Has-More': 'false' } }),
      'GET /api/locations/*': () => ({ body: [] }),
    });
    renderWithApp(<PlanQuotes plan={PLAN} classificationId={1} services={servicesFixture} near="Toowoomba QLD 4350" onNearChange={() => undefined} />);
    const group = await screen.findByRole('region', { name: 'Have not told us their services or prices yet' });
    expect(screen.getByText(/1 more has not told us their services or prices yet\.$/)).toBeInTheDocument();
    const row = within(within(group).getByTestId('quote-row'));
    expect(row.getByText('A community organisation')).toBeInTheDocument();
    expect(row.getByTestId('quote-office')).toHaveTextContent('Nearest office: Highfields QLD 4352, 3.2 km away. Works from 3 offices.');
    expect(row.getByTestId('quote-area-note')).toHaveTextContent('Visits your area (estimate)');
    expect(row.getByTestId('listing-source')).toHaveTextContent("From the Australian Government's list of home-care services, 30 June 2025.");
    expect(row.getByRole('link', { name: 'About our data' })).toHaveAttribute('href', '/about-our-data');
    expect(row.getByRole('link', { name: /^Is this your organisation\?/ })).toHaveAttribute('href', '/claim-your-listing?provider=21');
    // No figures and no "they do not offer": nobody told us either way.
    expect(row.queryByTestId('quote-weekly')).not.toBeInTheDocument();
    expect(row.queryByText(/They do not offer/)).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Ask Darling Downs Community Care to contact me' })).toBeInTheDocument();
    // The other rows are as they were: no source line on a team-entered listing.
    expect(within(screen.getByRole('region', { name: 'Can do your whole plan' })).queryByTestId('listing-source')).not.toBeInTheDocument();
  });

  it('with no prices near the family: says so, keeps the indicative figure, and lists the organisations to ask', async () => {
    installFakeFetch({
      'POST /api/plans/quote': () => ({ body: { ...QUOTE, quotes: [], toAsk: [unclaimed] }, headers: { 'X-Has-More': 'false' } }),
      'GET /api/locations/*': () => ({ body: [] }),
    });
    renderWithApp(<PlanQuotes plan={PLAN} classificationId={1} services={servicesFixture} near="Toowoomba QLD 4350" onNearChange={() => undefined} />);
    expect(await screen.findByText(/has published prices with us yet\. 1 is listed below for you to ask\.$/)).toBeInTheDocument();
    expect(screen.getByTestId('quote-baseline')).toHaveTextContent("the department's indicative prices");
    expect(screen.getByTestId('quote-baseline')).toHaveTextContent('Ask the providers below what they charge.');
    expect(screen.getByTestId('quote-baseline')).not.toHaveTextContent("each provider's own published prices");
    const group = screen.getByRole('region', { name: 'Have not told us their services or prices yet' });
    expect(within(group).getByRole('button', { name: 'Ask Darling Downs Community Care to contact me' })).toBeInTheDocument();
    expect(within(group).queryByTestId('quote-weekly')).not.toBeInTheDocument();
  });
});

describe('PlanQuotes: the family need beside the price', () => {
  it("shows each provider's intake and languages, a waiting list marked", async () => {
    renderQuotes();
    const [harbour] = await screen.findAllByTestId('quote-row');
    const intake = within(harbour).getByTestId('quote-intake');
    expect(intake).toHaveAttribute('data-intake', 'waitlist');
    expect(intake).toHaveTextContent('Has a waiting list (checked 3 November 2026): ask how long the wait is');
    expect(within(harbour).getByTestId('quote-languages')).toHaveTextContent('English and Greek');
  });

  it('says what a provider has not told us', async () => {
    const api = installFakeFetch({
      'POST /api/plans/quote': () => ({
        body: {
          ...QUOTE,
          quotes: [{ ...QUOTE.quotes[0], provider: providerFixture({ languages: [], acceptingNewClients: null, acceptingConfirmedAt: null }) }],
        },
        headers: { 'X-Has-More': 'false' },
      }),
    });
    renderWithApp(<PlanQuotes plan={PLAN} classificationId={1} services={servicesFixture} near="2000" onNearChange={() => undefined} />);
    const [row] = await screen.findAllByTestId('quote-row');
    expect(within(row).getByTestId('quote-intake')).toHaveTextContent('they have not told us');
    expect(within(row).getByTestId('quote-languages')).toHaveTextContent('they have not told us');
    expect(api.requests).toHaveLength(1);
  });

  it('filters by language with the directory parameter, and the contact form starts with that language', async () => {
    const api = renderQuotes();
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('quote-row');
    await user.selectOptions(screen.getByLabelText(/Staff who speak your language/), 'Vietnamese');
    await waitFor(() => expect(api.requests.filter((r) => r.url === '/api/plans/quote').at(-1)?.body).toMatchObject({ languages: ['vi'] }));
    expect(await screen.findByText(/near 2000 whose staff speak Vietnamese can do your whole plan/)).toHaveAttribute('role', 'status');

    const { dialog } = await askRow(0, 'Harbour Home Care');
    expect(within(dialog).getByLabelText(/Language you speak at home/)).toHaveValue('vi');
    await fillLeadForm(user);
    await user.click(within(dialog).getByLabelText('I need an interpreter'));
    await user.type(within(dialog).getByLabelText(/Who should they call/), 'Minh');
    await user.type(within(dialog).getByLabelText(/How is that person related/), 'son');
    await user.type(within(dialog).getByLabelText(/A good time to call/), 'Weekday mornings');
    await user.click(within(dialog).getByRole('button', { name: 'Send my details' }));
    await screen.findByText('Harbour Home Care will contact you soon to discuss your aged care needs.', {}, { timeout: 4000 });
    const [post] = api.requests.filter((r) => r.method === 'POST' && r.url === '/api/leads/provider');
    expect(post.body).toMatchObject({
      language: 'vi',
      needsInterpreter: true,
      contactName: 'Minh',
      contactRelationship: 'son',
      bestTimeToCall: 'Weekday mornings',
    });
    expect(post.body).not.toHaveProperty('contactPhone');
  });

  it("works each budget figure out with the calculator's rule on the calculator's quarter, so the quote and the summary agree", async () => {
    installFakeFetch({ 'POST /api/plans/quote': () => ({ body: QUOTE, headers: { 'X-Has-More': 'false' } }) });
    // Classification 1 on interim funding: 60% of $2,682.75 is $1,609.65; care management $160.97; $1,448.68 for services.
    const quarter = quarterBudget({ classificationBudgetCents: 268275, interim: true, carryOverCents: 0 });
    renderWithApp(<PlanQuotes plan={PLAN} classificationId={1} quarter={quarter} services={servicesFixture} near="2000" onNearChange={() => undefined} />);
    const [harbour] = await screen.findAllByTestId('quote-row');
    // $1,448.68 - $8,385.00 = -$6,936.32, not the server's plain-quarter figure.
    expect(within(harbour).getByText('Over your budget after care management by')).toBeInTheDocument();
    expect(within(harbour).getByTestId('quote-remaining')).toHaveTextContent('$6,936.32');
    // The catalogue line says the summary's figure: $1,448.68 - $9,041.50 = -$7,592.82.
    expect(screen.getByTestId('quote-baseline-left')).toHaveTextContent('That is over your budget after care management by $7,592.82.');
  });

  it('offers TIS National where the family is asked to call a provider', async () => {
    renderQuotes();
    await screen.findAllByTestId('quote-row');
    expect(screen.getAllByTestId('interpreter-help')[0]).toHaveTextContent('131 450');
  });
});
