import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReply, location, OFFICIAL_FACTS_REVIEW, renderConsole, signedInRoutes, STATS } from '../test/render-console';

// The routes every dashboard page reads, for an admin signed in as `admin`.
const dashboardRoutes = (admin: { id: number; email: string; name: string | null }) => ({
  'GET /api/admin/session': { status: 200, body: admin },
  'GET /api/admin/stats': { status: 200, body: STATS },
  'GET /api/admin/official-facts': { status: 200, body: OFFICIAL_FACTS_REVIEW },
});

describe('AdminConsole', () => {
  it('sends a visitor without a session from the dashboard to the login page, checking the session once', async () => {
    const fetch = renderConsole('/dashboard/users', { 'GET /api/admin/session': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location.path).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch.callsTo('GET /api/admin/session')).toBe(1);
    // No admin data was requested without a session, and there was no server session to end.
    expect(fetch.callsTo('GET /api/admin/stats')).toBe(0);
    expect(fetch.callsTo('POST /api/admin/logout')).toBe(0);
  });

  it('shows the dashboard with the welcome name and the stats when signed in', async () => {
    renderConsole('/dashboard', {
      ...dashboardRoutes({ id: 1, email: 'jo@homeward.example', name: 'Jo Citizen' }),
      'GET /api/admin/providers': listReply('providers', []),
    });
    expect(await screen.findByText('Welcome, Jo Citizen')).toBeInTheDocument();
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Provider Management' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No providers found')).toBeInTheDocument();
  });

  it('welcomes an admin without a name by email', async () => {
    renderConsole('/dashboard', {
      ...dashboardRoutes({ id: 2, email: 'noname@homeward.example', name: null }),
      'GET /api/admin/providers': listReply('providers', []),
    });
    expect(await screen.findByText('Welcome, noname@homeward.example')).toBeInTheDocument();
  });

  it('keeps the tab in the URL', async () => {
    renderConsole('/dashboard/leads-provider', {
      ...dashboardRoutes({ id: 1, email: 'jo@homeward.example', name: 'Jo' }),
      'GET /api/admin/leads/provider': listReply('leads/provider', []),
      'GET /api/admin/users': listReply('users', []),
    });
    expect(await screen.findByRole('tab', { name: 'Leads - Provider' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No provider leads yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Admin Users' }));
    await waitFor(() => expect(location.path).toBe('/dashboard/users'));
  });

  it('signs in and goes to the dashboard; a wrong password shows the inline message', async () => {
    let attempts = 0;
    renderConsole('/', {
      'GET /api/admin/session': () => ({ status: attempts >= 2 ? 200 : 401, body: { id: 1, email: 'jo@homeward.example', name: 'Jo' } }),
      'POST /api/admin/login': (req) => {
        attempts += 1;
        const { password } = req.body as { password: string };
        return password === 'right'
          ? { status: 200, body: { id: 1, email: 'jo@homeward.example', name: 'Jo' } }
          : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
      },
      'GET /api/admin/stats': { status: 200, body: STATS },
      'GET /api/admin/official-facts': { status: 200, body: OFFICIAL_FACTS_REVIEW },
      'GET /api/admin/providers': listReply('providers', []),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'jo@homeward.example');
    await user.type(screen.getByLabelText(/password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/password/i));
    await user.type(screen.getByLabelText(/password/i), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome, Jo')).toBeInTheDocument();
    expect(location.path).toBe('/dashboard');
  });

  it('shows how many official figures are due for review, each with its dates and source', async () => {
    renderConsole('/dashboard', signedInRoutes());
    const review = await screen.findByRole('region', { name: '2 official figures are due for review' });
    const items = within(within(review).getByRole('list', { name: 'Official figures due for review' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Quarterly budgets for the 8 classifications: as of 1 November 2025, due for review since 1 July 2026. Check Department of Health, Disability and Ageing: Funding classifications for Support at Home (opens in a new tab).',
      'Lifetime cap on contributions: as of 20 March 2026, due for review since 20 September 2026. Check Services Australia: annual, lifetime and time-limited caps for aged care (opens in a new tab).',
    ]);
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', OFFICIAL_FACTS_REVIEW.due[1].sourceUrl);
  });

  it('says when no official figure is due', async () => {
    renderConsole('/dashboard', { ...signedInRoutes(), 'GET /api/admin/official-facts': { status: 200, body: { on: '2026-06-30', dueCount: 0, due: [] } } });
    const review = await screen.findByRole('region', { name: '0 official figures are due for review' });
    expect(review).toHaveTextContent('Every official figure is within its review date (checked on 30 June 2026).');
  });
});
