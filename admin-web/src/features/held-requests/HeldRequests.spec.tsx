import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeldRequestDto, UnclaimedDemandDto } from '@homeward/domain';
import { listReply, renderConsole, signedInRoutes } from '../../test/render-console';
import { captureRefusedCalls } from '../../test/refused-calls';

// The whole console renders: slow on a busy 2-core machine.
jest.setTimeout(30_000);

const request = (overrides: Partial<HeldRequestDto> = {}): HeldRequestDto => ({
  id: 5,
  createdAt: '2026-11-23T23:05:00.000Z',
  providerId: 40,
  organisation: 'Bright Valley Care Ltd',
  organisationPlace: 'Newcastle NSW 2300',
  name: 'Jane Family',
  email: 'jane@example.com',
  phone: '0491 570 156',
  postcode: '2300',
  serviceLevel: 'Level 3 - Low to Medium support',
  hasReferralId: false,
  referralId: null,
  selfManagement: false,
  notes: null,
  contactBy: '2026-11-25T23:05:00.000Z',
  overdue: true,
  teamAction: null,
  teamActedAt: null,
  teamActedBy: null,
  ...overrides,
});

const late = request();
const onTime = request({ id: 6, name: 'Omar Family', organisation: 'Quiet Harbour Services', overdue: false, contactBy: '2026-12-01T23:05:00.000Z' });

describe('Requests for providers not on Homeward', () => {
  it('lists the requests waiting for us first, marks the overdue one, and records "Invited" with a note', async () => {
    let acted = false;
    const fetch = renderConsole('/dashboard/held-requests', {
      ...signedInRoutes(),
      'GET /api/admin/held-requests': () => listReply('held-requests', acted ? [onTime] : [late, onTime]),
      'POST /api/admin/held-requests/5/action': () => {
        acted = true;
        return { body: { ...late, teamAction: 'invited', teamActedAt: '2026-11-29T01:00:00.000Z', teamActedBy: 'jo@homeward.example', overdue: false } };
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bright Valley Care Ltd');
    expect(rows[0]).toHaveTextContent('Newcastle NSW 2300');
    expect(rows[0]).toHaveTextContent('jane@example.com');
    expect(within(rows[0]).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Overdue')).not.toBeInTheDocument();
    const list = fetch.requests.find((r) => r.path === '/api/admin/held-requests')!;
    const query = new URL(list.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({ acted: 'false' });
    expect(query.get('sort')).toBe('["contactBy","ASC"]');

    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Invited Bright Valley Care Ltd to join, for Jane Family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invited Bright Valley Care Ltd to join' });
    expect(dialog).toHaveTextContent('The family gets an email');
    await userEvent.type(within(dialog).getByLabelText('Note for the team (optional)'), 'Spoke to the manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record invited' }));

    await waitFor(() => expect(fetch.callsTo('POST /api/admin/held-requests/5/action')).toBe(1));
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({ action: 'invited', note: 'Spoke to the manager' });
    expect(await screen.findByText('Recorded: invited to join')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says who acted and when once a request is done, with no buttons left', async () => {
    renderConsole('/dashboard/held-requests', {
      ...signedInRoutes(),
      'GET /api/admin/held-requests': listReply('held-requests', [
        request({ teamAction: 'passed-on', teamActedAt: '2026-11-24T01:00:00.000Z', teamActedBy: 'jo@homeward.example', overdue: false }),
      ]),
    });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Passed on');
    expect(row).toHaveTextContent('by jo@homeward.example');
    expect(within(row).queryByRole('button', { name: /Passed on:/ })).not.toBeInTheDocument();
  });

  it('shows the answer of a request someone else already acted on, and keeps the dialog open', async () => {
    const refused = captureRefusedCalls();
    renderConsole('/dashboard/held-requests', {
      ...signedInRoutes(),
      'GET /api/admin/held-requests': listReply('held-requests', [late]),
      'POST /api/admin/held-requests/5/action': {
        status: 409,
        body: { statusCode: 409, code: 'HELD_REQUEST_ALREADY_ACTED', message: 'The team has already acted on this request.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: "Passed on: Jane Family's request to Bright Valley Care Ltd" }));
    const dialog = await screen.findByRole('dialog', { name: 'Passed on to Bright Valley Care Ltd' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record passed on' }));
    expect(await within(dialog).findByText('The team has already acted on this request.')).toBeInTheDocument();
    expect(refused).toEqual([409]);
  });
});

describe('Most asked-for organisations', () => {
  it('lists the organisations families asked for, most asked first', async () => {
    const demand: UnclaimedDemandDto[] = [
      {
        id: 40,
        organisation: 'Bright Valley Care Ltd',
        organisationPlace: 'Newcastle NSW 2300',
        requests: 4,
        waiting: 1,
        latestRequestAt: '2026-11-28T01:00:00.000Z',
      },
      {
        id: 41,
        organisation: 'Quiet Harbour Services',
        organisationPlace: 'Newcastle NSW 2300',
        requests: 1,
        waiting: 1,
        latestRequestAt: '2026-11-20T01:00:00.000Z',
      },
    ];
    const fetch = renderConsole('/dashboard/unclaimed-demand', {
      ...signedInRoutes(),
      'GET /api/admin/unclaimed-demand': listReply('unclaimed-demand', demand),
    });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Families who asked');
    expect(rows[1]).toHaveTextContent('Bright Valley Care Ltd');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['4', '1']));
    expect(rows[2]).toHaveTextContent('Quiet Harbour Services');
    const list = fetch.requests.find((r) => r.path === '/api/admin/unclaimed-demand')!;
    expect(new URL(list.url, 'http://x').searchParams.get('sort')).toBe('["requests","DESC"]');
  });
});
