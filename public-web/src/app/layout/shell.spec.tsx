import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { mainNavigation } from '../paths.js';
import { SITE_CONTACT } from '../../config.js';
import { renderApp } from '../../testing/render-app.js';

describe('public shell', () => {
  beforeEach(() => installFakeFetch({ 'GET /api/classifications': { body: [] }, 'GET /api/services': { body: [] } }));

  it('shows the top bar with the navigation items (the 7 of the spec and the pathway finder) and marks the current page', async () => {
    await renderApp('/eligibility');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(mainNavigation.map((n) => n.label));
    expect(within(nav).getByRole('link', { name: 'Eligibility' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('marks Overview as current only on the home page', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // The home page settles (the empty catalogue answer, then the official figures' chunk) before the test ends.
    expect(await screen.findByTestId('classification-grid')).toBeInTheDocument();
  });

  it('has a skip link to the main content, one h1 and one main landmark', async () => {
    await renderApp('/faqs');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the footer with quick links, support links, phone, email, hours and the disclaimer', async () => {
    await renderApp('/about-us');
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Services', 'Calculator', 'Eligibility']);
    const support = within(footer).getByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Contact Us', 'FAQs', 'Resources', 'What has changed', 'About Us', 'About our data', 'Privacy', 'For providers']);
    expect(within(support).getByRole('link', { name: 'About our data' })).toHaveAttribute('href', '/about-our-data');
    expect(within(footer).getByRole('link', { name: SITE_CONTACT.phone })).toHaveAttribute('href', `tel:${SITE_CONTACT.phone.replace(/\s/g, '')}`);
    expect(within(footer).getByRole('link', { name: SITE_CONTACT.email })).toHaveAttribute('href', `mailto:${SITE_CONTACT.email}`);
    expect(footer).toHaveTextContent('Mon-Fri 9am-5pm AEST');
    expect(footer).toHaveTextContent('Homeward is not a government website.');
  });

  it('shows the not-found page for an unknown path, with the shared chrome', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders admin paths without the top bar or footer', async () => {
    await renderApp('/domainauth/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
