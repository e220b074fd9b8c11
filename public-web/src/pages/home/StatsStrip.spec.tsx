import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { FactsDateProvider } from '../../components/facts/use-facts-date.js';
import { StatsStrip } from './StatsStrip.js';

/** The list item of the directory's figure. */
const providerFigure = () => screen.getByText('providers in our directory').closest('li')!;

describe('the home page figures', () => {
  it('states the number of providers the API counts in the database', async () => {
    const api = installFakeFetch({ 'GET /api/directory/summary': { body: { providers: 923 } } });
    renderWithApp(<StatsStrip />);
    expect(await within(providerFigure()).findByText('923')).toBeInTheDocument();
    expect(api.callsTo('GET /api/directory/summary')).toBe(1);
    expect(screen.queryByText(/12\+/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'about our data' })).toHaveAttribute('href', '/about-our-data');
  });

  it('writes no figure of its own into the prerendered page', () => {
    const html = renderToString(
      <FactsDateProvider value="2026-11-26">
        <MemoryRouter>
          <StatsStrip />
        </MemoryRouter>
      </FactsDateProvider>,
    );
    expect(html).toContain('data-island="provider-count"');
    expect(html).toContain('Counting…');
    expect(html).not.toContain('12+');
  });

  it('states no figure when the count cannot be had', async () => {
    installFakeFetch({ 'GET /api/directory/summary': { status: 503, body: 'down' } });
    renderWithApp(<StatsStrip />);
    expect(await within(providerFigure()).findByText('Many')).toBeInTheDocument();
  });
});
