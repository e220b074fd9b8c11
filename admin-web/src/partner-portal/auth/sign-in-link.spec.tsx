import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { renderPortal, SESSION, signedInPortalRoutes } from '../test/render-portal';

jest.setTimeout(30_000);

const signedOut = { 'GET /api/partner/session': { status: 401, body: { message: 'Unauthorized' } } };

describe('the emailed sign-in link', () => {
  it('a paused sign-in says to wait, and the sign-in page offers the link; asking gets the one answer', async () => {
    const wait = 'Too many requests. Please wait 1 minute(s) and try again.';
    const fetch = renderPortal('/', {
      ...signedOut,
      'POST /api/partner/login': { status: 429, body: { statusCode: 429, code: 'ACCOUNT_PAUSED', message: wait } },
      'POST /api/partner/login/email-link': { status: 202, body: { message: PARTNER_DOOR_MESSAGES.signInLinkRequested } },
    });
    await userEvent.type(await screen.findByLabelText(/email/i), 'sam@sunrise.example');
    await userEvent.type(screen.getByLabelText(/password/i), 'three unrelated words');
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText(`${wait} Or ask for an emailed sign-in link below.`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Asked to wait? Email me a sign-in link' }));
    await screen.findByRole('heading', { name: 'Email me a sign-in link' });
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'sam@sunrise.example');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(PARTNER_DOOR_MESSAGES.signInLinkRequested)).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.path === '/api/partner/login/email-link')?.body).toEqual({ email: 'sam@sunrise.example' });
  });

  it('is used only when the button is pressed, then signs the person in to the listing', async () => {
    const fetch = renderPortal('/sign-in-link/tok-77', {
      ...signedInPortalRoutes(),
      'POST /api/partner/login/email-link/confirm': { status: 200, body: SESSION },
    });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(fetch.callsTo('POST /api/partner/login/email-link/confirm')).toBe(0);
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'My listing' })).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.path === '/api/partner/login/email-link/confirm')?.body).toEqual({ token: 'tok-77' });
  });

  it('asks for the second-step code when the account has one', async () => {
    renderPortal('/sign-in-link/tok-2fa', { ...signedOut, 'POST /api/partner/login/email-link/confirm': { status: 200, body: { secondStepRequired: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
  });

  it('a used or expired link gets the one plain message', async () => {
    renderPortal('/sign-in-link/old', {
      ...signedOut,
      'POST /api/partner/login/email-link/confirm': { status: 410, body: { statusCode: 410, code: 'LINK_EXPIRED', message: 'Gone' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(PARTNER_DOOR_MESSAGES.signInLinkUnusable)).toBeInTheDocument();
  });
});
