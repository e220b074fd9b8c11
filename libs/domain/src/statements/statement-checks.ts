/**
 * The statement checker's rules: each service line's arithmetic, its price against the
 * provider's published price and the department's indicative range, its contribution against the official rate
 * for the service's category on the line's date, and each quarter's total against what the quarter allows.
 * Every other line is accounted for too: care management against its 10% share, a fee the rules do not allow,
 * and a line we could not read, which is always something to ask about. Pure: the statement never leaves the
 * browser, so these run there. Money in cents; a difference of one cent is a rounding choice (providers round
 * per line in different ways), not a finding.
 */
import { contributionRateOn, serviceCategoryOn, type ContributionBasis, type LetterRates, type RateRange } from '../funding/contribution-rates.js';
import { indicativeRangeFor, type PriceTime } from '../pricing/indicative-prices.js';
import { lineAmountCents } from './statement-fields.js';
import type { QuarterBudget } from '../funding/quarter-budget.js';
import type { IsoDate } from '../shared/calendar.js';
import type { ServiceCategory } from '../shared/constants.js';
import type { ChargeKind, ChargeLine, FeeKind } from './charge-lines.js';

/** A difference up to this many cents is rounding, not a finding. */
export const ROUNDING_TOLERANCE_CENTS = 1;

/** One line of a statement, as the person typed or pasted it. */
export interface StatementLine {
  kind?: 'service';
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

/** A line of a statement: a catalogue service, or a charge line (care management, a fee, a line not read). */
export type StatementItem = StatementLine | ChargeLine;

/** For part pensioners: the exact rates from their Services Australia letter (one type with the calculator's). */
export type { LetterRates } from '../funding/contribution-rates.js';

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
  lines: readonly StatementItem[];
  /** The total the statement itself gives, when the person has it: the lines must add up to it. */
  statedTotalCents?: number | null;
  /** The catalogue's category of each service by name (the rules move personal care by date). */
  categories: ReadonlyMap<string, ServiceCategory>;
  /** The chosen provider's prices; absent when no provider was chosen. */
  publishedPrices?: PublishedPrices | null;
}

export type FindingKind =
  | 'arithmetic'
  | 'above-published-price'
  | 'above-usual-range'
  | 'contribution'
  | 'over-quarter'
  | 'care-management-over-share'
  | 'fee-not-allowed'
  | 'not-checked'
  | 'total-differs';

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
  /** For an over-quarter or care management finding: the quarter ('2026-Q4'). */
  quarter?: string;
  /** For a fee-not-allowed finding: which fee. */
  fee?: FeeKind;
  /** For a finding on a line whose amount could not be read: the amount is unknown, not zero. */
  amountUnknown?: boolean;
}

export interface QuarterTotal {
  quarter: string;
  chargedCents: number;
  allowedCents: number;
  usagePercentage: number;
}

/** Care management charged in a quarter against its share: 10% of the quarter's own budget. */
export interface CareManagementTotal {
  quarter: string;
  chargedCents: number;
  shareCents: number;
}

export interface StatementCheckResult {
  findings: Finding[];
  /** Indexes of the lines that were checked and have no finding. */
  goodLines: number[];
  /** What each line is, by index: a catalogue service, or the kind of charge line. */
  lineKinds: Array<'service' | ChargeKind>;
  /** Indexes of the lines we could not check (not read, or no amount): never an all-clear with one of these. */
  uncheckedLines: number[];
  /** True only when every line was checked and nothing is in question. */
  allClear: boolean;
  budget: QuarterBudget;
  quarters: QuarterTotal[];
  careManagement: CareManagementTotal[];
  /** Every line's amount (a line whose amount could not be read adds nothing; see linesWithoutAmount). */
  totalChargedCents: number;
  linesWithoutAmount: number;
  /** The statement's own total, when given. */
  statedTotalCents: number | null;
  totalContributionCents: number;
  /** The sum of the amounts in question. */
  amountInQuestionCents: number;
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
  return contributionRateOn(category, on, basis, letterRates);
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
