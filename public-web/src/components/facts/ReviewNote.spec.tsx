import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CLASSIFICATION_BUDGETS, INDICATIVE_PRICES_SOURCE, LIFETIME_CONTRIBUTION_CAP } from '@homeward/domain';
import { SourceNote } from '../content/SourceNote.js';
import { BudgetsReviewNote, LifetimeCapNote, PersonalCareNote } from './OfficialChangeNotes.js';
import { ReviewNote } from './ReviewNote.js';
import { FactsDateProvider, useFactsDate } from './use-facts-date.js';
import type { ReactElement } from 'react';

const on = (date: string, ui: ReactElement) =>
  render(
    <MemoryRouter>
      <FactsDateProvider value={date}>{ui}</FactsDateProvider>
    </MemoryRouter>,
  );

describe('ReviewNote (the date injected, never today)', () => {
  it('says nothing before the figure is due for review', () => {
    on('2026-06-30', <BudgetsReviewNote block />);
    expect(screen.queryByTestId('review-note')).not.toBeInTheDocument();
  });

  it('past the review date: may have changed, the figure we still use, what to do, where to check and the /updates entry', () => {
    on('2026-11-29', <BudgetsReviewNote block />);
    const note = screen.getByTestId('review-note');
    expect(note).toHaveTextContent(
      'May have changed since 1 July 2026. We looked again on 29 November 2026 and could not confirm a newer figure, so we still use the one from 1 November 2025. ' +
        'To know your budget now, ask your provider or call My Aged Care on 1800 200 422. See the My Aged Care website (external website). What has changed.',
    );
    expect(screen.getByRole('link', { name: '1800 200 422' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: /My Aged Care website/ })).toHaveAttribute('href', 'https://www.myagedcare.gov.au/');
    expect(screen.getByRole('link', { name: 'What has changed' })).toHaveAttribute('href', '/updates#budgets-july-2026');
    expect(CLASSIFICATION_BUDGETS.reviewBy).toBe('2026-07-01');
  });

  it('flags the indicative price ranges the same way, since the department began publishing prices every three months', () => {
    on('2026-11-29', <SourceNote {...INDICATIVE_PRICES_SOURCE} prefix="Prices from" />);
    expect(screen.getByTestId('review-note')).toHaveTextContent(
      'May have changed since 20 May 2026. We looked again on 29 November 2026 and could not confirm a newer figure, so we still use the one from 24 March 2025. ' +
        'Ask the provider for its prices in writing, and compare them with the department’s latest summary of prices.',
    );
  });

  it('SourceNote flags any dated figure past its review date, once, and says nothing of it before', () => {
    on('2026-06-30', <SourceNote {...CLASSIFICATION_BUDGETS} prefix="Budgets from" changes />);
    expect(screen.queryByTestId('review-note')).not.toBeInTheDocument();
    expect(screen.getByText(/Government figures change/)).toBeInTheDocument();
  });

  it.each([
    ['2026-09-19', false],
    ['2026-09-20', true],
    ['2026-11-26', true],
  ])('the lifetime cap on %s: may have changed (%p)', (date, due) => {
    on(date, <LifetimeCapNote />);
    expect(screen.getByTestId('lifetime-cap-note')).toHaveTextContent('nobody pays more than $137,917.01 in contributions in total (from 20 March 2026)');
    expect(screen.queryAllByText('May have changed since 20 September 2026')).toHaveLength(due ? 1 : 0);
    // The cap changed on 20 March 2026: its /updates entry is linked either way.
    expect(screen.getByRole('link', { name: 'What has changed' })).toHaveAttribute('href', '/updates#lifetime-cap-march-2026');
  });

  it('works for any fact with a review date', () => {
    on('2027-01-01', <ReviewNote fact={{ reviewBy: '2026-12-31' }} />);
    expect(screen.getByTestId('review-note')).toHaveTextContent(
      'May have changed since 31 December 2026. We have not yet confirmed a newer figure, so we still use the last one we could confirm.',
    );
    expect(LIFETIME_CONTRIBUTION_CAP.reviewBy > LIFETIME_CONTRIBUTION_CAP.asOf).toBe(true);
  });
});

describe('PersonalCareNote', () => {
  it.each([
    ['2026-09-30', 'From 1 October 2026, personal care will be a clinical support: nobody will pay a contribution for it.'],
    ['2026-10-01', 'Since 1 October 2026, personal care is a clinical support: nobody pays a contribution for it.'],
  ])('on %s: %s', (date, words) => {
    on(date, <PersonalCareNote />);
    expect(screen.getByTestId('personal-care-note')).toHaveTextContent(words);
  });
});

describe('useFactsDate', () => {
  function Show() {
    return <output>{useFactsDate()}</output>;
  }

  afterEach(() => jest.useRealTimers());

  it("without an injected date, is the reader's date in Sydney after mounting", () => {
    jest.useFakeTimers({ now: new Date('2026-09-30T14:30:00Z') }); // 12:30 am on 1 October in Sydney
    render(<Show />);
    expect(screen.getByRole('status')).toHaveTextContent('2026-10-01');
  });

  it('an injected date wins', () => {
    jest.useFakeTimers({ now: new Date('2026-09-30T14:30:00Z') });
    render(
      <FactsDateProvider value="2026-09-30">
        <Show />
      </FactsDateProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2026-09-30');
  });
});
