import { CALCULATOR, CONTRIBUTABLE_CATEGORIES, type ServiceCategory } from '../shared/constants.js';
import { centsToAmount } from '../shared/money.js';
import { serviceCategoryOn } from './contribution-rates.js';
import type { IsoDate } from '../shared/calendar.js';

/** One service line as the rule needs it: rate in cents, category (the catalogue's), hours a week. */
export interface PricedServiceHours {
  serviceId: number;
  serviceName: string;
  category: ServiceCategory;
  hourlyRateCents: number;
  hoursPerWeek: number;
}

export interface CalculationInput {
  quarterlyBudgetCents: number;
  /**
   * The date the plan is priced for (the caller's today, or an earlier month's): each service is counted in
   * its category on that date, so personal care leaves the estimate from 1 October 2026.
   */
  on: IsoDate;
  services: PricedServiceHours[];
  /** Weekly income in dollars; absent or 0 means no contribution. */
  coPaymentIncome?: number | null;
}

export interface CalculationBreakdown {
  totalWeeklyCost: number;
  totalQuarterlyCost: number;
  remainingBudget: number;
  contributionAmount: number;
  budgetUsagePercentage: number;
}

export interface CalculationLine {
  serviceId: number;
  serviceName: string;
  category: ServiceCategory;
  hourlyRate: number;
  hoursPerWeek: number;
  weeklyCost: number;
  quarterlyCost: number;
  contributable: boolean;
}

export interface CalculationResult {
  breakdown: CalculationBreakdown;
  lines: CalculationLine[];
  contributionRate: number;
}

/**
 * Spec section 9: one flat rate by annual-income bracket, each upper bound included.
 * Returned as a fraction (0.175 for 17.5%).
 */
export const INCOME_CONTRIBUTION_BRACKETS: ReadonlyArray<{ upToAnnualIncome: number; rate: number }> = [
  { upToAnnualIncome: 30_000, rate: 0 },
  { upToAnnualIncome: 50_000, rate: 0.175 },
  { upToAnnualIncome: 80_000, rate: 0.25 },
  { upToAnnualIncome: Number.POSITIVE_INFINITY, rate: 0.35 },
];

export function contributionRateForAnnualIncome(annualIncome: number): number {
  if (!(annualIncome > 0)) return 0;
  const bracket = INCOME_CONTRIBUTION_BRACKETS.find((b) => annualIncome <= b.upToAnnualIncome);
  return bracket ? bracket.rate : 0;
}

/** Annual income = weekly x 52, computed in cents so a bound such as $30,000 is compared exactly. */
export function annualIncomeFromWeekly(weeklyIncome: number | null | undefined): number {
  if (!weeklyIncome || weeklyIncome <= 0) return 0;
  return (Math.round(weeklyIncome * 100) * CALCULATOR.weeksPerYear) / 100;
}

export function contributionRateForWeeklyIncome(weeklyIncome: number | null | undefined): number {
  return contributionRateForAnnualIncome(annualIncomeFromWeekly(weeklyIncome));
}

export function isContributableCategory(category: ServiceCategory): boolean {
  return CONTRIBUTABLE_CATEGORIES.includes(category);
}

/**
 * The spec's hours rule for the calculator inputs: non-numeric becomes 0, kept within 0-168. Counted in halves
 * (CALCULATOR.hoursStep), not whole hours: rounding 1.5 hours of cleaning up to 2 added $47.50 a week unseen.
 */
export function normaliseHours(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number.parseFloat(String(raw ?? ''));
  if (!Number.isFinite(value)) return 0;
  const halves = Math.round(value / CALCULATOR.hoursStep) * CALCULATOR.hoursStep;
  return Math.min(CALCULATOR.maxHours, Math.max(CALCULATOR.minHours, halves));
}

/**
 * A typed amount that the halves rule changed (1.2 counted as 1), so the page can say so rather than round
 * silently. Null when the amount is used as typed, or when the spec's own rule applies without a message
 * (text that is not a number, or outside 0-168).
 */
export function hoursRoundedFrom(raw: unknown): { typed: number; counted: number } | null {
  const typed = typeof raw === 'number' ? raw : Number.parseFloat(String(raw ?? ''));
  if (!Number.isFinite(typed) || typed < CALCULATOR.minHours || typed > CALCULATOR.maxHours) return null;
  const counted = normaliseHours(typed);
  return counted === typed ? null : { typed, counted };
}

/** One line's weekly cost: rate x quantity, rounded to a whole cent per line (quantities may be fractional). */
export function weeklyLineCents(rateCents: number, perWeek: number): number {
  return Math.round(rateCents * perWeek);
}

/** A quarter is 13 weeks (CALCULATOR.weeksPerQuarter): quarterly = weekly x 13, in cents, so it stays exact. */
export function quarterlyCentsFromWeekly(weeklyCents: number): number {
  return weeklyCents * CALCULATOR.weeksPerQuarter;
}

export function calculateFunding(input: CalculationInput): CalculationResult {
  const rate = contributionRateForWeeklyIncome(input.coPaymentIncome);
  let weeklyCents = 0;
  let contributableQuarterlyCents = 0;
  const lines: CalculationLine[] = input.services.map((s) => {
    // hours may be fractional in the API (0-168); keep cents integral per line
    const lineWeeklyCents = weeklyLineCents(s.hourlyRateCents, s.hoursPerWeek);
    const lineQuarterlyCents = quarterlyCentsFromWeekly(lineWeeklyCents);
    const category = serviceCategoryOn(s.serviceName, s.category, input.on);
    const contributable = isContributableCategory(category);
    weeklyCents += lineWeeklyCents;
    if (contributable) contributableQuarterlyCents += lineQuarterlyCents;
    return {
      serviceId: s.serviceId,
      serviceName: s.serviceName,
      category,
      hourlyRate: centsToAmount(s.hourlyRateCents),
      hoursPerWeek: s.hoursPerWeek,
      weeklyCost: centsToAmount(lineWeeklyCents),
      quarterlyCost: centsToAmount(lineQuarterlyCents),
      contributable,
    };
  });
  const quarterlyCents = quarterlyCentsFromWeekly(weeklyCents);
  const contributionCents = Math.round(contributableQuarterlyCents * rate);
  const usage = input.quarterlyBudgetCents > 0 ? Math.round((quarterlyCents / input.quarterlyBudgetCents) * 100 * 100) / 100 : 0;
  return {
    breakdown: {
      totalWeeklyCost: centsToAmount(weeklyCents),
      totalQuarterlyCost: centsToAmount(quarterlyCents),
      remainingBudget: centsToAmount(input.quarterlyBudgetCents - quarterlyCents),
      contributionAmount: centsToAmount(contributionCents),
      budgetUsagePercentage: usage,
    },
    lines,
    contributionRate: rate,
  };
}

export type UsageLevel = 'normal' | 'warning' | 'alert';

/** Budget bar colour rule: red above 90%, yellow above 75%. */
export function usageLevel(percent: number): UsageLevel {
  if (percent > CALCULATOR.alertUsagePercent) return 'alert';
  if (percent > CALCULATOR.warnUsagePercent) return 'warning';
  return 'normal';
}
