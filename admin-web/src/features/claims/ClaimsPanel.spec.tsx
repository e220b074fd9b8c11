import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderClaimDto } from '@homeward/domain';
import { captureRefusedCalls } from '../../test/refused-calls';
import { listReply, location, renderConsole, signedInRoutes } from '../../test/render-console';

// The whole console renders: slow on a busy 2-core machine.
jest.setTimeout(30_000);

const claim = (overrides: Partial<ProviderClaimDto> = {}): ProviderClaimDto => ({
  id: 12,
  providerId: 40,
  providerName: 'Harbourside Community Care Inc',
  providerClaimedAt: null,
  claimantName: 'Jo Citizen',
  claimantRole: 'Operations manager',
  workEmail: 'jo@harbourside.org.au',
  phone: '02 9876 5432',
  abn: '51824753556',
  abnValid: true,
  status: 'pending',
  isDispute: false,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-28T23:05:00.000Z',
  ...overrides,
});

const waiting = claim();
const dispute = claim({
  id: 13,
  claimantName: 'Sam Other',
  workEmail: 'sam@elsewhere.com.au',
  abn: '51824753557',
  abnValid: false,
  isDispute: true,
  providerClaimedAt: '2026-11-20T01:00:00.000Z',
});
const declined = claim({
  id: 9,
  claimantName: 'Lee Past',
  status: 'declined',
  decisionReason: 'Not the same organisation.',
  decidedBy: 'jo@homeward.example',
  decidedAt: '2026-11-25T01:00:00.000Z',
});

describe('the Claims tab', () => {
  it('lists claims waiting first, sorted so by the server, with the ABN check, the ABN Lookup link and the dispute marker', async () => {
    const fetch = renderConsole('/dashboard/claims', { ...signedInRoutes(), 'GET /api/admin/claims': listReply('claims', [waiting, dispute, declined]) });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Harbourside Community Care Inc');
    expect(rows[0]).toHaveTextContent('Jo Citizen');
    expect(rows[0]).toHaveTextContent('Operations manager');
    expect(rows[0]).toHaveTextContent('jo@harbourside.org.au');
    expect(rows[0]).toHaveTextContent('02 9876 5432');
    expect(rows[0]).toHaveTextContent('51 824 753 556');
    expect(rows[0]).toHaveTextContent('Check digits OK');
    expect(rows[0]).toHaveTextContent('Waiting for us');
    expect(within(rows[0]).getByRole('link', { name: /Look up ABN 51 824 753 556/ })).toHaveAttribute(
      'href',
      'https://abr.business.gov.au/ABN/View?abn=51824753556',
    );
    expect(rows[1]).toHaveTextContent('Check digits wrong');
    expect(within(rows[1]).getByText('Dispute')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Declined');
    const list = fetch.requests.find((r) => r.path === '/api/admin/claims')!;
    expect(new URL(list.url, 'http://x').searchParams.get('sort')).toBe('["status","DESC"]');
  });

  it('approves a waiting claim from its dialog: the invitation goes out and the list is read again', async () => {
    const fetch = renderConsole('/dashboard/claims/12', {
      ...signedInRoutes(),
      'GET /api/admin/claims': listReply('claims', [waiting]),
      'GET /api/admin/claims/12': { body: waiting },
      'POST /api/admin/claims/12/approve': { body: { ...waiting, status: 'approved' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Claim for Harbourside Community Care Inc' });
    expect(within(dialog).getByText(/Check that the name on ABN Lookup matches the organisation/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'jo@harbourside.org.au' })).toHaveAttribute('href', 'mailto:jo@harbourside.org.au');
    await waitFor(() => expect(fetch.callsTo('GET /api/admin/claims')).toBeGreaterThan(0));
    const listReads = fetch.callsTo('GET /api/admin/claims');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send invitation' }));
    await waitFor(() => expect(fetch.callsTo('POST /api/admin/claims/12/approve')).toBe(1));
    await waitFor(() => expect(location.path).toBe('/dashboard/claims'));
    await waitFor(() => expect(fetch.callsTo('GET /api/admin/claims')).toBeGreaterThan(listReads));
    expect(await screen.findByText('Claim approved')).toBeInTheDocument();
  });

  it('declines only with a reason, and sends the reason', async () => {
    const fetch = renderConsole('/dashboard/claims/13', {
      ...signedInRoutes(),
      'GET /api/admin/claims': listReply('claims', [dispute]),
      'GET /api/admin/claims/13': { body: dispute },
      'POST /api/admin/claims/13/decline': { body: { ...dispute, status: 'declined' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Claim for Harbourside Community Care Inc' });
    expect(within(dialog).getByText(/This listing was already claimed/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason the claimant will read/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline claim' }));
    expect(await within(dialog).findByText('Say why, so the claimant knows')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/admin/claims/13/decline')).toBe(0);
    await userEvent.type(reason, 'The ABN belongs to another organisation.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline claim' }));
    await waitFor(() => expect(fetch.callsTo('POST /api/admin/claims/13/decline')).toBe(1));
    expect(fetch.requests.find((r) => r.path === '/api/admin/claims/13/decline')!.body).toEqual({ reason: 'The ABN belongs to another organisation.' });
  });

  it("shows the server's reason when a decision fails (decided already), and keeps the dialog open", async () => {
    const refused = captureRefusedCalls();
    renderConsole('/dashboard/claims/12', {
      ...signedInRoutes(),
      'GET /api/admin/claims': listReply('claims', [waiting]),
      'GET /api/admin/claims/12': { body: waiting },
      'POST /api/admin/claims/12/approve': { status: 409, body: { statusCode: 409, message: 'This claim has already been decided' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Claim for Harbourside Community Care Inc' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This claim has already been decided');
    expect(location.path).toBe('/dashboard/claims/12');
    expect(refused).toEqual([409]);
  });

  it('shows a decided claim without the decision buttons', async () => {
    renderConsole('/dashboard/claims/9', {
      ...signedInRoutes(),
      'GET /api/admin/claims': listReply('claims', [declined]),
      'GET /api/admin/claims/9': { body: declined },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Claim for Harbourside Community Care Inc' });
    expect(within(dialog).getByText('Not the same organisation.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
