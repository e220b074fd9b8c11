import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { FactsDateProvider } from '../../components/facts/use-facts-date.js';
import { StatsStrip } from './StatsStrip.js';

/** The strip as the prerender writes it on that day. */
const prerendered = (today: string) =>
  renderToString(
    <FactsDateProvider value={today}>
      <MemoryRouter>
        <StatsStrip />
      </MemoryRouter>
    </FactsDateProvider>,
  );

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
    const html = prerendered('2026-11-26');
    expect(html).toContain('data-island="provider-count"');
    expect(html).toContain('Counting…');
    expect(html).not.toContain('12+');
  });

  it('lists its sources in whole sentences, and says the budget figure may have changed in sentences of its own', () => {
    const html = prerendered('2026-11-29');
    const box = document.createElement('div');
    box.innerHTML = html;
    const [sources, note] = Array.from(box.querySelectorAll('p')).map((p) => p.textContent?.replace(/\s+/g, ' ').trim());
    expect(sources).toBe(
      'Sources: Minister for Aged Care media release (external website) (early 2025); Department of Health, Disability and Ageing funding classifications (external website) (amounts from 1 November 2025); Senate Community Affairs Committee report (external website) (2025). Providers: counted from our directory when you open this page (about our data).'.replace(
        / \(external website\)/g,
        '',
      ),
    );
    expect(note).toMatch(
      /^The budget figure: May have changed since 1 July 2026\. We looked again on 29 November 2026 and could not confirm a newer figure, so we still use the one from 1 November 2025\. To know your budget now, ask your provider or call My Aged Care on 1800 200 422\./,
    );
    expect(html).not.toMatch(/2025\s*May have changed/);
  });

  it('has no budget note before the budgets are due for review', () => {
    const html = prerendered('2026-06-30');
    expect(html).not.toContain('stats-budgets-note');
  });

  it('states no figure when the count cannot be had', async () => {
    installFakeFetch({ 'GET /api/directory/summary': { status: 503, body: 'down' } });
    renderWithApp(<StatsStrip />);
    expect(await within(providerFigure()).findByText('Many')).toBeInTheDocument();
  });
});
