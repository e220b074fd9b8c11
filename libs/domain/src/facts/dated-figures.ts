import { CLASSIFICATION_BUDGETS, formatFactDate, LIFETIME_CONTRIBUTION_CAP, PHONE_NUMBERS, type SourcedFact } from '../funding/facts.js';
import { TRANSITIONED_HCP_BUDGETS, TYPICAL_PRICES_SOURCE } from '../funding/guide-facts.js';
import { mayHaveChangedNote } from './official-facts.js';
import type { IsoDate } from '../shared/calendar.js';

/**
 * One rule for every official figure past its review date: say it may have changed, say
 * which figure we still use and why, and say plainly what a family should do. The site keeps computing with the
 * last figure it could confirm; it never guesses a newer one.
 *
 * This module runs in the browser on every tool page, so it names only the facts it gives advice for; it never
 * reads OFFICIAL_FACTS (that list pulls every fact of the site into a page's first load).
 */

type DatedFact = Pick<SourcedFact, 'reviewBy'> & Partial<SourcedFact>;

/** Where a family can get the figure that applies to them, and what to ask. */
export interface FigureAdvice {
  /** One plain sentence: what to do. */
  whatToDo: string;
  /** A phone number in that sentence, shown as a number to tap. */
  phone?: string;
  /** Where to check: linked after the sentence as "See the {text}." */
  link: { text: string; url: string };
}

/** A kind of figure: its facts, what to do once it is past its date, when we last looked, its /updates entry. */
interface FigureReview {
  facts: readonly SourcedFact[];
  advice: FigureAdvice;
  /** The day the team last looked for a newer figure (the facts reference's own dates). */
  checkedOn: IsoDate;
  updateId: string | null;
}

/** A figure with no review of its own was last looked at when the facts reference was checked ("26 November 2026"). */
export const REFERENCE_CHECKED_ON: IsoDate = '2026-11-26';

export const FIGURE_REVIEWS: readonly FigureReview[] = [
  {
    // The classification 8 maximum on the home page is the same fact (same source and dates) and matches too.
    facts: [CLASSIFICATION_BUDGETS, TRANSITIONED_HCP_BUDGETS],
    advice: {
      whatToDo: `To know your budget now, ask your provider or call My Aged Care on ${PHONE_NUMBERS.myAgedCare.number}.`,
      phone: PHONE_NUMBERS.myAgedCare.number,
      link: { text: 'My Aged Care website', url: PHONE_NUMBERS.myAgedCare.url },
    },
    // "Checked again 29 November 2026: still no 1 July 2026 amounts".
    checkedOn: '2026-11-29',
    updateId: 'budgets-july-2026',
  },
  {
    // The calculator's typical prices are the medians of the same survey, with the same source and dates as the
    // indicative ranges (pricing/indicative-prices.ts), which match them: importing the ranges here would put
    // every range in the first load of every page with a dated figure.
    facts: [TYPICAL_PRICES_SOURCE],
    advice: {
      whatToDo: 'Ask the provider for its prices in writing, and compare them with the department’s latest summary of prices.',
      link: { text: 'department’s summaries of prices', url: TYPICAL_PRICES_SOURCE.sourceUrl },
    },
    // "... and none for the quarterly price summaries' figures either" (29 November 2026).
    checkedOn: '2026-11-29',
    // The quarterly summaries were announced with the price caps' deferral.
    updateId: 'price-caps-deferred',
  },
  {
    facts: [LIFETIME_CONTRIBUTION_CAP],
    advice: {
      whatToDo: 'Services Australia can tell you the cap that applies to you.',
      link: { text: 'Services Australia website', url: LIFETIME_CONTRIBUTION_CAP.sourceUrl },
    },
    checkedOn: REFERENCE_CHECKED_ON,
    updateId: 'lifetime-cap-march-2026',
  },
];

const sameFact = (a: DatedFact, b: SourcedFact) => a === b || (a.sourceUrl === b.sourceUrl && a.asOf === b.asOf && a.reviewBy === b.reviewBy);

/** The review a figure belongs to: the same object, or a fact with the same source and dates (spread into props). */
export function figureReviewFor(fact: DatedFact): FigureReview | undefined {
  return FIGURE_REVIEWS.find((r) => r.facts.some((f) => sameFact(fact, f)));
}

/** What the site says beside a figure past its review date. */
export interface DatedFigureNotice {
  /** 'May have changed since 1 July 2026' */
  headline: string;
  /** 'We looked again on 29 November 2026 and could not confirm a newer figure, so we still use the one from 1 November 2025.' */
  stillUsing: string;
  whatToDo: string;
  /** A phone number in whatToDo, or null. */
  phone: string | null;
  /** "See the {text}." after the advice; null for a figure with no known source. */
  link: { text: string; url: string } | null;
  /** The figure's entry on /updates, or null. */
  updateId: string | null;
}

/** The notice for a figure on a date: null until its review date, the same words for every figure after it. */
export function datedFigureNotice(fact: DatedFact, on: IsoDate): DatedFigureNotice | null {
  const headline = mayHaveChangedNote(fact, on);
  if (!headline) return null;
  const review = figureReviewFor(fact);
  const checkedOn = review?.checkedOn ?? (fact.sourceUrl ? REFERENCE_CHECKED_ON : null);
  const figure = fact.asOf ? `the one from ${formatFactDate(fact.asOf)}` : 'the last one we could confirm';
  // Only a look taken after the figure fell due (and by the date asked) can be said to have found nothing newer.
  const stillUsing =
    checkedOn && checkedOn >= fact.reviewBy && checkedOn <= on
      ? `We looked again on ${formatFactDate(checkedOn)} and could not confirm a newer figure, so we still use ${figure}.`
      : `We have not yet confirmed a newer figure, so we still use ${figure}.`;
  const source = fact.sourceUrl ? { text: `source (${fact.source ?? 'the figure’s publisher'})`, url: fact.sourceUrl } : null;
  return {
    headline,
    stillUsing,
    whatToDo: review?.advice.whatToDo ?? 'Check the figure with its source before you decide anything.',
    phone: review?.advice.phone ?? null,
    link: review?.advice.link ?? source,
    updateId: review?.updateId ?? null,
  };
}

/** The whole notice as plain text (admin lists, tests, emails): headline, then the sentences. */
export function datedFigureNoticeText(notice: DatedFigureNotice): string {
  return [`${notice.headline}.`, notice.stillUsing, notice.whatToDo, notice.link ? `See the ${notice.link.text}.` : ''].filter(Boolean).join(' ');
}
