import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_LEAD_NEEDS } from '@homeward/domain';
import { TRAN_NEEDS } from '@homeward/test-support';
import type { PartnerLeadDto } from '@homeward/domain';
import { renderPortal, signedInPortalRoutes } from '../test/render-portal';

jest.setTimeout(30_000);

const lead = (over: Partial<PartnerLeadDto>): PartnerLeadDto => ({
  id: 1,
  name: 'Alex Family',
  email: 'alex@example.com',
  phone: '0400 000 000',
  postcode: '2000',
  serviceLevel: 'Level 3',
  hasReferralId: false,
  selfManagement: false,
  outcomeAt: null,
  firstContactAt: null,
  erased: false,
  outcome: 'new',
  note: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  contactBy: '2026-11-24T07:00:00.000Z',
  overdue: true,
  plan: null,
  heldAt: null,
  ...NO_LEAD_NEEDS,
  ...over,
});

const reply = (items: PartnerLeadDto[]) => ({ status: 200, body: items, headers: { 'Content-Range': `leads 0-${items.length - 1}/${items.length}` } });

describe('Leads', () => {
  it('lists the leads with their outcome, shows erased ones as erased, and saves an outcome with a note', async () => {
    let saved = false;
    const fetch = renderPortal('/leads', {
      ...signedInPortalRoutes(),
      'GET /api/partner/leads': () =>
        reply([
          lead({ id: 2, ...(saved ? { outcome: 'contacted', note: 'Called Tuesday', overdue: false } : {}) }),
          lead({ id: 1, erased: true, name: null, email: null, phone: null, postcode: null, overdue: false, outcome: 'could_not_reach' }),
        ]),
      'PATCH /api/partner/leads/2': () => {
        saved = true;
        return { status: 200, body: lead({ id: 2, outcome: 'contacted', note: 'Called Tuesday' }) };
      },
    });
    expect(await screen.findByText('Alex Family')).toBeInTheDocument();
    expect(screen.getByText("Erased at the family's request")).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.path === '/api/partner/leads')?.url).toContain(encodeURIComponent('["createdAt","DESC"]'));

    await userEvent.click(screen.getByRole('button', { name: 'Update outcome for Alex Family' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Contacted' }));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Called Tuesday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Called Tuesday')).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ outcome: 'contacted', note: 'Called Tuesday' });
  });

  it('marks a request a family sent before the provider joined Homeward, with the day they asked', async () => {
    renderPortal('/leads', {
      ...signedInPortalRoutes(),
      'GET /api/partner/leads': reply([
        lead({ id: 3, name: 'Held Family', heldAt: '2026-11-20T01:00:00.000Z', overdue: false }),
        lead({ id: 2, name: 'Direct Family', overdue: false }),
      ]),
    });
    const held = (await screen.findByText('Held Family')).closest('tr')!;
    expect(within(held).getByTestId('asked-before-joining')).toHaveTextContent('Asked before you joined Homeward, on 20 Nov 2026');
    const direct = screen.getByText('Direct Family').closest('tr')!;
    expect(within(direct).queryByTestId('asked-before-joining')).not.toBeInTheDocument();
  });
});

describe('Leads: how to reach the family', () => {
  it('shows the language, the interpreter, who to call and a good time in the table and in the enquiry', async () => {
    renderPortal('/leads', {
      ...signedInPortalRoutes(),
      'GET /api/partner/leads': reply([
        lead({
          id: 4,
          name: 'Tran Thi Mai',
          overdue: false,
          ...TRAN_NEEDS,
        }),
        lead({ id: 2, name: 'Direct Family', overdue: false }),
      ]),
    });
    const row = (await screen.findByText('Tran Thi Mai')).closest('tr')!;
    const needs = within(row).getByTestId('lead-needs');
    expect(needs).toHaveTextContent('Language: Vietnamese, needs an interpreter');
    expect(needs).toHaveTextContent('Call: Minh (son), 0412 345 678');
    expect(needs).toHaveTextContent('Good time: Weekday mornings after 10');
    expect(within(screen.getByText('Direct Family').closest('tr')!).queryByTestId('lead-needs')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update outcome for Tran Thi Mai' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Vietnamese, needs an interpreter')).toBeInTheDocument();
    expect(within(dialog).getByText('Minh (son), 0412 345 678')).toBeInTheDocument();
    expect(within(dialog).getByText('Weekday mornings after 10')).toBeInTheDocument();
  });
});
