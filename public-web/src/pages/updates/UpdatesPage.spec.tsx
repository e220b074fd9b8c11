import { screen, within } from '@testing-library/react';
import { OFFICIAL_UPDATES } from '@homeward/domain';
import { renderWithApp } from '../../testing/render-with-app.js';
import { readingGrade } from '../../testing/reading-grade.js';
import UpdatesPage from './UpdatesPage.js';

describe('UpdatesPage (/updates)', () => {
  it('lists every change newest first, each under a heading whose section is its anchor, with its date and source', () => {
    renderWithApp(<UpdatesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'What has changed in Support at Home' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual([
      'Personal care: no contribution',
      'Budgets may have changed',
      'Price caps put off',
      'Lifetime cap on contributions went up',
      'Support at Home started',
    ]);
    for (const update of OFFICIAL_UPDATES) {
      const section = document.getElementById(update.id)!;
      expect(section.tagName).toBe('SECTION');
      expect(within(section).getByRole('link', { name: new RegExp(update.source.slice(0, 20).replace(/[()"]/g, '.')) })).toHaveAttribute(
        'href',
        update.sourceUrl,
      );
    }
    const personalCare = document.getElementById('personal-care-clinical')!;
    expect(personalCare).toHaveTextContent('From 1 October 2026');
    expect(personalCare).toHaveTextContent(/nobody pays a contribution for personal care/);
    const cap = document.getElementById('lifetime-cap-march-2026')!;
    expect(cap).toHaveTextContent('$137,917.01');
    expect(cap).toHaveTextContent(/\$86,185\.23 is reported, but we could not check it/);
    expect(document.getElementById('price-caps-deferred')).toHaveTextContent(/There is no cap on what providers charge/);
  });

  it.each(OFFICIAL_UPDATES.map((u) => [u.id, u.summary.join(' ')]))('%s reads at Year 8 or below', (_id, text) => {
    expect(readingGrade(text)).toBeLessThanOrEqual(8);
  });
});
