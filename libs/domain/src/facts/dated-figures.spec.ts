import { CLASSIFICATION_BUDGETS, LIFETIME_CONTRIBUTION_CAP, PROGRAM_FACTS } from '../funding/facts.js';
import { CARRY_OVER_RULE, TRANSITIONED_HCP_BUDGETS, TYPICAL_PRICES_SOURCE } from '../funding/guide-facts.js';
import { INDICATIVE_PRICES_SOURCE } from '../pricing/indicative-prices.js';
import { datedFigureNotice, datedFigureNoticeText, figureReviewFor } from './dated-figures.js';
import { OFFICIAL_FACTS, factsDueForReview } from './official-facts.js';

describe('a figure past its review date (one rule for every dated figure, the date injected)', () => {
  it('says nothing before the review date', () => {
    expect(datedFigureNotice(CLASSIFICATION_BUDGETS, '2026-06-30')).toBeNull();
    expect(datedFigureNotice(INDICATIVE_PRICES_SOURCE, '2026-05-19')).toBeNull();
  });

  it('budgets: may have changed, which figure we still use and why, and what a family should do', () => {
    const notice = datedFigureNotice(CLASSIFICATION_BUDGETS, '2026-11-29')!;
    expect(datedFigureNoticeText(notice)).toBe(
      'May have changed since 1 July 2026. We looked again on 29 November 2026 and could not confirm a newer figure, so we still use the one from 1 November 2025. ' +
        'To know your budget now, ask your provider or call My Aged Care on 1800 200 422. See the My Aged Care website.',
    );
    expect(notice.updateId).toBe('budgets-july-2026');
    expect(notice.link).toEqual({ text: 'My Aged Care website', url: 'https://www.myagedcare.gov.au/' });
  });

  it('the indicative price ranges are flagged the same way since the department began publishing prices every quarter', () => {
    const notice = datedFigureNotice(INDICATIVE_PRICES_SOURCE, '2026-11-29')!;
    expect(notice.headline).toBe('May have changed since 20 May 2026');
    expect(notice.stillUsing).toBe('We looked again on 29 November 2026 and could not confirm a newer figure, so we still use the one from 24 March 2025.');
    expect(notice.whatToDo).toBe('Ask the provider for its prices in writing, and compare them with the department’s latest summary of prices.');
    expect(notice.link?.url).toBe(INDICATIVE_PRICES_SOURCE.url);
    expect(datedFigureNotice(TYPICAL_PRICES_SOURCE, '2026-11-29')?.whatToDo).toBe(notice.whatToDo);
    // The ranges match the typical prices' review by source and dates: they must stay the same survey.
    expect(figureReviewFor(INDICATIVE_PRICES_SOURCE)).toBe(figureReviewFor(TYPICAL_PRICES_SOURCE));
  });

  it('a figure due before the team last looked says it has not been confirmed yet, never that it was checked', () => {
    // On 27 November the cap was last looked at on 26 November (after its 20 September review date).
    expect(datedFigureNotice(LIFETIME_CONTRIBUTION_CAP, '2026-11-27')?.stillUsing).toBe(
      'We looked again on 26 November 2026 and could not confirm a newer figure, so we still use the one from 20 March 2026.',
    );
    // On 1 October the last look (26 November) had not happened yet.
    expect(datedFigureNotice(LIFETIME_CONTRIBUTION_CAP, '2026-10-01')?.stillUsing).toBe(
      'We have not yet confirmed a newer figure, so we still use the one from 20 March 2026.',
    );
    expect(datedFigureNotice(LIFETIME_CONTRIBUTION_CAP, '2026-10-01')?.link?.text).toBe('Services Australia website');
  });

  it('finds a fact spread into props by its source and dates', () => {
    expect(figureReviewFor({ ...CLASSIFICATION_BUDGETS })?.updateId).toBe('budgets-july-2026');
    expect(figureReviewFor(PROGRAM_FACTS.maxAnnualFunding)?.updateId).toBe('budgets-july-2026');
    expect(datedFigureNotice({ ...TRANSITIONED_HCP_BUDGETS }, '2026-11-29')?.whatToDo).toContain('My Aged Care on 1800 200 422');
    // Same source page, another figure with its own dates: not a budget.
    expect(figureReviewFor(CARRY_OVER_RULE)).toBeUndefined();
  });

  it('says the same /updates entry as the official facts list for every figure it advises on', () => {
    for (const entry of OFFICIAL_FACTS) {
      const review = figureReviewFor(entry.fact);
      if (review) expect({ id: entry.id, updateId: review.updateId }).toEqual({ id: entry.id, updateId: entry.updateId });
    }
    const advised = OFFICIAL_FACTS.filter((e) => figureReviewFor(e.fact)).map((e) => e.id);
    expect(advised).toEqual(
      expect.arrayContaining([
        'classification-budgets',
        'transitioned-hcp-budgets',
        'indicative-prices',
        'typical-prices',
        'lifetime-contribution-cap',
        'program-maxAnnualFunding',
      ]),
    );
  });

  it('every figure past its date on 1 July 2027 gets a notice with a headline, the figure still used and something to do', () => {
    const due = factsDueForReview('2027-07-01');
    // Every figure is due by then: the yearly check is 1 July 2027.
    expect(due.length).toBe(OFFICIAL_FACTS.length);
    for (const entry of due) {
      const notice = datedFigureNotice(entry.fact, '2027-07-01')!;
      expect(notice.headline).toMatch(/^May have changed since \d{1,2} \w+ 20\d\d$/);
      expect(notice.stillUsing).toContain(`so we still use the one from`);
      expect(notice.whatToDo.length).toBeGreaterThan(20);
      expect(notice.link?.url).toMatch(/^https:\/\//);
    }
  });

  it('a figure the list does not know still gets the rule, with its own source', () => {
    const notice = datedFigureNotice({ reviewBy: '2026-12-31' }, '2027-01-01')!;
    expect(datedFigureNoticeText(notice)).toBe(
      'May have changed since 31 December 2026. We have not yet confirmed a newer figure, so we still use the last one we could confirm. Check the figure with its source before you decide anything.',
    );
    expect(datedFigureNotice(PROGRAM_FACTS.endOfLife, '2027-07-02')?.link?.text).toContain(PROGRAM_FACTS.endOfLife.source);
  });
});
