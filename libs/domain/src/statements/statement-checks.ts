/**
 * The statement checker's rules (docs/decisions/036): each line's arithmetic, its price against the provider's
 * published price and the department's indicative range, its contribution against the official rate for the
 * service's category on the line's date, and each quarter's total against what the quarter allows. Pure: the
 * statement never leaves the browser, so these run there. Money in cents; a difference of one cent is a
 * rounding choice (providers round per line in different ways), not a finding.
 */
import { contributionRulesOn, serviceCategoryOn, type ContributionBasis, type RateRange } from '../funding/contribution-rates.js';
import { quarterBudget, type QuarterBudget } from '../funding/quarter-budget.js';
import { indicativeRangeFor, type PriceTime } from '../pricing/indicative-prices.js';
import type { IsoDate } from '../shared/calendar.js';
import type { ServiceCategory } from '../shared/constants.js';

/** A difference up to this many cents is rounding, not a finding. */
export const ROUNDING_TOLERANCE_CENTS = 1;

/** One line of a statement, as the person typed or pasted it. */
export interface StatementLine {
  date: IsoDate;
  /** The catalogue service's name. */
  serviceName: string;
  timeBand: PriceTime;
  /** In the service's unit (hours, trips, meals). */
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  contributionCents: number;
}

/** For part pensioners: the exact rates from their Services Australia letter, as fractions (0.1 = 10%). */
export interface LetterRates {
  independence: number;
  everydayLiving: number;
}

/** Who the statement is for. */
export interface StatementPerson {
  classificationBudgetCents: number;
  interim: boolean;
  basis: ContributionBasis;
  letterRates?: LetterRates | null;
  carryOverCents: number;
}

/** A provider's published prices per unit, in cents, by service name and time band (null: none published). */
export type PublishedPrices = ReadonlyMap<string, Readonly<Partial<Record<PriceTime, number | null>>>>;

export interface StatementCheckInput {
  person: StatementPerson;
  lines: readonly StatementLine[];
  /** The catalogue's category of each service by name (the rules move personal care by date). */
  categories: ReadonlyMap<string, ServiceCategory>;
  /** The chosen provider's prices; absent when no provider was chosen. */
  publishedPrices?: PublishedPrices | null;
}

export type FindingKind = 'arithmetic' | 'above-published-price' | 'above-usual-range' | 'contribution' | 'over-quarter';

export interface Finding {
  kind: FindingKind;
  /** Index into the lines; null for a finding about a whole quarter. */
  lineIndex: number | null;
  /** The dollar amount in question, in cents (always positive). */
  amountCents: number;
  /** The figures the words are built from, so each page says it its own way. */
  expectedCents: number;
  chargedCents: number;
  /** For a contribution finding: the rate (range) in force on the line's date and the service's category then. */
  rate?: RateRange;
  category?: ServiceCategory;
  /** For an over-quarter finding: the quarter ('2026-Q4'). */
  quarter?: string;
}

export interface QuarterTotal {
  quarter: string;
  chargedCents: number;
  allowedCents: number;
  usagePercentage: number;
}

export interface StatementCheckResult {
  findings: Finding[];
  /** Indexes of the lines with no finding. */
  goodLines: number[];
  budget: QuarterBudget;
  quarters: QuarterTotal[];
  totalChargedCents: number;
  totalContributionCents: number;
  /** The sum of the amounts in question. */
  amountInQuestionCents: number;
}

/** Quantity x price, to the cent (half a cent rounds up). */
export function lineAmountCents(quantity: number, unitPriceCents: number): number {
  return Math.round(quantity * unitPriceCents);
}

export function checkArithmetic(line: StatementLine, lineIndex: number): Finding | null {
  const expected = lineAmountCents(line.quantity, line.unitPriceCents);
  const difference = Math.abs(line.amountCents - expected);
  if (difference <= ROUNDING_TOLERANCE_CENTS) return null;
  return { kind: 'arithmetic', lineIndex, amountCents: difference, expectedCents: expected, chargedCents: line.amountCents };
}

/** A price above the provider's own published price for the service and time band: the excess on the quantity. */
export function checkPublishedPrice(line: StatementLine, lineIndex: number, prices: PublishedPrices | null | undefined): Finding | null {
  const published = prices?.get(line.serviceName)?.[line.timeBand];
  if (published === undefined || published === null || line.unitPriceCents <= published) return null;
  const expected = lineAmountCents(line.quantity, published);
  const excess = lineAmountCents(line.quantity, line.unitPriceCents) - expected;
  if (excess <= ROUNDING_TOLERANCE_CENTS) return null;
  return { kind: 'above-published-price', lineIndex, amountCents: excess, expectedCents: published, chargedCents: line.unitPriceCents };
}

/**
 * A weekday daytime price above the top of the department's indicative range. The department publishes weekday
 * ranges only, so other time bands are not judged against them. The range is a guide, not a cap.
 */
export function checkUsualRange(line: StatementLine, lineIndex: number): Finding | null {
  const range = indicativeRangeFor(line.serviceName, line.timeBand);
  if (!range || line.unitPriceCents <= range.highCents) return null;
  const excess = lineAmountCents(line.quantity, line.unitPriceCents) - lineAmountCents(line.quantity, range.highCents);
  if (excess <= ROUNDING_TOLERANCE_CENTS) return null;
  return { kind: 'above-usual-range', lineIndex, amountCents: excess, expectedCents: range.highCents, chargedCents: line.unitPriceCents };
}

/** The contribution rate (range) for a category on a date: the letter's exact rates when a part pensioner has them. */
export function contributionRateFor(category: ServiceCategory, on: IsoDate, basis: ContributionBasis, letterRates?: LetterRates | null): RateRange {
  const rate = contributionRulesOn(on).rates[basis][category];
  if (basis !== 'part-pensioner-or-cshc' || !letterRates || category === 'Clinical') return rate;
  const exact = category === 'Independence' ? letterRates.independence : letterRates.everydayLiving;
  return { min: exact, max: exact };
}

/** A contribution above the highest the official rate allows on the line's date (personal care is 0% from 1 October 2026). */
export function checkContribution(
  line: StatementLine,
  lineIndex: number,
  catalogueCategory: ServiceCategory,
  basis: ContributionBasis,
  letterRates?: LetterRates | null,
): Finding | null {
  const category = serviceCategoryOn(line.serviceName, catalogueCategory, line.date);
  const rate = contributionRateFor(category, line.date, basis, letterRates);
  const highest = Math.round(line.amountCents * rate.max);
  const excess = line.contributionCents - highest;
  if (excess <= ROUNDING_TOLERANCE_CENTS) return null;
  return { kind: 'contribution', lineIndex, amountCents: excess, expectedCents: highest, chargedCents: line.contributionCents, rate, category };
}

/** '2026-11-05' -> '2026-Q4' (program quarters are calendar quarters). */
export function quarterOf(date: IsoDate): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** Each quarter's charges against what it allows for services (budget, interim, carry-over, less care management). */
export function quarterTotals(lines: readonly StatementLine[], budget: QuarterBudget): QuarterTotal[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(quarterOf(line.date), (totals.get(quarterOf(line.date)) ?? 0) + line.amountCents);
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([quarter, chargedCents]) => ({
      quarter,
      chargedCents,
      allowedCents: budget.forServicesCents,
      usagePercentage: budget.forServicesCents > 0 ? Math.round((chargedCents / budget.forServicesCents) * 100 * 100) / 100 : 0,
    }));
}

export function checkStatement(input: StatementCheckInput): StatementCheckResult {
  const { person, lines } = input;
  const findings: Finding[] = [];
  lines.forEach((line, i) => {
    const category = input.categories.get(line.serviceName) ?? 'Everyday living';
    for (const finding of [
      checkArithmetic(line, i),
      checkPublishedPrice(line, i, input.publishedPrices),
      checkUsualRange(line, i),
      checkContribution(line, i, category, person.basis, person.letterRates),
    ]) {
      if (finding) findings.push(finding);
    }
  });
  const budget = quarterBudget({ classificationBudgetCents: person.classificationBudgetCents, interim: person.interim, carryOverCents: person.carryOverCents });
  const quarters = quarterTotals(lines, budget);
  for (const q of quarters) {
    if (q.chargedCents > q.allowedCents) {
      findings.push({
        kind: 'over-quarter',
        lineIndex: null,
        amountCents: q.chargedCents - q.allowedCents,
        expectedCents: q.allowedCents,
        chargedCents: q.chargedCents,
        quarter: q.quarter,
      });
    }
  }
  const flagged = new Set(findings.map((f) => f.lineIndex));
  return {
    findings,
    goodLines: lines.map((_, i) => i).filter((i) => !flagged.has(i)),
    budget,
    quarters,
    totalChargedCents: lines.reduce((s, l) => s + l.amountCents, 0),
    totalContributionCents: lines.reduce((s, l) => s + l.contributionCents, 0),
    amountInQuestionCents: findings.reduce((s, f) => s + f.amountCents, 0),
  };
}
