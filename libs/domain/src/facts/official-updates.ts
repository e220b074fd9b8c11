import { CLASSIFICATION_BUDGETS, LIFETIME_CONTRIBUTION_CAP, PRICE_CAPS, PROGRAM_FACTS, REVIEW_DATES, type FactConfidence } from '../funding/facts.js';
import { CONTRIBUTION_RULES } from '../funding/contribution-rates.js';
import { formatAud } from '../shared/money.js';
import type { IsoDate } from '../shared/calendar.js';

/**
 * Every change to an official figure or rule the site shows, for /updates ("What has changed in Support at
 * Home"). Each entry's id is its anchor there: a page that shows a changed figure links to /updates#id.
 * Words at a Year 7-8 reading level, the answer first. Add an entry whenever a fact in libs/domain changes.
 */
export interface OfficialUpdate {
  /** The anchor on /updates. */
  id: string;
  title: string;
  /** ISO date the change took effect (or was announced, for an announcement). */
  effective: IsoDate;
  /** Set when the date is approximate or not yet confirmed: shown instead of the plain date. */
  effectiveNote: string | null;
  /** Plain sentences, the answer first. */
  summary: readonly string[];
  source: string;
  sourceUrl: string;
  confidence: FactConfidence;
}

const personalCare = CONTRIBUTION_RULES.find((r) => r.updateId === 'personal-care-clinical');
if (!personalCare) throw new Error('The personal care rules are missing from CONTRIBUTION_RULES');

const cap = (amount: string) => formatAud(Number(amount));

export const OFFICIAL_UPDATES: readonly OfficialUpdate[] = [
  {
    id: 'personal-care-clinical',
    title: 'Personal care: no contribution',
    effective: personalCare.effectiveFrom,
    effectiveNote: null,
    summary: [
      'From 1 October 2026, nobody pays a contribution for personal care, such as help to shower or dress.',
      'Personal care is now a clinical support, like nursing. It still comes out of your budget.',
      'Before that date it was an independence service, and most people paid part of its price.',
    ],
    source: personalCare.source,
    sourceUrl: personalCare.sourceUrl,
    confidence: personalCare.confidence,
  },
  {
    id: 'budgets-july-2026',
    title: 'Budgets may have changed',
    effective: REVIEW_DATES.nextBudgetIndexation,
    effectiveNote: 'Due 1 July 2026, not yet confirmed',
    summary: [
      'Quarterly budgets can change each July. We have not found new amounts for 1 July 2026.',
      'So we still show the amounts from 1 November 2025. Check My Aged Care for the amount that applies to you.',
    ],
    source: CLASSIFICATION_BUDGETS.source,
    sourceUrl: CLASSIFICATION_BUDGETS.sourceUrl,
    confidence: 'official',
  },
  {
    id: 'price-caps-deferred',
    title: 'Price caps put off',
    effective: PRICE_CAPS.deferredOn,
    effectiveNote: 'Announced about 20 May 2026',
    summary: [
      'There is no cap on what providers charge. Each provider still sets its own prices.',
      'Caps were planned for 1 July 2026. In May 2026 the government put them off, with no new start date.',
      'The Aged Care Quality and Safety Commission can now order a provider to pay back money it overcharged.',
      'The department now publishes a summary of prices across Australia every three months.',
      'We could not yet read a newer summary, so our price check still uses the prices from March 2025. Ask a provider for its prices in writing.',
    ],
    source: PRICE_CAPS.source,
    sourceUrl: PRICE_CAPS.sourceUrl,
    confidence: PRICE_CAPS.confidence,
  },
  {
    id: 'lifetime-cap-march-2026',
    title: 'Lifetime cap on contributions went up',
    effective: LIFETIME_CONTRIBUTION_CAP.asOf,
    effectiveNote: null,
    summary: [
      `From 20 March 2026, the most anyone pays in contributions in their lifetime is ${cap(LIFETIME_CONTRIBUTION_CAP.amount)}. It was ${cap(LIFETIME_CONTRIBUTION_CAP.previousAmount)} from 1 November 2025.`,
      `If the “no worse off” rule covers you, your cap is lower: ${cap(LIFETIME_CONTRIBUTION_CAP.noWorseOffAmount)} is reported, but we could not check it on a government page.`,
      'The cap goes up on 20 March and 20 September each year. We have not found the 20 September 2026 amount, so check Services Australia for the latest figure.',
    ],
    source: LIFETIME_CONTRIBUTION_CAP.source,
    sourceUrl: LIFETIME_CONTRIBUTION_CAP.sourceUrl,
    confidence: LIFETIME_CONTRIBUTION_CAP.confidence,
  },
  {
    id: 'program-start',
    title: 'Support at Home started',
    effective: PROGRAM_FACTS.startDate.value,
    effectiveNote: null,
    summary: [
      'Support at Home started on 1 November 2025. It took the place of Home Care Packages.',
      'It has 8 budget levels, paid each quarter. What you pay depends on the type of help and on your pension.',
    ],
    source: 'Department of Health, Disability and Ageing: Support at Home participant contributions',
    sourceUrl: CONTRIBUTION_RULES[0].sourceUrl,
    confidence: 'official',
  },
];

/** Newest first, as /updates lists them. */
export function updatesNewestFirst(updates: readonly OfficialUpdate[] = OFFICIAL_UPDATES): OfficialUpdate[] {
  return [...updates].sort((a, b) => (a.effective === b.effective ? 0 : a.effective < b.effective ? 1 : -1));
}

/** The page path of an update's entry: '/updates#personal-care-clinical'. */
export function updateHref(id: string): string {
  return `/updates#${id}`;
}
