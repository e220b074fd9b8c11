/**
 * Official facts used by the public guidance pages (from ../shared/reference/support-at-home-facts.md),
 * each with its source and as-of date. [secondary] marks figures that were read on a provider or advocate
 * page quoting the government, not on a government page: the site says so beside them.
 */
import { REVIEW_DATES } from './facts.js';

/** People who moved from a Home Care Package keep funding equal to their HCP level until reassessed. */
export const TRANSITIONED_HCP_BUDGETS = {
  source: 'Provider summaries of the Schedule of Subsidies and Supplements (Catholic Homes; Real Caring)',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-classifications-for-support-at-home',
  asOf: '2025-11-01',
  // Indexed with the classification budgets each July.
  reviewBy: REVIEW_DATES.nextBudgetIndexation,
  confidence: 'secondary',
  levels: [
    { hcpLevel: 1, preLaunchAnnual: '10833.00', quarterlyBudget: '2746.63', annualBudget: '10986.50' },
    { hcpLevel: 2, preLaunchAnnual: '19049.00', quarterlyBudget: '4829.86', annualBudget: '19319.45' },
    { hcpLevel: 3, preLaunchAnnual: '41460.00', quarterlyBudget: '10513.83', annualBudget: '42055.30' },
    { hcpLevel: 4, preLaunchAnnual: '62853.00', quarterlyBudget: '15939.55', annualBudget: '63758.20' },
  ],
} as const;

/** Unspent funds carried into the next quarter: up to the greater of $1,000 or 10% of the quarterly budget. */
export const CARRY_OVER_RULE = {
  value: 'Up to $1,000 or 10% of your quarterly budget, whichever is more, carries into the next quarter',
  source: 'Department of Health, Disability and Ageing: Funding classifications for Support at Home',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-classifications-for-support-at-home',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

export const ACCESS_FACTS = {
  /** Days to sign a service agreement once a letter says funding is available, and the extension. */
  agreementDays: 56,
  agreementExtensionDays: 28,
  /** Weeks after the assessment for the Notice of Decision and support plan. */
  decisionWeeks: 2,
  /** Triage delegates contact the person within this many weeks of a referral. */
  triageContactWeeks: 2,
  iatStart: '2024-07-01',
  source: 'My Aged Care: receiving your assessment outcome',
  sourceUrl: 'https://www.myagedcare.gov.au/receiving-your-assessment-outcome',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

export const REVIEW_FACTS = {
  /** Days to ask for reconsideration of an assessment decision (pre-November 2025 rules; the Notice of Decision states the current window). */
  requestDays: 28,
  /** Days the decision-maker has; with no decision in that time the decision is treated as confirmed. */
  decisionDays: 90,
  tribunal: 'Administrative Review Tribunal',
  tribunalUrl: 'https://www.art.gov.au/',
  source: 'My Aged Care: what happens after your assessment',
  sourceUrl: 'https://www.myagedcare.gov.au/assessment/what-happens-after-assessment',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

/** The 7 strengthened Aged Care Quality Standards, in force from 1 November 2025. */
export const QUALITY_STANDARDS = {
  source: 'Aged Care Quality and Safety Commission: about the Quality Standards',
  sourceUrl: 'https://www.agedcarequality.gov.au/providers/quality-standards/about-quality-standards',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
  replacedCount: 8,
  standards: [
    { number: 1, name: 'The individual', plain: 'You are treated with dignity and respect, and you make your own choices.' },
    { number: 2, name: 'The organisation', plain: 'The provider is well run, with good governance, enough skilled staff and a way to handle complaints.' },
    { number: 3, name: 'The care and services', plain: 'Your care is planned with you, delivered safely and reviewed when things change.' },
    { number: 4, name: 'The environment', plain: 'The places where you receive care are safe, clean and suit your needs.' },
    { number: 5, name: 'Clinical care', plain: 'Nursing and other clinical care is safe, of good quality and follows best practice.' },
    { number: 6, name: 'Food and nutrition', plain: 'Food and drink are nourishing and enjoyable (mainly for residential care).' },
    { number: 7, name: 'The residential community', plain: 'Life in an aged care home supports your wellbeing (residential care only).' },
  ],
} as const;

/** The official service list: 3 contribution categories and their service types. */
export const SERVICE_TYPES = {
  source: 'Department of Health, Disability and Ageing: Support at Home service list',
  sourceUrl: 'https://www.health.gov.au/resources/publications/support-at-home-service-list',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
  categories: [
    {
      category: 'Clinical',
      contribution: 'No contribution',
      types: ['Nursing care', 'Allied health and other therapeutic services', 'Nutrition', 'Care management'],
    },
    {
      category: 'Independence',
      contribution: 'Moderate contribution',
      types: [
        'Personal care',
        'Social support and community engagement',
        'Therapeutic services for independent living',
        'Respite',
        'Transport',
        'Assistive technology',
        'Home modifications',
      ],
    },
    { category: 'Everyday living', contribution: 'Highest contribution', types: ['Domestic assistance', 'Home maintenance and repairs', 'Meals'] },
  ],
} as const;

/**
 * The short-term pathways and the AT-HM scheme as numbers (integer cents, weeks), for the pathway finder and
 * any page that states them. PROGRAM_FACTS keeps the one-line wording; these are the same figures, structured.
 */
export const RESTORATIVE_CARE_PATHWAY = {
  /** About $6,000 a unit; an extra unit can be approved for eligible people. */
  unitCents: 600_000,
  maxUnitsPerEpisode: 2,
  maxWeeks: 16,
  /** Short-Term Restorative Care, which it replaced, allowed 8 weeks. */
  previousProgramWeeks: 8,
  maxEpisodes: 2,
  minMonthsBetweenEpisodes: 3,
  source: 'Department of Health, Disability and Ageing: Restorative Care Pathway',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/delivering-services-for-support-at-home/restorative-care-pathway',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

export const END_OF_LIFE_PATHWAY = {
  amountCents: 2_500_000,
  /** Meant to be used over 12 weeks; what is left can be used up to 16 weeks in total. */
  plannedWeeks: 12,
  maxWeeks: 16,
  /** Eligibility: a doctor or nurse practitioner estimates 3 months or less, and an AKPS score of 40 or less. */
  lifeExpectancyMonths: 3,
  maxAkpsScore: 40,
  source: 'My Aged Care: End-of-Life Pathway',
  sourceUrl: 'https://www.myagedcare.gov.au/aged-care-programs/end-life-pathway',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

export interface AtHmTier {
  tier: 'low' | 'medium' | 'high';
  /** The tier's amount (for assistive technology the low tier is "under" it). */
  cents: number;
}

/** The scheme funds assistive technology and home modifications in the same three tiers. */
const AT_HM_TIERS = [
  { tier: 'low', cents: 50_000 },
  { tier: 'medium', cents: 200_000 },
  { tier: 'high', cents: 1_500_000 },
] as const satisfies readonly AtHmTier[];

export const AT_HM_SCHEME = {
  assistiveTechnology: {
    tiers: AT_HM_TIERS,
    /** A valid prescription from a health professional can take it above the high tier. */
    aboveHighWithPrescription: true,
    /** Funding is usually available for this long and does not build up over time. */
    availableMonths: 12,
  },
  homeModifications: {
    tiers: AT_HM_TIERS,
    lifetimeCapCents: 1_500_000,
  },
  source: 'Department of Health, Disability and Ageing: Assistive Technology and Home Modifications (AT-HM) scheme',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/assistive-technology-and-home-modifications-at-hm-scheme',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

/** Who can get Support at Home by age; an assessment must also find that help is needed to live at home. */
export const ELIGIBILITY_AGES = {
  general: 65,
  /** Aboriginal and Torres Strait Islander people. */
  firstNations: 50,
  /** People who are homeless or at risk of homelessness. */
  homelessOrAtRisk: 50,
  source: 'My Aged Care',
  sourceUrl: 'https://www.myagedcare.gov.au/',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

/**
 * The National Disability Insurance Scheme, for people under 65 with a permanent and significant disability.
 * Not from the Support at Home reference: checked on ndis.gov.au.
 */
export const NDIS_FACTS = {
  maxAgeWhenApplying: 64,
  phone: '1800 800 110',
  source: 'National Disability Insurance Agency: am I eligible?',
  sourceUrl: 'https://www.ndis.gov.au/applying-access-ndis/am-i-eligible',
  asOf: '2025-11-01',
  reviewBy: REVIEW_DATES.yearlyCheck,
} as const;

/**
 * Where the typical hourly prices (the services' default rates) come from: the department's summary of
 * indicative prices, medians from a provider survey. They are not caps; providers set their own prices.
 */
export const TYPICAL_PRICES_SOURCE = {
  source: 'Department of Health, Disability and Ageing: Summary of indicative Support at Home prices (medians)',
  sourceUrl: 'https://www.health.gov.au/resources/publications/summary-of-indicative-support-at-home-prices',
  asOf: '2025-03-24',
  reviewBy: REVIEW_DATES.quarterlyPriceSummaries,
} as const;
