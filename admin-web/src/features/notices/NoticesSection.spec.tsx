import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNoticeDto, AdminProviderNoticesDto } from '@homeward/domain';
import type { FakeRoutes } from '@homeward/test-support';
import { adminProvider } from '../../test/provider-fixture';
import { listReply, renderConsole, signedInRoutes } from '../../test/render-console';
import { draftProblems, EMPTY_DRAFT, problemsFromApi } from './notice-form';

// The whole console renders: slow on a busy 2-core machine.
jest.setTimeout(60_000);

const PROVIDER = adminProvider();

const NOTICE: AdminNoticeDto = {
  id: 31,
  providerId: 7,
  kind: 'sanction',
  kindLabel: 'Sanction',
  issuedOn: '2026-05-04',
  summary: 'Limits on taking new clients.',
  link: 'https://www.agedcarequality.gov.au/sanctions/31',
  endedOn: null,
  recordedBy: 1,
  recordedByEmail: 'jo@homeward.example',
  recordedAt: '2026-05-05T00:00:00.000Z',
  updatedAt: '2026-05-05T00:00:00.000Z',
};

const list = (overrides: Partial<AdminProviderNoticesDto> = {}): AdminProviderNoticesDto => ({
  providerId: 7,
  noticesCheckedOn: null,
  noticesCheckedBy: null,
  noticesCheckedByEmail: null,
  notices: [NOTICE],
  ...overrides,
});

function open(routes: FakeRoutes = {}) {
  return renderConsole('/dashboard/providers/7', {
    ...signedInRoutes(),
    'GET /api/admin/providers': listReply('providers', [PROVIDER]),
    'GET /api/admin/providers/7': { status: 200, body: PROVIDER },
    'GET /api/admin/providers/7/users': { status: 200, body: { users: [], invitations: [] } },
    'GET /api/admin/providers/7/notices': { status: 200, body: list() },
    'GET /api/admin/audit': listReply('audit', []),
    ...routes,
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Notices from the regulator' }));

describe('the notices section of the provider edit dialog', () => {
  it('lists the notices with their dates, says the provider has not been checked, and records a check', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = open({ 'POST /api/admin/providers/7/notices-checked': { status: 200, body: list({ noticesCheckedOn: '2026-11-26' }) } });
    const notices = await section();
    const item = await notices.findByTestId('admin-notice');
    expect(item).toHaveTextContent('Sanction');
    expect(item).toHaveTextContent('In force');
    expect(item).toHaveTextContent('Issued 4 May 2026');
    expect(within(item).getByRole('link', { name: /Commission's notice/ })).toHaveAttribute('href', NOTICE.link);
    expect(notices.getByTestId('notices-checked')).toHaveTextContent('Not checked yet');
    await user.click(notices.getByRole('button', { name: 'I checked the Commission today' }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === 'POST' && r.path === '/api/admin/providers/7/notices-checked')).toBe(true));
  });

  it('ends a notice today with a PATCH', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = open({ 'PATCH /api/admin/notices/31': { status: 200, body: { ...NOTICE, endedOn: '2026-11-26' } } });
    const notices = await section();
    await user.click(await notices.findByRole('button', { name: 'Mark as ended today' }));
    await waitFor(() => expect(fetch.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ endedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }));
  });

  it('names each wrong field before sending, keeps what was typed, then sends a valid notice', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = open({ 'POST /api/admin/providers/7/notices': { status: 201, body: { ...NOTICE, id: 32 } } });
    const notices = await section();
    const form = within(await notices.findByRole('form', { name: 'Record a notice' }));
    await user.type(form.getByLabelText(/Summary in plain words/), 'Fined for late reports.');
    await user.type(form.getByLabelText(/Link to the notice/), 'https://example.com/fine');
    await user.click(form.getByRole('button', { name: 'Record notice' }));
    expect(await form.findByText(/Choose the kind of notice/)).toBeInTheDocument();
    expect(form.getByText(/Paste the link to the notice on agedcarequality.gov.au/)).toBeInTheDocument();
    expect(form.getByLabelText(/Summary in plain words/)).toHaveValue('Fined for late reports.');
    expect(fetch.requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/providers/7/notices')).toEqual([]);

    await user.click(form.getByLabelText(/Kind of notice/));
    await user.click(within(await screen.findByRole('listbox')).getByText('Infringement notice'));
    const issued = form.getByLabelText(/Issued on/);
    await user.type(issued, '2026-04-01');
    const link = form.getByLabelText(/Link to the notice/);
    await user.clear(link);
    await user.type(link, 'https://www.agedcarequality.gov.au/fines/9');
    await user.click(form.getByRole('button', { name: 'Record notice' }));
    await waitFor(() =>
      expect(fetch.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/providers/7/notices')?.body).toEqual({
        kind: 'infringement',
        issuedOn: '2026-04-01',
        summary: 'Fined for late reports.',
        link: 'https://www.agedcarequality.gov.au/fines/9',
        endedOn: null,
      }),
    );
  });
});

describe('notice form rules', () => {
  it('checks a draft with the API rules, in plain words', () => {
    expect(Object.keys(draftProblems(EMPTY_DRAFT, '2026-11-26')).sort()).toEqual(['issuedOn', 'kind', 'link', 'summary']);
    const good = { kind: 'sanction' as const, issuedOn: '2026-01-02', summary: 'x', link: 'https://www.agedcarequality.gov.au/a', endedOn: '' };
    expect(draftProblems(good, '2026-11-26')).toEqual({});
    expect(Object.keys(draftProblems({ ...good, endedOn: '2025-01-01' }, '2026-11-26'))).toEqual(['endedOn']);
  });

  it("reads the API's field errors", () => {
    expect(problemsFromApi({ fields: { link: 'link must be ...' } })).toEqual({ link: expect.stringContaining('agedcarequality.gov.au') });
    expect(problemsFromApi({ message: 'x' })).toBeNull();
  });
});
