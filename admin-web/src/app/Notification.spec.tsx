import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationRequestDto } from '@homeward/domain';
import { listReply, renderConsole, signedInRoutes } from '../test/render-console';

jest.setTimeout(30_000);

const REQUEST: ModerationRequestDto = {
  id: 3,
  providerId: 9,
  providerName: 'Harbour Care',
  field: 'website',
  before: null,
  after: 'https://harbour.example',
  status: 'pending',
  reason: null,
  requestedBy: 'sam@harbour.example',
  requestedAt: '2026-11-28T01:00:00.000Z',
  decidedAt: null,
};

describe('toasts in the console', () => {
  afterEach(() => jest.restoreAllMocks());

  it('show in the page under the header (never over a table), and stay on the tab they were raised on', async () => {
    renderConsole('/dashboard/moderation', {
      ...signedInRoutes(),
      'GET /api/admin/moderation': listReply('moderation', [REQUEST]),
      'POST /api/admin/moderation/3/approve': { status: 200, body: { ...REQUEST, status: 'approved' } },
      'GET /api/admin/users': listReply('users', []),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the new website of Harbour Care' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Change approved');
    // In the flow of the page, before the main content: it pushes the page down instead of covering it.
    const region = toast.closest('#toast-region');
    expect(region).not.toBeNull();
    expect(region!.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Two seconds later the admin opens another tab: the toast does not come along.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2000);
    await userEvent.click(within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getByRole('tab', { name: 'Admin Users' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
  });
});
