import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeShortlistLink, encodeShortlistLink, SHORTLIST_LINK_MESSAGES, UNKNOWN_WORDS } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { SAVED_PLAN_STORAGE_KEY } from '../../lib/saved-plan.js';
import { readShortlist, saveToShortlist } from '../../lib/shortlist-store.js';
import { compareResponseFixture } from './compare-fixtures.js';
import ComparePage from './ComparePage.js';

jest.setTimeout(20_000);

const ROW_ORDER = [
  'Your plan, a week',
  'Your plan, a quarter (13 weeks)',
  'Not in these prices',
  'Personal care: price each (you plan 2 hours a week)',
  'Nursing care: price each (you plan 1 hour a week)',
  'Price rises in the last 12 months',
  'Distance from Parramatta NSW 2150',
  'Services they offer',
  'Staff speak',
  'Experience with',
  'Taking new clients',
  'Registered for',
  'Answers enquiries',
  'Who keeps this listing',
  'The regulator',
];

function api() {
  return installFakeFetch({
    'POST /api/providers/compare': () => ({ body: compareResponseFixture }),
    'GET /api/providers/*': (req) => ({ body: { id: Number(req.path.split('/').pop()), businessName: `Saved provider ${req.path.split('/').pop()}` } }),
    'GET /api/locations/*': () => ({ body: [] }),
  });
}

beforeEach(() => localStorage.clear());

describe('ComparePage', () => {
  it('asks for the providers with the plan this browser holds and the place, and shows the rows in order in the table and in each card', async () => {
    localStorage.setItem(SAVED_PLAN_STORAGE_KEY, JSON.stringify({ classification: 3, services: { '2': 1, '1': 2 } }));
    const fetch = api();
    renderWithApp(<ComparePage />, { route: '/shortlist/compare?ids=7,8&near=2150' });
    const table = await screen.findByTestId('compare-table');
    const body = fetch.requests.find((r) => r.path === '/api/providers/compare')?.body;
    expect(body).toEqual({
      providerIds: [7, 8],
      near: '2150',
      classificationId: 3,
      selectedServices: [
        { serviceId: 1, perWeek: 2 },
        { serviceId: 2, perWeek: 1 },
      ],
    });
    expect(
      within(table)
        .getAllByRole('rowheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(ROW_ORDER);
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Harbour Home Care', 'Bayside Community Care']);
    const cards = screen.getAllByTestId('compare-card');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(ROW_ORDER);
    expect(screen.getByTestId('compare-plan')).toHaveTextContent('Priced for your plan from the calculator: 2 services, with a budget of $8,000.00 a quarter.');
  });

  it('shows known facts, and for an unclaimed listing says what we do not know yet instead of a blank', async () => {
    api();
    renderWithApp(<ComparePage />, { route: '/shortlist/compare?ids=7,8' });
    const table = await screen.findByTestId('compare-table');
    const cells = (row: string) =>
      within(table.querySelector(`tr[data-row="${row}"]`) as HTMLElement)
        .getAllByRole('cell', { hidden: true })
        .map((td) => td.textContent);
    expect(cells('services')).toEqual(['Personal care, Nursing care', UNKNOWN_WORDS['not-claimed']]);
    expect(cells('plan-week')).toEqual(['$140.00For the part of your plan they price', UNKNOWN_WORDS['not-claimed']]);
    expect(cells('plan-gaps')[0]).toBe('No published price: Nursing care.');
    expect(cells('service-1')).toEqual(['$70.00 an hourWithin the usual range', UNKNOWN_WORDS['not-claimed']]);
    expect(cells('service-2')[0]).toBe(UNKNOWN_WORDS['not-priced']);
    expect(cells('distance')).toEqual(['3.4 km to their office in Parramatta NSW', UNKNOWN_WORDS['no-offices']]);
    expect(cells('intake')[0]).toBe('Taking new clients (they told us 2 November 2026)');
    expect(cells('response')).toEqual([
      'Contacted 92% of people within two business days (12 enquiries in the last 12 months)',
      UNKNOWN_WORDS['too-few-leads'],
    ]);
    expect(cells('listing')[1]).toBe(
      "From the government's list of providers (30 September 2026, 2 months ago). The provider has not claimed this listing yet.",
    );
    expect(cells('trust')[0]).toContain('No current notices (checked 3 March 2026).');
    expect(cells('trust')[1]).toContain('The regulator has 1 current notice about this provider.');
    expect(cells('trust')[1]).toContain('Compliance notice (notice to remedy)Issued 14 August 2026. Still in force.');
    expect(cells('trust')[1]).toContain('Care plans were not reviewed on time.');
    expect(within(table).getByRole('link', { hidden: true, name: /Read this notice/ })).toHaveAttribute('href', 'https://www.agedcarequality.gov.au/notices/3');
  });

  it('gives a share link that holds the shortlist, the compared providers, the place and the plan', async () => {
    localStorage.setItem(SAVED_PLAN_STORAGE_KEY, JSON.stringify({ classification: 3, services: { '1': 2, '2': 1 } }));
    saveToShortlist({ id: 7, businessName: 'Harbour Home Care' });
    saveToShortlist({ id: 12, businessName: 'Other' });
    saveToShortlist({ id: 8, businessName: 'Bayside Community Care' });
    api();
    renderWithApp(<ComparePage />, { route: '/shortlist/compare?ids=7,8&near=2150' });
    await screen.findByTestId('compare-table');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Share this comparison' }));
    const url = new URL((screen.getByLabelText('Link to this comparison') as HTMLInputElement).value);
    expect(url.pathname).toBe('/shortlist/compare');
    const decoded = decodeShortlistLink(url.searchParams.get('link'));
    expect(decoded).toEqual({
      ok: true,
      value: { providerIds: [7, 8, 12], compareIds: [7, 8], near: '2150', plan: { classification: 3, services: { '1': 2, '2': 1 } } },
    });
  });

  it("opens a shared link with its plan, and keeps its providers on this browser's shortlist when asked", async () => {
    const link = encodeShortlistLink({ providerIds: [7, 8, 12], compareIds: [7, 8], near: '2150', plan: { classification: 2, services: { '1': 3 } } });
    const fetch = api();
    renderWithApp(<ComparePage />, { route: `/shortlist/compare?link=${link}` });
    await screen.findByTestId('compare-table');
    expect(fetch.requests.find((r) => r.path === '/api/providers/compare')?.body).toEqual({
      providerIds: [7, 8],
      near: '2150',
      classificationId: 2,
      selectedServices: [{ serviceId: 1, perWeek: 3 }],
    });
    const offer = await screen.findByTestId('shared-offer');
    await within(offer).findByText('Saved provider 12');
    await userEvent.setup({ delay: null }).click(within(offer).getByRole('button', { name: 'Keep these 3 providers on my shortlist' }));
    expect(readShortlist().map((e) => [e.id, e.businessName])).toEqual([
      [7, 'Harbour Home Care'],
      [8, 'Bayside Community Care'],
      [12, 'Saved provider 12'],
    ]);
    expect(within(offer).getByRole('status')).toHaveTextContent('3 providers added to your shortlist on this device.');
  });

  it.each([
    ['edited', (good: string) => good.slice(0, -1) + (good.endsWith('a') ? 'b' : 'a'), SHORTLIST_LINK_MESSAGES.tampered],
    ['not ours', () => 'hello', SHORTLIST_LINK_MESSAGES.malformed],
  ])('says plainly that a %s link cannot be opened, and asks nothing of the server', async (_what, mangle, message) => {
    const good = encodeShortlistLink({ providerIds: [7], compareIds: [7] });
    const fetch = api();
    renderWithApp(<ComparePage />, { route: `/shortlist/compare?link=${mangle(good)}` });
    // (The table is hidden by its media query in jsdom, which has no width: queried with hidden.)
    const alert = (await screen.findByText('We cannot open this link')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(fetch.callsTo('POST /api/providers/compare')).toBe(0));
  });

  it('without a plan in this browser shows standard prices, and says how to price a plan', async () => {
    const fetch = installFakeFetch({
      'POST /api/providers/compare': () => ({
        body: { ...compareResponseFixture, plan: null, providers: compareResponseFixture.providers.map((c) => ({ ...c, plan: null })) },
      }),
    });
    renderWithApp(<ComparePage />, { route: '/shortlist/compare?ids=7,8' });
    const table = await screen.findByTestId('compare-table');
    expect(fetch.requests.find((r) => r.path === '/api/providers/compare')?.body).toEqual({ providerIds: [7, 8] });
    const labels = within(table)
      .getAllByRole('rowheader', { hidden: true })
      .map((th) => th.textContent);
    expect(labels.slice(0, 2)).toEqual(['Personal care: standard weekday price', 'Nursing care: standard weekday price']);
    expect(screen.getByTestId('compare-plan')).toHaveTextContent("Showing each provider's standard weekday prices. To see what your plan would cost");
    expect(screen.getByRole('link', { name: 'calculator' })).toHaveAttribute('href', '/calculator');
  });

  it('says under the field when the place is not found, and compares without distances', async () => {
    const fetch = installFakeFetch({
      'POST /api/providers/compare': (req) =>
        (req.body as { near?: string }).near
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'UNKNOWN_PLACE',
                message: 'We could not find that postcode or suburb',
                fields: { near: 'We could not find that postcode or suburb' },
              },
            }
          : { body: compareResponseFixture },
      'GET /api/locations/*': () => ({ body: [] }),
    });
    renderWithApp(<ComparePage />, { route: '/shortlist/compare?ids=7,8&near=Nowhere' });
    await screen.findByTestId('compare-table');
    expect(screen.getByText('We could not find that postcode or suburb')).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.path === '/api/providers/compare').map((r) => (r.body as { near?: string }).near)).toEqual(['Nowhere', undefined]);
  });

  it('names a provider that is no longer listed', async () => {
    installFakeFetch({
      'POST /api/providers/compare': () => ({ status: 404, body: { statusCode: 404, code: 'PROVIDER_NOT_FOUND', message: 'Provider 40 not found' } }),
    });
    renderWithApp(<ComparePage />, { route: '/shortlist/compare?ids=7,40' });
    const alert = (await screen.findByText('We could not compare these providers')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Provider 40 not found. They may no longer be listed: remove them from your shortlist and compare again.');
  });
});
