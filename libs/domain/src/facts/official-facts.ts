import {
  CARE_MANAGEMENT,
  CLASSIFICATION_BUDGETS,
  LIFETIME_CONTRIBUTION_CAP,
  PRICE_CAPS,
  PROGRAM_FACTS,
  formatFactDate,
  type SourcedFact,
} from '../funding/facts.js';
import { CONTRIBUTION_RULES } from '../funding/contribution-rates.js';
import {
  ACCESS_FACTS,
  AT_HM_SCHEME,
  CARRY_OVER_RULE,
  ELIGIBILITY_AGES,
  END_OF_LIFE_PATHWAY,
  NDIS_FACTS,
  QUALITY_STANDARDS,
  RESTORATIVE_CARE_PATHWAY,
  REVIEW_FACTS,
  SERVICE_TYPES,
  TRANSITIONED_HCP_BUDGETS,
  TYPICAL_PRICES_SOURCE,
} from '../funding/guide-facts.js';
import { INTERIM_FUNDING } from '../funding/quarter-budget.js';
import { INDICATIVE_PRICES_SOURCE } from '../pricing/indicative-prices.js';
import { FEES_NOT_ALLOWED } from '../statements/charge-lines.js';
import type { IsoDate } from '../shared/calendar.js';

/**
 * Every official figure the site shows, in one list: what it is, its dates and source (the fact object
 * itself), and its /updates entry when it has changed. `npm run facts`, the admin dashboard, GET /api/health
 * and the public pages' "may have changed" notes all read this list.
 */
export interface OfficialFactEntry {
  /** Stable key: 'classification-budgets'. */
  id: string;
  /** What the figure is, in a few words. */
  label: string;
  fact: SourcedFact;
  /** Its entry on /updates, when it has changed. */
  updateId: string | null;
}

/** The rules in force now are the last set; earlier sets are history on /updates. */
const latestRules = CONTRIBUTION_RULES[CONTRIBUTION_RULES.length - 1];

const programFact = (key: keyof typeof PROGRAM_FACTS, label: string, updateId: string | null = null): OfficialFactEntry => ({
  id: `program-${key}`,
  label,
  fact: PROGRAM_FACTS[key],
  updateId,
});

export const OFFICIAL_FACTS: readonly OfficialFactEntry[] = [
  { id: 'classification-budgets', label: 'Quarterly budgets for the 8 classifications', fact: CLASSIFICATION_BUDGETS, updateId: 'budgets-july-2026' },
  {
    id: 'transitioned-hcp-budgets',
    label: 'Budgets for people who moved from a Home Care Package',
    fact: TRANSITIONED_HCP_BUDGETS,
    updateId: 'budgets-july-2026',
  },
  {
    id: 'contribution-rules',
    label: 'Contribution rates and which services each applies to',
    // Indexation of the means test each March and September may move where part pensioners fall in the ranges.
    fact: { source: latestRules.source, sourceUrl: latestRules.sourceUrl, asOf: latestRules.effectiveFrom, reviewBy: '2027-03-20' },
    updateId: latestRules.updateId,
  },
  { id: 'lifetime-contribution-cap', label: 'Lifetime cap on contributions', fact: LIFETIME_CONTRIBUTION_CAP, updateId: 'lifetime-cap-march-2026' },
  { id: 'price-caps', label: 'Price caps (deferred, none in force)', fact: PRICE_CAPS, updateId: 'price-caps-deferred' },
  // The quarterly price summaries were announced with the price caps' deferral: that entry on /updates says so.
  { id: 'indicative-prices', label: 'Indicative prices (the department’s survey ranges)', fact: INDICATIVE_PRICES_SOURCE, updateId: 'price-caps-deferred' },
  { id: 'typical-prices', label: 'Typical hourly prices (the calculator’s default rates)', fact: TYPICAL_PRICES_SOURCE, updateId: 'price-caps-deferred' },
  { id: 'care-management', label: 'Care management share of the budget (10%)', fact: CARE_MANAGEMENT, updateId: null },
  { id: 'carry-over', label: 'Carry-over of unspent funds', fact: CARRY_OVER_RULE, updateId: null },
  { id: 'interim-funding', label: 'Interim funding (60% of the budget)', fact: INTERIM_FUNDING, updateId: null },
  // The statement checker flags these fees; the rule came with the pricing changes, not a later /updates entry.
  { id: 'fees-not-allowed', label: 'Fees providers may not charge (package management, travel, admin, entry, exit)', fact: FEES_NOT_ALLOWED, updateId: null },
  programFact('startDate', 'Support at Home start date', 'program-start'),
  programFact('chspTransition', 'When CHSP moves into Support at Home'),
  programFact('waitTarget', 'Wait-time target'),
  programFact('beneficiaries', 'People expected to benefit by 2035'),
  programFact('maxAnnualFunding', 'Largest yearly budget (classification 8)', 'budgets-july-2026'),
  programFact('qualityStandards', 'Aged Care Quality Standards'),
  programFact('restorativeCare', 'Restorative Care Pathway amount (summary)'),
  programFact('endOfLife', 'End-of-Life Pathway amount (summary)'),
  programFact('assistiveTechnology', 'Assistive technology and home modification tiers (summary)'),
  programFact('lifetimeContributionCap', 'Lifetime cap on contributions (summary)', 'lifetime-cap-march-2026'),
  programFact('eligibility', 'Who can get Support at Home'),
  { id: 'restorative-care-pathway', label: 'Restorative Care Pathway', fact: RESTORATIVE_CARE_PATHWAY, updateId: null },
  { id: 'end-of-life-pathway', label: 'End-of-Life Pathway', fact: END_OF_LIFE_PATHWAY, updateId: null },
  { id: 'at-hm-scheme', label: 'Assistive technology and home modifications scheme', fact: AT_HM_SCHEME, updateId: null },
  { id: 'access', label: 'Getting in: assessment and agreement times', fact: ACCESS_FACTS, updateId: null },
  { id: 'reviews', label: 'Asking for a review of a decision', fact: REVIEW_FACTS, updateId: null },
  { id: 'quality-standards', label: 'The 7 Quality Standards', fact: QUALITY_STANDARDS, updateId: null },
  { id: 'service-types', label: 'Service types and their categories', fact: SERVICE_TYPES, updateId: 'personal-care-clinical' },
  { id: 'eligibility-ages', label: 'Eligibility ages', fact: ELIGIBILITY_AGES, updateId: null },
  { id: 'ndis', label: 'NDIS age limit and phone number', fact: NDIS_FACTS, updateId: null },
];

/** On and after its reviewBy date a figure may have changed: the site says so and the team checks it. */
export function isDueForReview(fact: Pick<SourcedFact, 'reviewBy'>, on: IsoDate): boolean {
  return on >= fact.reviewBy;
}

/** The figures due for review on a date, the longest overdue first. */
export function factsDueForReview(on: IsoDate, facts: readonly OfficialFactEntry[] = OFFICIAL_FACTS): OfficialFactEntry[] {
  return facts.filter((f) => isDueForReview(f.fact, on)).sort((a, b) => (a.fact.reviewBy < b.fact.reviewBy ? -1 : a.fact.reviewBy > b.fact.reviewBy ? 1 : 0));
}

/** 'May have changed since 1 July 2026' for a figure due for review on the date, else null. */
export function mayHaveChangedNote(fact: Pick<SourcedFact, 'reviewBy'>, on: IsoDate): string | null {
  return isDueForReview(fact, on) ? `May have changed since ${formatFactDate(fact.reviewBy)}` : null;
}

/** "1 official figure is due for review" / "3 official figures are due for review". */
export function dueForReviewHeadline(count: number): string {
  return count === 1 ? '1 official figure is due for review' : `${count} official figures are due for review`;
}

/** One figure due for review, as GET /api/admin/official-facts lists it. */
export interface OfficialFactReviewDto {
  id: string;
  label: string;
  source: string;
  sourceUrl: string;
  asOf: IsoDate;
  reviewBy: IsoDate;
  /** Its entry on /updates, or null. */
  updateId: string | null;
}

export interface OfficialFactsReviewDto {
  /** The date the review dates were compared with. */
  on: IsoDate;
  dueCount: number;
  /** The longest overdue first. */
  due: OfficialFactReviewDto[];
}

/** The admin dashboard's review list on a date. */
export function officialFactsReview(on: IsoDate, facts: readonly OfficialFactEntry[] = OFFICIAL_FACTS): OfficialFactsReviewDto {
  const due = factsDueForReview(on, facts).map((f) => ({
    id: f.id,
    label: f.label,
    source: f.fact.source,
    sourceUrl: f.fact.sourceUrl,
    asOf: f.fact.asOf,
    reviewBy: f.fact.reviewBy,
    updateId: f.updateId,
  }));
  return { on, dueCount: due.length, due };
}
