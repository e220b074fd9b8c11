import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING, location, renderPortal, SESSION, signedInPortalRoutes } from '../test/render-portal';

const signIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

// A whole react-admin app per test: slow on the shared machine, not a measure of anything.
jest.setTimeout(30_000);

describe('the provider portal', () => {
  it('sends a visitor without a session to sign in, then to their listing with the provider named', async () => {
    let signedIn = false;
    const fetch = renderPortal('/listing', {
      ...signedInPortalRoutes(),
      'GET /api/partner/session': () => (signedIn ? { status: 200, body: SESSION } : { status: 401, body: { message: 'Unauthorized' } }),
      'POST /api/partner/login': () => {
        signedIn = true;
        return { status: 200, body: SESSION };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Provider sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    await signIn('sam@sunrise.example', 'a long enough password');
    expect(await screen.findByRole('heading', { name: 'My listing' })).toBeInTheDocument();
    expect(location.path).toBe('/listing');
    expect(screen.getByTestId('portal-provider')).toHaveTextContent('Sunrise Home Care · Sam Carer');
    expect(fetch.requests.find((r) => r.path === '/api/partner/login')?.body).toEqual({ email: 'sam@sunrise.example', password: 'a long enough password' });
    // Only the portal's own API, never the admin's.
    expect(fetch.requests.filter((r) => r.path.startsWith('/api/admin'))).toEqual([]);
    expect(screen.getByLabelText(/phone/i)).toHaveValue(LISTING.phone);
  });

  it('says the same words for any refused sign-in, and asks for the code when the account has a second step', async () => {
    let attempts = 0;
    const fetch = renderPortal('/', {
      'GET /api/partner/session': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/partner/login': () =>
        ++attempts === 1 ? { status: 401, body: { message: 'Invalid email or password' } } : { status: 200, body: { secondStepRequired: true } },
      'POST /api/partner/login/second-step': { status: 401, body: { message: 'That code did not work. Check the app and try again.' } },
    });
    await signIn('sam@sunrise.example', 'wrong password here');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText(/6-digit code/i);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('That code did not work. Check the app and try again.')).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.path === '/api/partner/login/second-step')?.body).toEqual({ code: '123456' });
  });

  it('signs out through the API and returns to sign in', async () => {
    let signedIn = true;
    const fetch = renderPortal('/listing', {
      ...signedInPortalRoutes(),
      'GET /api/partner/session': () => (signedIn ? { status: 200, body: SESSION } : { status: 401, body: {} }),
      'POST /api/partner/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Provider sign in' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/partner/logout')).toBe(1);
  });
});
