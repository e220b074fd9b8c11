import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_LEAD_NEEDS, type ProviderLeadDto } from '@homeward/domain';
import { LEAD_PLAN } from '@homeward/test-support';
import { listReply, renderConsole, signedInRoutes } from '../../test/render-console';

// The whole console renders: slow on a busy 2-core machine.
jest.setTimeout(30_000);

const lead = (overrides: Partial<ProviderLeadDto> = {}): ProviderLeadDto => ({
  id: 5,
  name: 'Pat Plan',
  email: 'pat@example.com',
  phone: '0491 570 156',
  postcode: '3056',
  status: 'new',
  providerId: 7,
  providerName: 'Harbour Home Care',
  serviceLevel: 'Level 3 - Low to Medium support',
  hasReferralId: false,
  referralId: null,
  selfManagement: false,
  notes: null,
  createdAt: '2026-11-23T23:05:00.000Z',
  delivery: null,
  plan: null,
  ...NO_LEAD_NEEDS,
  ...overrides,
});

const withPlan = lead({ plan: LEAD_PLAN });

function openLead(one: ProviderLeadDto) {
  renderConsole(`/dashboard/leads-provider/${one.id}`, {
    ...signedInRoutes(),
    'GET /api/admin/leads/provider': listReply('leads/provider', [one]),
    [`GET /api/admin/leads/provider/${one.id}`]: { status: 200, body: one },
  });
}

describe('the provider lead dialog', () => {
  it('shows the plan sent with the lead: each service per its unit with its price or why there is none, the totals and the budget', async () => {
    openLead(withPlan);
    const dialog = await screen.findByRole('dialog', { name: 'Provider lead' });
    const table = await within(dialog).findByRole('table', { name: "Plan at the provider's prices" });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Personal care', '3 hours a week', '$90.50 an hour'],
      ['Nursing care', '2.5 hours a week', 'Price not published'],
      ['Transport (per trip)', '1 trip a week', 'Not offered'],
      ['Meal delivery (per meal)', '7 meals a week', '$15.00 a meal'],
    ]);
    expect(within(dialog).getByText('Classification 3: Low to Medium Support')).toBeInTheDocument();
    for (const text of ['Weekly cost (priced services only): $376.50', 'Quarterly cost (priced services only): $4,894.50', 'Budget left: $596.93 a quarter']) {
      expect(within(dialog).getByText((_content, element) => element?.tagName === 'LI' && element.textContent === text)).toBeInTheDocument();
    }
  });

  it('shows no plan for a lead sent without one', async () => {
    openLead(lead());
    const dialog = await screen.findByRole('dialog', { name: 'Provider lead' });
    expect(await within(dialog).findByText('Pat Plan')).toBeInTheDocument();
    expect(within(dialog).queryByText('Plan')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('provider leads: the family need and the two statuses', () => {
  it('shows the needs in the dialog and says what each status means', async () => {
    openLead(
      lead({ language: 'vi', needsInterpreter: true, contactName: 'Minh', contactRelationship: 'son', bestTimeToCall: 'Mornings', outcome: 'contacted' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Provider lead' });
    expect(await within(dialog).findByText('Vietnamese, needs an interpreter')).toBeInTheDocument();
    expect(within(dialog).getByText('Minh (son)')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Contacted\. What the provider recorded in its portal/)).toBeInTheDocument();
    expect(screen.getByTestId('lead-statuses-explained')).toHaveTextContent('Status (Homeward team)');
    const statuses = await screen.findByTestId('lead-statuses');
    expect(statuses).toHaveTextContent('Status (Homeward team):');
    expect(statuses).toHaveTextContent("Provider's outcome:");
  });

  it('filters the leads by provider', async () => {
    const fetch = renderConsole('/dashboard/leads-provider', {
      ...signedInRoutes(),
      'GET /api/admin/leads/provider': listReply('leads/provider', [lead()]),
      'GET /api/admin/providers': listReply('providers', [{ id: 7, businessName: 'Harbour Home Care' }]),
    });
    const input = await screen.findByRole('combobox', { name: 'Provider' });
    await userEvent.type(input, 'Harb');
    await userEvent.click(await screen.findByRole('option', { name: 'Harbour Home Care' }));
    await waitFor(() =>
      expect(fetch.requests.some((r) => r.path === '/api/admin/leads/provider' && decodeURIComponent(r.url).includes('"providerId":7'))).toBe(true),
    );
  });
});
