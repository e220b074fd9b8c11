import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_NAME_MESSAGES, ADMIN_USER_RULES, type AdminUserDto } from '@homeward/domain';
import { ADMIN, listReply, renderConsole, signedInRoutes } from '../../test/render-console';
import { captureRefusedCalls } from '../../test/refused-calls';

const me: AdminUserDto = { ...ADMIN, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', lastLogin: '2026-11-20T00:00:00.000Z', twoFactorEnabled: false };
const colleague: AdminUserDto = {
  id: 2,
  email: 'sam@homeward.example',
  name: 'Sam',
  isActive: true,
  createdAt: '2026-02-01T00:00:00.000Z',
  lastLogin: null,
  twoFactorEnabled: true,
};

/** The Admin Users tab over a tiny users table that PUT /api/admin/users/:id renames (or refuses with `refuse`). */
function renderUsers(refuse?: { status: number; message: string }) {
  const users = new Map([me, colleague].map((u) => [u.id, { ...u }]));
  const sent: unknown[] = [];
  const fetch = renderConsole('/dashboard/users', {
    ...signedInRoutes(),
    'GET /api/admin/users': () => listReply('users', [...users.values()]),
    'PUT /api/admin/users/1': (req) => rename(1, req.body as { name: string }),
    'PUT /api/admin/users/2': (req) => rename(2, req.body as { name: string }),
  });
  function rename(id: number, body: { name: string }) {
    sent.push(body);
    if (refuse) return { status: refuse.status, body: { statusCode: refuse.status, message: [refuse.message] } };
    const user = { ...users.get(id)!, name: body.name };
    users.set(id, user);
    return { status: 200, body: user };
  }
  return { fetch, sent };
}

async function openDialog(email: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit name of ${email}` }));
  return screen.findByRole('dialog', { name: `Edit name of ${email}` });
}

describe('Edit name of an admin user', () => {
  it('renames yourself: the inline checks first, then the list and the welcome line show the new name without a reload', async () => {
    const { fetch, sent } = renderUsers();
    expect(await screen.findByText('Welcome, Jo Citizen')).toBeInTheDocument();
    const dialog = await openDialog(me.email);
    const field = within(dialog).getByLabelText(/Name/);
    expect(field).toHaveValue('Jo Citizen');

    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText(ADMIN_NAME_MESSAGES.required)).toBeInTheDocument();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(ADMIN_USER_RULES.nameMaxLength + 1));
    expect(await within(dialog).findByText(ADMIN_NAME_MESSAGES.tooLong)).toBeInTheDocument();
    expect(fetch.callsTo('PUT /api/admin/users/1')).toBe(0);

    const listsBefore = fetch.callsTo('GET /api/admin/users');
    await userEvent.clear(field);
    await userEvent.type(field, '  Jo Renamed {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'Jo Renamed' }]);
    expect(await screen.findByText('Admin user renamed')).toBeInTheDocument();
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Welcome, Jo Renamed');
    expect(await screen.findByRole('cell', { name: 'Jo Renamed' })).toBeInTheDocument();
    expect(fetch.callsTo('GET /api/admin/users')).toBeGreaterThan(listsBefore);
    // The new name came from the rename itself, not from asking for the session again.
    expect(fetch.callsTo('GET /api/admin/session')).toBe(1);
  });

  it('renames a colleague and leaves your welcome line alone', async () => {
    renderUsers();
    const dialog = await openDialog(colleague.email);
    const field = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Samira Colleague');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('cell', { name: 'Samira Colleague' })).toBeInTheDocument();
    expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, Jo Citizen');
  });

  it("shows the server's refusal of a name under the field and keeps the dialog open", async () => {
    const refused = captureRefusedCalls();
    renderUsers({ status: 400, message: ADMIN_NAME_MESSAGES.tooLong });
    const dialog = await openDialog(colleague.email);
    await userEvent.type(within(dialog).getByLabelText(/Name/), ' Longer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText(ADMIN_NAME_MESSAGES.tooLong)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Edit name of ${colleague.email}` })).toBeInTheDocument();
    // The list behind the open dialog is hidden from the accessibility tree, so it is looked up with hidden.
    expect(screen.getByRole('cell', { name: 'Sam', hidden: true })).toBeInTheDocument();
    expect(refused).toEqual([400]);
  });
});
