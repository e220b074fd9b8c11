/**
 * What a quarter really allows: the classification's budget, 60% of it while on interim funding, plus any
 * unspent money carried over from the last quarter (capped), less the 10% that goes to care management.
 * The calculator's bar and alert and the statement checker read this one rule.
 */
import { centsToAmount, formatAud } from '../shared/money.js';
import { careManagementSplit } from './calculator-selection.js';
import { REVIEW_DATES } from './facts.js';

/** People waiting for their full classification get 60% of its budget; the rest is not backdated. */
export const INTERIM_FUNDING = {
  share: 0.6,
  value: 'While you wait for your full funding, you get 60% of your classification budget. The rest is not backdated.',
  source: 'My Aged Care, as quoted by providers; Senate Community Affairs Committee report (interim 60% allocation)',
  sourceUrl: 'https://www.aph.gov.au/Parliamentary_Business/Committees/Senate/Community_Affairs/Agedcareservice/Report/Chapter_1_-_Introduction',
  confidence: 'secondary',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

/** The carry-over cap's figures (CARRY_OVER_RULE says it in words): the greater of $1,000 or 10%. */
export const CARRY_OVER_CAP = { minimumCents: 100_000, shareOfBudget: 0.1 } as const;

/** 60% of a classification's quarterly budget, to the cent. */
export function interimBudgetCents(quarterlyBudgetCents: number): number {
  return Math.round(quarterlyBudgetCents * INTERIM_FUNDING.share);
}

/** The most that can carry into a quarter with this budget: the greater of $1,000 or 10% of it. */
export function carryOverCapCents(quarterlyBudgetCents: number): number {
  return Math.max(CARRY_OVER_CAP.minimumCents, Math.round(quarterlyBudgetCents * CARRY_OVER_CAP.shareOfBudget));
}

export interface QuarterBudgetInput {
  /** The classification's full quarterly budget, in cents. */
  classificationBudgetCents: number;
  interim: boolean;
  /** Unspent money from last quarter as the person entered it, in cents (0 when none). */
  carryOverCents: number;
}

export interface QuarterBudget {
  classificationBudgetCents: number;
  interim: boolean;
  /** The quarter's own budget: the classification's, or 60% of it on interim funding. */
  budgetCents: number;
  /** The cap worked out on the quarter's own budget (the money actually paid to the person). */
  carryOverCapCents: number;
  carryOverEnteredCents: number;
  /** What counts: the entered amount, at most the cap. */
  carryOverCents: number;
  carryOverCapped: boolean;
  /** The quarter's budget plus the carry-over: what the bar and the alert measure against. */
  totalCents: number;
  /** 10% of the quarter's own budget. */
  careManagementCents: number;
  /** totalCents less care management: what is left to spend on services. */
  forServicesCents: number;
}

export function quarterBudget(input: QuarterBudgetInput): QuarterBudget {
  const budgetCents = input.interim ? interimBudgetCents(input.classificationBudgetCents) : input.classificationBudgetCents;
  const capCents = carryOverCapCents(budgetCents);
  const entered = Math.max(0, Math.round(input.carryOverCents));
  const carryOverCents = Math.min(entered, capCents);
  const totalCents = budgetCents + carryOverCents;
  const { careManagementCents } = careManagementSplit(budgetCents);
  return {
    classificationBudgetCents: input.classificationBudgetCents,
    interim: input.interim,
    budgetCents,
    carryOverCapCents: capCents,
    carryOverEnteredCents: entered,
    carryOverCents,
    carryOverCapped: entered > capCents,
    totalCents,
    careManagementCents,
    forServicesCents: totalCents - careManagementCents,
  };
}

/**
 * Which carry-over limit applies to this quarter, and why, in words for the page. The source says "10% of the
 * quarterly budget"; on interim funding the quarterly budget is the 60% actually paid, so the limit is worked
 * out on that (never promising money the person is not paid), and it rises with the full budget. Said on the
 * page so nobody is left to wonder which budget the 10% is of.
 */
export function carryOverLimitWords(budget: QuarterBudget): string {
  const money = (cents: number) => formatAud(centsToAmount(cents));
  const rule = `the greater of ${formatAud(centsToAmount(CARRY_OVER_CAP.minimumCents), 0)} or ${CARRY_OVER_CAP.shareOfBudget * 100}%`;
  if (!budget.interim) {
    return `Up to ${money(budget.carryOverCapCents)} can carry over: ${rule} of your quarterly budget of ${money(budget.budgetCents)}.`;
  }
  const fullCap = carryOverCapCents(budget.classificationBudgetCents);
  return (
    `Up to ${money(budget.carryOverCapCents)} can carry over: ${rule} of the budget you are paid while on interim funding (${money(budget.budgetCents)}). ` +
    `When your full funding starts, the limit is worked out on the full budget of ${money(budget.classificationBudgetCents)}: up to ${money(fullCap)}.`
  );
}

/** True when the person used neither option, so the server's own figures stand unchanged. */
export function isPlainQuarter(budget: Pick<QuarterBudget, 'interim' | 'carryOverCents'>): boolean {
  return !budget.interim && budget.carryOverCents === 0;
}

export interface AdjustedUsage {
  remainingCents: number;
  /** Rounded to 2 places, as POST /api/calculate rounds budgetUsagePercentage. */
  usagePercentage: number;
}

/**
 * The server's quarterly cost measured against an adjusted quarter (client-side, so POST /api/calculate is
 * unchanged): the same rounding as the server's, so a plain quarter gives the server's own numbers.
 */
export function usageAgainst(totalQuarterlyCostCents: number, quarterTotalCents: number): AdjustedUsage {
  const usagePercentage = quarterTotalCents > 0 ? Math.round((totalQuarterlyCostCents / quarterTotalCents) * 100 * 100) / 100 : 0;
  return { remainingCents: quarterTotalCents - totalQuarterlyCostCents, usagePercentage };
}
