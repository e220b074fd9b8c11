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

/** Opens the claim's dialog, the list behind it holding only that claim; `decision` answers its approve or decline. */
async function openClaim(one: ProviderClaimDto, decision: Record<string, { status?: number; body: unknown }> = {}) {
  const fetch = renderConsole(`/dashboard/claims/${one.id}`, {
    ...signedInRoutes(),
    'GET /api/admin/claims': listReply('claims', [one]),
    [`GET /api/admin/claims/${one.id}`]: { body: one },
    ...decision,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Claim for Harbourside Community Care Inc' });
  return { fetch, dialog };
}

describe('the Claims tab', () => {
  it('lists claims waiting first, sorted so by the server, with the ABN check, the ABN Lookup link and the dispute marker', async () => {
    const fetch = renderConsole('/dashboard/claims', { ...signedInRoutes(), 'GET /api/admin/claims': listReply('claims', [waiting, dispute, declined]) });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    for (const text of [
      'Harbourside Community Care Inc',
      'Jo Citizen',
      'Operations manager',
      'jo@harbourside.org.au',
      '02 9876 5432',
      '51 824 753 556',
      'Check digits OK',
      'Waiting for us',
    ])
      expect(rows[0]).toHaveTextContent(text);
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
    const { fetch, dialog } = await openClaim(waiting, { 'POST /api/admin/claims/12/approve': { body: { ...waiting, status: 'approved' } } });
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
    const { fetch, dialog } = await openClaim(dispute, { 'POST /api/admin/claims/13/decline': { body: { ...dispute, status: 'declined' } } });
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
    const { dialog } = await openClaim(waiting, {
      'POST /api/admin/claims/12/approve': { status: 409, body: { statusCode: 409, message: 'This claim has already been decided' } },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This claim has already been decided');
    expect(location.path).toBe('/dashboard/claims/12');
    expect(refused).toEqual([409]);
  });

  it('shows a decided claim without the decision buttons', async () => {
    const { dialog } = await openClaim(declined);
    expect(within(dialog).getByText('Not the same organisation.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
