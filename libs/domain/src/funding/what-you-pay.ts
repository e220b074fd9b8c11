/**
 * "What will I pay?" in the money a pensioner thinks in: pensions are paid every fortnight, so the figure leads
 * with a fortnight, then a month and a quarter. One answer: the official contribution when the person said how
 * they are assessed (exact with their letter's rates), and the spec's income estimate only when they did not
 * (a fallback for people without a letter).
 */
import { CALCULATOR } from '../shared/constants.js';
import type { OfficialContribution } from './contribution-rates.js';

export const PAY_PERIODS = ['fortnight', 'month', 'quarter'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** An amount a fortnight, a month and a quarter, in cents. */
export type PeriodAmounts = Readonly<Record<PayPeriod, number>>;

const WEEKS_IN_FORTNIGHT = 2;
const MONTHS_IN_QUARTER = 3;

/**
 * A quarter's amount each fortnight and each month. A quarter is 13 weeks (CALCULATOR.weeksPerQuarter), so a
 * fortnight is 2/13 of it and a month a third; each rounded to the cent from the quarter, once.
 */
export function perPeriod(quarterCents: number): PeriodAmounts {
  return {
    fortnight: Math.round((quarterCents * WEEKS_IN_FORTNIGHT) / CALCULATOR.weeksPerQuarter),
    month: Math.round(quarterCents / MONTHS_IN_QUARTER),
    quarter: quarterCents,
  };
}

export type WhatYouPaySource = 'letter' | 'official-rates' | 'income-estimate';

export interface WhatYouPay {
  /**
   * letter: the official rules with the person's own rates (exact); official-rates: the official rules for how
   * they are assessed (a range for a part pensioner without their letter's rates); income-estimate: the spec's
   * income bracket estimate, for someone who has not said how they are assessed.
   */
  source: WhatYouPaySource;
  /** Lowest and highest; equal when exact. */
  min: PeriodAmounts;
  max: PeriodAmounts;
  isExact: boolean;
}

/**
 * The one answer: the official contribution leads whenever there is one; the income estimate stands in only
 * without it, and only when above 0 (spec section 9). Null when there is nothing to say.
 */
export function whatYouPay(official: OfficialContribution | null, incomeEstimateQuarterCents: number): WhatYouPay | null {
  if (official) {
    return {
      source: official.fromLetter ? 'letter' : 'official-rates',
      min: perPeriod(official.minCents),
      max: perPeriod(official.maxCents),
      isExact: official.isExact,
    };
  }
  if (incomeEstimateQuarterCents > 0) {
    const amounts = perPeriod(incomeEstimateQuarterCents);
    return { source: 'income-estimate', min: amounts, max: amounts, isExact: true };
  }
  return null;
}
