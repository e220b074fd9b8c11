/**
 * Official Support at Home participant contribution rates, by how a person is means-assessed.
 * The spec's income-bracket estimate (calculator.ts) stays the calculator's default; this is the
 * official view shown beside it. Rates are set by the government and indexed; change them here only.
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from '../shared/constants.js';
import { toCents } from '../shared/money.js';

export const CONTRIBUTION_BASES = ['full-pensioner', 'part-pensioner-or-cshc', 'self-funded', 'not-assessed'] as const;
export type ContributionBasis = (typeof CONTRIBUTION_BASES)[number];

export function isContributionBasis(value: unknown): value is ContributionBasis {
  return typeof value === 'string' && (CONTRIBUTION_BASES as readonly string[]).includes(value);
}

export const CONTRIBUTION_BASIS_LABELS: Record<ContributionBasis, string> = {
  'full-pensioner': 'Full Age Pension',
  'part-pensioner-or-cshc': 'Part Age Pension, or Commonwealth Seniors Health Card',
  'self-funded': 'Self-funded retiree (no pension, no card)',
  'not-assessed': 'Not yet assessed',
};

/** A rate or a range of rates as fractions (0.175 = 17.5%). */
export interface RateRange {
  min: number;
  max: number;
}

export const OFFICIAL_CONTRIBUTION_RATES = {
  effectiveFrom: '2025-11-01',
  source: 'Department of Health, Disability and Ageing: Support at Home participant contributions',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/support-at-home-participant-contributions',
  lifetimeCap: { amount: '135318.69', asOf: '2025-11-01' },
  rates: {
    'full-pensioner': {
      Clinical: { min: 0, max: 0 },
      Independence: { min: 0.05, max: 0.05 },
      'Everyday living': { min: 0.175, max: 0.175 },
    },
    'part-pensioner-or-cshc': {
      Clinical: { min: 0, max: 0 },
      Independence: { min: 0.05, max: 0.5 },
      'Everyday living': { min: 0.175, max: 0.8 },
    },
    'self-funded': {
      Clinical: { min: 0, max: 0 },
      Independence: { min: 0.5, max: 0.5 },
      'Everyday living': { min: 0.8, max: 0.8 },
    },
    // Until Services Australia assesses someone, any rate from the full-pensioner to the top rate may apply.
    'not-assessed': {
      Clinical: { min: 0, max: 0 },
      Independence: { min: 0.05, max: 0.5 },
      'Everyday living': { min: 0.175, max: 0.8 },
    },
  } satisfies Record<ContributionBasis, Record<ServiceCategory, RateRange>>,
} as const;

export interface CategoryCost {
  category: ServiceCategory;
  /** Cost for the period, in cents. */
  costCents: number;
}

export interface OfficialContribution {
  basis: ContributionBasis;
  /** Smallest and largest contribution for the period, in cents. Equal when the rate is exact. */
  minCents: number;
  maxCents: number;
  isExact: boolean;
  byCategory: Array<{ category: ServiceCategory; costCents: number; rate: RateRange; minCents: number; maxCents: number }>;
}

export function officialContribution(costs: readonly CategoryCost[], basis: ContributionBasis): OfficialContribution {
  const table = OFFICIAL_CONTRIBUTION_RATES.rates[basis];
  const totals = new Map<ServiceCategory, number>();
  for (const c of costs) totals.set(c.category, (totals.get(c.category) ?? 0) + c.costCents);
  // Always in the program's category order (Clinical, Independence, Everyday living), whatever the lines' order.
  const ordered = SERVICE_CATEGORIES.filter((c) => totals.has(c)).map((c) => [c, totals.get(c) as number] as const);
  const byCategory = ordered.map(([category, costCents]) => {
    const rate = table[category];
    return { category, costCents, rate, minCents: Math.round(costCents * rate.min), maxCents: Math.round(costCents * rate.max) };
  });
  const minCents = byCategory.reduce((s, c) => s + c.minCents, 0);
  const maxCents = byCategory.reduce((s, c) => s + c.maxCents, 0);
  return { basis, minCents, maxCents, isExact: minCents === maxCents, byCategory };
}

/**
 * The official contribution for a calculation's lines (each service's category and quarterly cost in dollars,
 * as POST /api/calculate returns them), per quarter.
 */
export function officialContributionForLines(
  lines: ReadonlyArray<{ category: ServiceCategory; quarterlyCost: number }>,
  basis: ContributionBasis,
): OfficialContribution {
  return officialContribution(
    lines.map((l) => ({ category: l.category, costCents: toCents(l.quarterlyCost) })),
    basis,
  );
}

/** 0.175 -> '17.5%', 0.05 -> '5%'. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(1))}%`;
}

/** A rate or a range in words: '5%', '5% to 50%'. */
export function formatRateRange(rate: RateRange): string {
  return rate.min === rate.max ? formatRate(rate.min) : `${formatRate(rate.min)} to ${formatRate(rate.max)}`;
}
