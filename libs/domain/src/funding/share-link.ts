import { CALCULATOR } from '../shared/constants.js';
import { fromBase64Url, toBase64Url } from '../shared/base64url.js';
import { isContributionBasis, type ContributionBasis, type LetterRates } from './contribution-rates.js';
import type { CalculationBreakdown } from './calculator.js';

/** What a calculator share link carries (spec section 3, "Shared data"). */
export interface SharedCalculation {
  classification: number;
  services: Record<string, number>;
  coPaymentIncome: number;
  result: CalculationBreakdown | null;
  /**
   * How the person is assessed for fees, when they chose one. Optional, so links made before it
   * existed still open; a value this version does not know is left out rather than spoiling the link.
   */
  contributionBasis?: ContributionBasis;
  /** On interim funding (60% of the budget), when ticked. Absent when not: older links stay the same. */
  interim?: boolean;
  /** Unspent money carried from last quarter, in dollars as entered (the cap is applied on use), when given. */
  carryOver?: number;
  /** The services that come every fortnight (services holds units a week either way), when any do. */
  fortnightly?: number[];
  /** A part pensioner's rates from their Services Australia letter, as fractions, when entered. */
  letterRates?: LetterRates;
}

export function encodeSharedCalculation(data: SharedCalculation): string {
  return toBase64Url(JSON.stringify(data));
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isFraction = (v: unknown): v is number => isFiniteNumber(v) && v >= 0 && v <= 1;

/** Returns null for anything that is not a well-formed shared calculation. Never throws. */
export function decodeSharedCalculation(encoded: string | null | undefined): SharedCalculation | null {
  if (!encoded) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(encoded));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const d = parsed as Record<string, unknown>;
  if (!isFiniteNumber(d.classification) || !Number.isInteger(d.classification)) return null;
  if (!d.services || typeof d.services !== 'object' || Array.isArray(d.services)) return null;
  const services: Record<string, number> = {};
  for (const [id, hours] of Object.entries(d.services as Record<string, unknown>)) {
    if (!/^\d+$/.test(id) || !isFiniteNumber(hours) || hours < 0 || hours > CALCULATOR.maxHours) return null;
    services[id] = hours;
  }
  const income = d.coPaymentIncome ?? 0;
  if (!isFiniteNumber(income) || income < 0) return null;
  let result: CalculationBreakdown | null = null;
  if (d.result && typeof d.result === 'object') {
    const r = d.result as Record<string, unknown>;
    const keys = ['totalWeeklyCost', 'totalQuarterlyCost', 'remainingBudget', 'contributionAmount', 'budgetUsagePercentage'] as const;
    if (!keys.every((k) => isFiniteNumber(r[k]))) return null;
    result = {
      totalWeeklyCost: r.totalWeeklyCost as number,
      totalQuarterlyCost: r.totalQuarterlyCost as number,
      remainingBudget: r.remainingBudget as number,
      contributionAmount: r.contributionAmount as number,
      budgetUsagePercentage: r.budgetUsagePercentage as number,
    };
  }
  const shared: SharedCalculation = { classification: d.classification, services, coPaymentIncome: income, result };
  if (isContributionBasis(d.contributionBasis)) shared.contributionBasis = d.contributionBasis;
  // Like the basis, a value this version cannot read is left out rather than spoiling the link.
  if (d.interim === true) shared.interim = true;
  if (isFiniteNumber(d.carryOver) && d.carryOver > 0) shared.carryOver = d.carryOver;
  if (Array.isArray(d.fortnightly)) {
    const ids = d.fortnightly.filter((id): id is number => isFiniteNumber(id) && Number.isInteger(id) && String(id) in services);
    if (ids.length > 0) shared.fortnightly = ids;
  }
  const rates = d.letterRates as Record<string, unknown> | null | undefined;
  if (rates && typeof rates === 'object' && isFraction(rates.independence) && isFraction(rates.everydayLiving)) {
    shared.letterRates = { independence: rates.independence, everydayLiving: rates.everydayLiving };
  }
  return shared;
}
