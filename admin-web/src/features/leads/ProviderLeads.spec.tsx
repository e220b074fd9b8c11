import { screen, within } from '@testing-library/react';
import type { ProviderLeadDto } from '@homeward/domain';
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
  ...overrides,
});

const withPlan = lead({
  plan: {
    classificationId: 3,
    classificationName: 'Classification 3: Low to Medium Support',
    services: [
      { serviceId: 2, serviceName: 'Personal care', unit: 'hour', perWeek: 3, unitPrice: 90.5, status: 'priced' },
      { serviceId: 1, serviceName: 'Nursing care', unit: 'hour', perWeek: 2, unitPrice: null, status: 'unpriced' },
      { serviceId: 9, serviceName: 'Transport (per trip)', unit: 'trip', perWeek: 2, unitPrice: null, status: 'notOffered' },
    ],
    weeklyCost: 271.5,
    quarterlyCost: 3529.5,
    remainingBudget: -847.75,
  },
});

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
      ['Nursing care', '2 hours a week', 'Price not published'],
      ['Transport (per trip)', '2 trips a week', 'Not offered'],
    ]);
    expect(within(dialog).getByText('Classification 3: Low to Medium Support')).toBeInTheDocument();
    for (const text of [
      'Weekly cost (priced services only): $271.50',
      'Quarterly cost (priced services only): $3,529.50',
      'Over budget by: $847.75 a quarter',
    ]) {
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
