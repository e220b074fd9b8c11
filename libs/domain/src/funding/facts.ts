/**
 * Official Support at Home figures, each with its source, the date it took effect and the date it is due for
 * review. From ../shared/reference/support-at-home-facts.md. When a figure is indexed (budgets each July),
 * change it here and nowhere else (README: "Updating an official figure"; `npm run facts` lists what is due).
 */
import { formatAud } from '../shared/money.js';

export interface SourcedFact {
  source: string;
  sourceUrl: string;
  /** ISO date the figure took effect or was published. */
  asOf: string;
  /**
   * ISO date on which the figure is next known or expected to change (an indexation date, a program date),
   * or, for a figure with no set change date, when the team checks it again. After it, the pages say the
   * figure "may have changed" and the admin dashboard lists it (facts/official-facts.ts).
   */
  reviewBy: string;
}

/** How the figure was read (the reference's tags): on a government page, or quoted by others citing one. */
export type FactConfidence = 'official' | 'secondary' | 'reported';

/** The review dates shared by many facts, written once. */
export const REVIEW_DATES = {
  /** Budgets are indexed each July: the next was due on this date (no 1 July 2026 figures were found). */
  nextBudgetIndexation: '2026-07-01',
  /**
   * The department's survey prices of March 2025 were overtaken when it began publishing a national summary of
   * prices every three months (announced about 20 May 2026, with the price caps' deferral): from then a newer
   * summary may exist, although none could be read as of 29 November 2026.
   */
  quarterlyPriceSummaries: '2026-05-20',
  /** Figures with no set change date are checked again once a year, with the July program changes. */
  yearlyCheck: '2027-07-01',
} as const;
const NEXT_BUDGET_INDEXATION = REVIEW_DATES.nextBudgetIndexation;
const YEARLY_CHECK = REVIEW_DATES.yearlyCheck;

const FUNDING_CLASSIFICATIONS_SOURCE: SourcedFact = {
  source: 'Department of Health, Disability and Ageing: Funding classifications for Support at Home',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-classifications-for-support-at-home',
  asOf: '2025-11-01',
  reviewBy: NEXT_BUDGET_INDEXATION,
};

export interface ClassificationFact {
  level: number;
  name: string;
  description: string;
  icon: string;
  color: string;
  /** Decimal string, 2 places. */
  quarterlyBudget: string;
  annualBudget: string;
}

export const CLASSIFICATION_BUDGETS = {
  ...FUNDING_CLASSIFICATIONS_SOURCE,
  effectiveFrom: '2025-11-01',
  classifications: [
    {
      level: 1,
      name: 'Entry Support',
      icon: 'leaf',
      color: 'blue',
      quarterlyBudget: '2682.75',
      annualBudget: '10731.00',
      description: 'A little help to stay independent, such as cleaning every fortnight or a weekly lift to the shops.',
    },
    {
      level: 2,
      name: 'Low Support',
      icon: 'seedling',
      color: 'green',
      quarterlyBudget: '4008.61',
      annualBudget: '16034.45',
      description: 'Regular help with a few everyday tasks, such as housework, gardening or getting to appointments.',
    },
    {
      level: 3,
      name: 'Low to Medium Support',
      icon: 'tree',
      color: 'yellow',
      quarterlyBudget: '5491.43',
      annualBudget: '21965.70',
      description: 'Help several times a week, which may include some personal care and social support.',
    },
    {
      level: 4,
      name: 'Medium Support',
      icon: 'heart',
      color: 'purple',
      quarterlyBudget: '7424.10',
      annualBudget: '29696.40',
      description: 'Ongoing help with personal care and household tasks, and some allied health such as physiotherapy.',
    },
    {
      level: 5,
      name: 'Medium to High Support',
      icon: 'shield-alt',
      color: 'red',
      quarterlyBudget: '9924.35',
      annualBudget: '39697.40',
      description: 'Daily help for people whose health or mobility makes many tasks hard, often with some nursing.',
    },
    {
      level: 6,
      name: 'High Support',
      icon: 'hands-helping',
      color: 'indigo',
      quarterlyBudget: '12028.58',
      annualBudget: '48114.30',
      description: 'Substantial daily care, including personal care, nursing and help to stay connected.',
    },
    {
      level: 7,
      name: 'High to Very High Support',
      icon: 'user-nurse',
      color: 'pink',
      quarterlyBudget: '14537.04',
      annualBudget: '58148.15',
      description: 'Complex care needs met at home, usually with regular nursing and several services each day.',
    },
    {
      level: 8,
      name: 'Very High Support',
      icon: 'medical-kit',
      color: 'gray',
      quarterlyBudget: '19526.59',
      annualBudget: '78106.35',
      description: 'The highest level of care at home, for people who would otherwise need residential care.',
    },
  ] satisfies ClassificationFact[],
} as const;

/**
 * The lifetime cap on contributions (Support at Home and residential non-clinical care together), indexed
 * each 20 March and 20 September. The 20 September 2026 value was not found, so reviewBy has passed and the
 * pages send people to Services Australia for the current figure. The lower "no worse off" cap is reported
 * in one kind of source only: shown with that confidence.
 */
export const LIFETIME_CONTRIBUTION_CAP = {
  amount: '137917.01',
  /** For people covered by the "no worse off" rule (in care or approved by 12 September 2024). */
  noWorseOffAmount: '86185.23',
  noWorseOffConfidence: 'reported',
  /** The value it replaced, from 1 November 2025. */
  previousAmount: '135318.69',
  previousAsOf: '2025-11-01',
  indexedOn: ['20 March', '20 September'],
  source: 'Services Australia: annual, lifetime and time-limited caps for aged care',
  sourceUrl: 'https://www.servicesaustralia.gov.au/annual-lifetime-and-time-limited-caps-for-aged-care',
  confidence: 'secondary',
  asOf: '2026-03-20',
  reviewBy: '2026-09-20',
} as const;

/**
 * Government price caps: announced for 1 July 2026, deferred in May 2026 with no new start date. Providers
 * set their own prices; the Aged Care Quality and Safety Commission can order refunds for overcharging, and
 * the department publishes a quarterly national summary of Support at Home prices (the first covered
 * November-December 2025). Never say prices are capped. (The department's expectation that providers change
 * prices at most twice a year is in one source only, so the site does not state it.)
 */
export const PRICE_CAPS = {
  capInForce: false,
  deferredOn: '2026-05-20',
  originalStart: '2026-07-01',
  source: 'Minister for Aged Care: "Strengthening consumer protections for older Australians" (May 2026)',
  sourceUrl: 'https://www.health.gov.au/ministers/the-hon-sam-rae-mp/media/strengthening-consumer-protections-for-older-australians',
  regulatorSource: 'Aged Care Quality and Safety Commission: Regulatory Bulletin RB 2026-1, Support at Home pricing requirements',
  regulatorSourceUrl: 'https://www.agedcarequality.gov.au/sites/default/files/media/rb-2026-1-support-at-home_pricing-requirements.pdf',
  confidence: 'secondary',
  asOf: '2026-05-20',
  reviewBy: YEARLY_CHECK,
} as const;

/** 10% of each quarterly budget goes to care management (not spendable on services). */
export const CARE_MANAGEMENT = {
  source: 'Department of Health, Disability and Ageing: Funding for care management',
  sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-for-support-at-home-care-management',
  asOf: '2025-11-01',
  reviewBy: YEARLY_CHECK,
  shareOfBudget: 0.1,
} as const;

export const PROGRAM_FACTS = {
  startDate: {
    value: '2025-11-01',
    originalPlan: '2025-07-01',
    source: 'Aged Care Quality and Safety Commission',
    sourceUrl: 'https://www.agedcarequality.gov.au/older-people/support-home',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
  chspTransition: {
    value: 'no earlier than 1 July 2027',
    source: 'Aged Care Quality and Safety Commission: transition to Support at Home',
    sourceUrl: 'https://www.agedcarequality.gov.au/providers/transition-support-home',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
  waitTarget: {
    value: 'By July 2027, no one waits more than 3 months (90 days)',
    source: 'Senate Community Affairs Committee report',
    sourceUrl: 'https://www.aph.gov.au/Parliamentary_Business/Committees/Senate/Community_Affairs/Agedcareservice/Report/Chapter_1_-_Introduction',
    asOf: '2025-06-01',
    reviewBy: YEARLY_CHECK,
  },
  beneficiaries: {
    value: 'About 1.4 million older Australians by 2035',
    source: 'Minister for Aged Care media release, "Australian Government backs choice in aged care"',
    sourceUrl: 'https://www.health.gov.au/ministers/the-hon-anika-wells-mp/media/australian-government-backs-choice-in-aged-care',
    asOf: '2025-02-01',
    reviewBy: YEARLY_CHECK,
  },
  maxAnnualFunding: { value: '$78,106.35 a year (classification 8)', ...FUNDING_CLASSIFICATIONS_SOURCE },
  qualityStandards: {
    value: '7 strengthened Aged Care Quality Standards since 1 November 2025 (replacing 8)',
    source: 'Aged Care Quality and Safety Commission',
    sourceUrl: 'https://www.agedcarequality.gov.au/providers/quality-standards/about-quality-standards',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
  restorativeCare: {
    value: 'About $6,000 for up to 16 weeks (up to about $12,000 if a second unit is approved)',
    source: 'Department of Health, Disability and Ageing: Restorative Care Pathway',
    sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/delivering-services-for-support-at-home/restorative-care-pathway',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
  endOfLife: {
    value: '$25,000 for people expected to live 3 months or less, to use over 12 weeks (up to 16)',
    source: 'My Aged Care: End-of-Life Pathway',
    sourceUrl: 'https://www.myagedcare.gov.au/aged-care-programs/end-life-pathway',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
  assistiveTechnology: {
    value:
      'Assistive technology: under $500, up to $2,000 or up to $15,000 (more with a prescription). Home modifications: $500, $2,000 or $15,000 (lifetime cap $15,000 on the high tier).',
    source: 'Department of Health, Disability and Ageing: AT-HM scheme',
    sourceUrl: 'https://www.health.gov.au/our-work/support-at-home/assistive-technology-and-home-modifications-at-hm-scheme',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
  lifetimeContributionCap: {
    value: formatAud(Number(LIFETIME_CONTRIBUTION_CAP.amount)),
    source: LIFETIME_CONTRIBUTION_CAP.source,
    sourceUrl: LIFETIME_CONTRIBUTION_CAP.sourceUrl,
    asOf: LIFETIME_CONTRIBUTION_CAP.asOf,
    reviewBy: LIFETIME_CONTRIBUTION_CAP.reviewBy,
  },
  eligibility: {
    value: '65 and over; 50 and over for Aboriginal and Torres Strait Islander people, or people who are homeless or at risk of homelessness',
    source: 'My Aged Care',
    sourceUrl: 'https://www.myagedcare.gov.au/',
    asOf: '2025-11-01',
    reviewBy: YEARLY_CHECK,
  },
} as const;

export const PHONE_NUMBERS = {
  myAgedCare: { name: 'My Aged Care', number: '1800 200 422', hours: 'Mon-Fri 8am-8pm, Sat 10am-2pm', url: 'https://www.myagedcare.gov.au/' },
  opan: { name: 'Older Persons Advocacy Network (OPAN)', number: '1800 700 600', hours: 'Free, independent advocacy', url: 'https://opan.org.au/' },
  commission: {
    name: 'Aged Care Quality and Safety Commission',
    number: '1800 951 822',
    hours: 'Free call, 9am-5pm weekdays',
    url: 'https://www.agedcarequality.gov.au/making-complaint',
  },
  tis: { name: 'Translating and Interpreting Service (TIS National)', number: '131 450', hours: '', url: 'https://www.tisnational.gov.au/' },
  relayTty: { name: 'National Relay Service (TTY)', number: '1800 555 677', hours: '', url: 'https://www.accesshub.gov.au/' },
  relaySpeak: { name: 'National Relay Service (Speak and Listen)', number: '1800 555 727', hours: '', url: 'https://www.accesshub.gov.au/' },
  elderAbuse: { name: 'Elder Abuse Phone Line (1800ELDERHelp)', number: '1800 353 374', hours: '', url: 'https://www.compass.info/' },
  dementia: { name: 'National Dementia Helpline', number: '1800 100 500', hours: '24 hours, 7 days', url: 'https://www.dementia.org.au/' },
  carerGateway: { name: 'Carer Gateway', number: '1800 422 737', hours: '', url: 'https://www.carergateway.gov.au/' },
} as const;

/** '2025-11-01' -> '1 November 2025' */
export function formatFactDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${d} ${months[m - 1]} ${y}`;
}
