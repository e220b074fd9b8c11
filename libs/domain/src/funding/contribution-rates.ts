/**
 * Official Support at Home participant contribution rules, by how a person is means-assessed, dated: the rules
 * change on set dates (personal care became a clinical support on 1 October 2026), so every official figure is
 * worked out with the rules in force on the date asked. The spec's income-bracket estimate (calculator.ts)
 * stays the calculator's default; this is the official view shown beside it. Rates are set by the government
 * and indexed; change them here only (README: "Updating an official figure").
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from '../shared/constants.js';
import { toCents } from '../shared/money.js';
import { SERVICE_TYPES } from './guide-facts.js';
import type { FactConfidence } from './facts.js';
import type { IsoDate } from '../shared/calendar.js';

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

export type ContributionRateTable = Readonly<Record<ContributionBasis, Readonly<Record<ServiceCategory, RateRange>>>>;

const FULL_PENSIONER_RATES: Readonly<Record<ServiceCategory, RateRange>> = {
  Clinical: { min: 0, max: 0 },
  Independence: { min: 0.05, max: 0.05 },
  'Everyday living': { min: 0.175, max: 0.175 },
};
const SELF_FUNDED_RATES: Readonly<Record<ServiceCategory, RateRange>> = {
  Clinical: { min: 0, max: 0 },
  Independence: { min: 0.5, max: 0.5 },
  'Everyday living': { min: 0.8, max: 0.8 },
};

/** From the full pensioner's rate up to the self-funded retiree's, category by category. */
const FULL_TO_SELF_FUNDED = Object.fromEntries(
  SERVICE_CATEGORIES.map((c) => [c, { min: FULL_PENSIONER_RATES[c].min, max: SELF_FUNDED_RATES[c].max }]),
) as Record<ServiceCategory, RateRange>;

/** The percentages by category, unchanged since the program started on 1 November 2025. */
const RATES_FROM_NOVEMBER_2025: ContributionRateTable = {
  'full-pensioner': FULL_PENSIONER_RATES,
  // A part pension or a card: somewhere in the range, set by the person's means.
  'part-pensioner-or-cshc': FULL_TO_SELF_FUNDED,
  'self-funded': SELF_FUNDED_RATES,
  // Until Services Australia assesses someone, any rate from the full-pensioner to the top rate may apply.
  'not-assessed': FULL_TO_SELF_FUNDED,
};

/** A service the program moved from one contribution category to another (named as in the catalogue). */
export interface ServiceCategoryChange {
  serviceName: string;
  before: ServiceCategory;
  after: ServiceCategory;
}

/** The contribution rules from one date until the next set's. */
export interface ContributionRules {
  effectiveFrom: IsoDate;
  rates: ContributionRateTable;
  /** Services whose category changed on effectiveFrom (they keep `after` in every later set). */
  categoryChanges: readonly ServiceCategoryChange[];
  source: string;
  sourceUrl: string;
  confidence: FactConfidence;
  /** Its entry on /updates (the page's anchor), when the change is listed there. */
  updateId: string | null;
}

/** The day Support at Home began: its first contribution rules, and the rates table as first published. */
export const PROGRAM_START: IsoDate = '2025-11-01';

const PARTICIPANT_CONTRIBUTIONS_SOURCE = {
  source: 'Department of Health, Disability and Ageing: Support at Home participant contributions',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/support-at-home-participant-contributions',
} as const;

/**
 * Every set of rules since the program began, oldest first. Personal care from 1 October 2026: two
 * independent secondary sources cite the department's notice (reference, "Changes during 2026"); the page
 * could not be opened, so its address is shown for readers to check.
 */
export const CONTRIBUTION_RULES: readonly ContributionRules[] = [
  {
    effectiveFrom: PROGRAM_START,
    rates: RATES_FROM_NOVEMBER_2025,
    categoryChanges: [],
    ...PARTICIPANT_CONTRIBUTIONS_SOURCE,
    confidence: 'official',
    updateId: 'program-start',
  },
  {
    effectiveFrom: '2026-10-01',
    rates: RATES_FROM_NOVEMBER_2025,
    categoryChanges: [{ serviceName: 'Personal care', before: 'Independence', after: 'Clinical' }],
    source: 'Department of Health, Disability and Ageing: "Personal care to be fully funded under Support at Home from October" (22 April 2026)',
    sourceUrl: 'https://www.health.gov.au/news/personal-care-to-be-fully-funded-under-support-at-home-from-october',
    confidence: 'secondary',
    updateId: 'personal-care-clinical',
  },
];

/** The rules in force on a date (before the program began: its first rules). */
export function contributionRulesOn(date: IsoDate): ContributionRules {
  let inForce = CONTRIBUTION_RULES[0];
  for (const rules of CONTRIBUTION_RULES) if (rules.effectiveFrom <= date) inForce = rules;
  return inForce;
}

/** Every category change the program has made, with the date it took effect. */
export const SERVICE_CATEGORY_CHANGES: ReadonlyArray<ServiceCategoryChange & { effectiveFrom: IsoDate; rules: ContributionRules }> = CONTRIBUTION_RULES.flatMap(
  (rules) => rules.categoryChanges.map((change) => ({ ...change, effectiveFrom: rules.effectiveFrom, rules })),
);

/** The dated change that concerns this service, if the program ever moved it. */
export function categoryChangeFor(serviceName: string): (typeof SERVICE_CATEGORY_CHANGES)[number] | undefined {
  return SERVICE_CATEGORY_CHANGES.find((c) => c.serviceName === serviceName);
}

/**
 * A service's contribution category on a date. A service the program moved has its category by date whatever
 * the catalogue row says (so a category already given for another date is corrected both ways); every other
 * service keeps the catalogue's.
 */
export function serviceCategoryOn(serviceName: string, catalogueCategory: ServiceCategory, date: IsoDate): ServiceCategory {
  let category = catalogueCategory;
  for (const change of SERVICE_CATEGORY_CHANGES) {
    if (change.serviceName === serviceName) category = date >= change.effectiveFrom ? change.after : change.before;
  }
  return category;
}

export interface CategoryCost {
  category: ServiceCategory;
  /** Cost for the period, in cents. */
  costCents: number;
}

export interface OfficialContribution {
  basis: ContributionBasis;
  /** The date asked and the rules in force on it. */
  on: IsoDate;
  rules: ContributionRules;
  /** The dated category changes that concern services in the plan (personal care), whichever side of the date. */
  categoryChanges: Array<(typeof SERVICE_CATEGORY_CHANGES)[number]>;
  /** Worked out with the exact rates from the person's Services Australia letter. */
  fromLetter: boolean;
  /** Smallest and largest contribution for the period, in cents. Equal when the rate is exact. */
  minCents: number;
  maxCents: number;
  isExact: boolean;
  byCategory: Array<{ category: ServiceCategory; costCents: number; rate: RateRange; minCents: number; maxCents: number }>;
}

/**
 * For part pensioners and card holders: the exact rates on their letter from Services Australia, as fractions
 * (0.1 = 10%). The calculator and the statement checker take the same two figures.
 */
export interface LetterRates {
  independence: number;
  everydayLiving: number;
}

/** The one message for a letter rate that cannot be read, wherever the rates are typed. */
export const LETTER_RATE_MESSAGE = 'Enter a percentage from 0 to 100, like 12.5, or leave both blank.';

/** A letter rate as typed ('12.5' or '12.5%') as a fraction, or null when it is not a percentage from 0 to 100. */
export function parseLetterRate(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed.replace(/%$/, '').trim());
  return trimmed !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value / 100 : null;
}

/**
 * Both letter rates as typed: null rates when both are blank (the person has no letter to hand), else each one
 * read, with the field's message when it cannot be.
 */
export function readLetterRates(
  independenceText: string,
  everydayLivingText: string,
): { letterRates: LetterRates | null; errors: Partial<Record<keyof LetterRates, string>> } {
  if (independenceText.trim() === '' && everydayLivingText.trim() === '') return { letterRates: null, errors: {} };
  const independence = parseLetterRate(independenceText);
  const everydayLiving = parseLetterRate(everydayLivingText);
  const errors: Partial<Record<keyof LetterRates, string>> = {};
  if (independence === null) errors.independence = LETTER_RATE_MESSAGE;
  if (everydayLiving === null) errors.everydayLiving = LETTER_RATE_MESSAGE;
  return { letterRates: independence !== null && everydayLiving !== null ? { independence, everydayLiving } : null, errors };
}

/**
 * The contribution rate (a range, or one rate) for a category on a date: the letter's exact rate when a part
 * pensioner or card holder has one (clinical supports stay 0% for everyone).
 */
export function contributionRateOn(category: ServiceCategory, on: IsoDate, basis: ContributionBasis, letterRates?: LetterRates | null): RateRange {
  const rate = contributionRulesOn(on).rates[basis][category];
  if (basis !== 'part-pensioner-or-cshc' || !letterRates || category === 'Clinical') return rate;
  const exact = category === 'Independence' ? letterRates.independence : letterRates.everydayLiving;
  return { min: exact, max: exact };
}

/**
 * The contribution for costs already sorted into categories, at the rates in force on the date asked (a part
 * pensioner's letter rates when given).
 */
export function officialContribution(
  costs: readonly CategoryCost[],
  basis: ContributionBasis,
  on: IsoDate,
  letterRates: LetterRates | null = null,
): OfficialContribution {
  const rules = contributionRulesOn(on);
  const totals = new Map<ServiceCategory, number>();
  for (const c of costs) totals.set(c.category, (totals.get(c.category) ?? 0) + c.costCents);
  // Always in the program's category order (Clinical, Independence, Everyday living), whatever the lines' order.
  const ordered = SERVICE_CATEGORIES.filter((c) => totals.has(c)).map((c) => [c, totals.get(c) as number] as const);
  const byCategory = ordered.map(([category, costCents]) => {
    const rate = contributionRateOn(category, on, basis, letterRates);
    return { category, costCents, rate, minCents: Math.round(costCents * rate.min), maxCents: Math.round(costCents * rate.max) };
  });
  const minCents = byCategory.reduce((s, c) => s + c.minCents, 0);
  const maxCents = byCategory.reduce((s, c) => s + c.maxCents, 0);
  const fromLetter = basis === 'part-pensioner-or-cshc' && letterRates !== null;
  return { basis, on, rules, fromLetter, categoryChanges: [], minCents, maxCents, isExact: minCents === maxCents, byCategory };
}

/**
 * The official contribution for a calculation's lines (each service's name, category and quarterly cost in
 * dollars, as POST /api/calculate returns them), per quarter, on the date asked: a moved service (personal
 * care) is counted in its category on that date, whatever category the line carries.
 */
export function officialContributionForLines(
  lines: ReadonlyArray<{ serviceName?: string; category: ServiceCategory; quarterlyCost: number }>,
  basis: ContributionBasis,
  on: IsoDate,
  letterRates: LetterRates | null = null,
): OfficialContribution {
  const result = officialContribution(
    lines.map((l) => ({
      category: l.serviceName === undefined ? l.category : serviceCategoryOn(l.serviceName, l.category, on),
      costCents: toCents(l.quarterlyCost),
    })),
    basis,
    on,
    letterRates,
  );
  const names = new Set(lines.map((l) => l.serviceName));
  return { ...result, categoryChanges: SERVICE_CATEGORY_CHANGES.filter((c) => names.has(c.serviceName)) };
}

/** 0.175 -> '17.5%', 0.05 -> '5%'. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(1))}%`;
}

/** A rate or a range in words: '5%', '5% to 50%'. */
export function formatRateRange(rate: RateRange): string {
  return rate.min === rate.max ? formatRate(rate.min) : `${formatRate(rate.min)} to ${formatRate(rate.max)}`;
}

/**
 * The official service list (SERVICE_TYPES) with each service type in its category on the date: personal care is
 * listed with the clinical supports from 1 October 2026. A moved type goes to the end of its new category's list.
 */
export function serviceTypesOn(on: IsoDate): Array<{ category: ServiceCategory; contribution: string; types: string[] }> {
  const all = SERVICE_TYPES.categories.flatMap((c) => c.types.map((type) => ({ type, category: serviceCategoryOn(type, c.category, on), listed: c.category })));
  return SERVICE_TYPES.categories.map((c) => ({
    category: c.category,
    contribution: c.contribution,
    types: [
      ...all.filter((t) => t.listed === c.category && t.category === c.category),
      ...all.filter((t) => t.listed !== c.category && t.category === c.category),
    ].map((t) => t.type),
  }));
}
