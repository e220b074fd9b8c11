import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_DOOR_MESSAGES, PASSWORD_MESSAGES } from '@homeward/domain';
import { location, renderPortal, SESSION, signedInPortalRoutes } from '../test/render-portal';

jest.setTimeout(30_000);

const signedOut = { 'GET /api/partner/session': { status: 401, body: { message: 'Unauthorized' } } };

describe('the portal doors', () => {
  it('forgot password: the one answer for any address, after checking the email format here', async () => {
    const fetch = renderPortal('/forgot-password', { ...signedOut, 'POST /api/partner/password-reset': { status: 202, body: {} } });
    const email = await screen.findByLabelText(/email/i);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/partner/password-reset')).toBe(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(PARTNER_DOOR_MESSAGES.resetRequested)).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.path === '/api/partner/password-reset')?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('reset: the server refusing the password shows at the field and keeps what was typed; a good one goes to sign in', async () => {
    let tries = 0;
    const fetch = renderPortal('/reset-password/tok-123', {
      ...signedOut,
      'POST /api/partner/password-reset/confirm': () =>
        ++tries === 1
          ? {
              status: 400,
              body: { statusCode: 400, code: 'VALIDATION_FAILED', message: [PASSWORD_MESSAGES.common], fields: { password: PASSWORD_MESSAGES.common } },
            }
          : { status: 200, body: {} },
    });
    const password = await screen.findByLabelText(/^new password/i);
    await userEvent.type(password, 'password1234');
    await userEvent.type(screen.getByLabelText(/type the password again/i), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.common)).toBeInTheDocument();
    expect(password).toHaveValue('password1234');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.requests[fetch.requests.length - 1].body).toEqual({ token: 'tok-123', password: 'password1234' });

    await userEvent.clear(password);
    await userEvent.type(password, 'three unrelated words');
    await userEvent.clear(screen.getByLabelText(/type the password again/i));
    await userEvent.type(screen.getByLabelText(/type the password again/i), 'three unrelated words');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password is changed. Sign in with your new password.')).toBeInTheDocument();
    expect(location.path).toBe('/');
  });

  it('reset: a used or expired link gets the one plain message', async () => {
    renderPortal('/reset-password?token=old', {
      ...signedOut,
      'POST /api/partner/password-reset/confirm': {
        status: 410,
        body: { statusCode: 410, code: 'LINK_EXPIRED', message: PARTNER_DOOR_MESSAGES.resetUnusable },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^new password/i), 'three unrelated words');
    await userEvent.type(screen.getByLabelText(/type the password again/i), 'three unrelated words');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(PARTNER_DOOR_MESSAGES.resetUnusable)).toBeInTheDocument();
  });

  it('invitation: names the provider, checks the two passwords match, then signs the person in to the listing', async () => {
    const fetch = renderPortal('/invitation/inv-9', {
      ...signedInPortalRoutes(),
      'GET /api/partner/invitations/inv-9': { status: 200, body: { email: 'sam@sunrise.example', providerName: 'Sunrise Home Care' } },
      'POST /api/partner/invitations/accept': { status: 200, body: SESSION },
    });
    expect(await screen.findByText('Sunrise Home Care')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/your name/i), 'Sam Carer');
    await userEvent.type(screen.getByLabelText(/^new password/i), 'three unrelated words');
    await userEvent.type(screen.getByLabelText(/type the password again/i), 'three unrelated wordz');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/partner/invitations/accept')).toBe(0);

    await userEvent.clear(screen.getByLabelText(/type the password again/i));
    await userEvent.type(screen.getByLabelText(/type the password again/i), 'three unrelated words');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('heading', { name: 'My listing' })).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.path === '/api/partner/invitations/accept')?.body).toEqual({
      token: 'inv-9',
      name: 'Sam Carer',
      password: 'three unrelated words',
    });
  });

  it('invitation: an expired, used or revoked link says so plainly and asks for none of the fields', async () => {
    renderPortal('/invitation/gone', {
      ...signedOut,
      'GET /api/partner/invitations/gone': { status: 410, body: { statusCode: 410, code: 'LINK_EXPIRED', message: 'Gone' } },
    });
    expect(await screen.findByText(PARTNER_DOOR_MESSAGES.invitationUnusable)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument());
  });
});
