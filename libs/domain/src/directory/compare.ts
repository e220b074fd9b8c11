/**
 * Comparing up to 4 providers side by side: the request and response of
 * POST /api/providers/compare and the pure rules behind its rows. Every row of every column is either a value
 * or an explicit unknown with a reason, so an unclaimed listing never shows a blank that reads as "none".
 */
import { australianDate } from '../shared/calendar.js';
import { monthsLater, risePercent, PRICE_HISTORY } from '../partners/price-history.js';
import { contactCounts, type LeadTiming } from '../partners/figures.js';
import { listingKind, type ListingKind } from './listing-words.js';
import type { IsoDate } from '../shared/calendar.js';
import type { PriceBand } from '../pricing/quote.js';
import type { ServiceUnit } from '../pricing/units.js';
import type { AcceptingNewClients } from './provider-attributes.js';
import type { ListingProvenance } from './listing.js';
import type { ProviderTrust } from './notices.js';

export const COMPARE_LIMITS = {
  minProviders: 1,
  maxProviders: 4,
  /** The response record is shown only once a provider has had this many leads in the window. */
  minLeadsForResponseRecord: 5,
  /** The response record's window: the portal figures' 12 months. */
  responseRecordMonths: 12,
} as const;

export const COMPARE_MESSAGES = {
  providerIds: `providerIds must list 1 to ${COMPARE_LIMITS.maxProviders} different provider ids`,
  duplicate: 'providerIds must list each provider once',
  providersNotFound: (ids: readonly number[]) => `Provider ${ids.join(', ')} not found`,
  nearNotFound: (near: string) => `near: no place found for "${near}"`,
} as const;

/** POST /api/providers/compare body. */
export interface CompareRequest {
  /** 1-4 distinct ids; the columns come back in this order. */
  providerIds: number[];
  /** A postcode or suburb, as the directory search takes it. */
  near?: string;
  classificationId?: number;
  /** The family's plan, as the plan quote takes it. */
  selectedServices?: Array<{ serviceId: number; perWeek: number }>;
}

/**
 * Why a fact is not shown: not-claimed (a listing from the government's list nobody has claimed: we only know the
 * list's facts), not-said (the provider has not told us), no-place (no place was given), no-offices (no known
 * address point), too-few-leads (fewer than 5 leads in 12 months), no-price-history (no published prices, so
 * nothing to count), not-offered, not-priced (offered, no published price), no-range (no indicative range).
 */
export const UNKNOWN_REASONS = [
  'not-claimed',
  'not-said',
  'no-place',
  'no-offices',
  'too-few-leads',
  'no-price-history',
  'not-offered',
  'not-priced',
  'no-range',
] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

/** Plain words for each reason, for the page to show in place of a value. */
export const UNKNOWN_WORDS: Readonly<Record<UnknownReason, string>> = {
  'not-claimed': 'Not known yet: the provider has not claimed this listing',
  'not-said': 'The provider has not told us',
  'no-place': 'Add your suburb or postcode to see the distance',
  'no-offices': 'We do not know where their offices are',
  'too-few-leads': 'Not enough enquiries yet to say (fewer than 5 in the last 12 months)',
  'no-price-history': 'No published prices, so no price changes to show',
  'not-offered': 'Does not offer this service',
  'not-priced': 'Offers this service but has not published a price',
  'no-range': 'No government price guide for this service',
};

/** A fact that is known (value set, unknown null) or not (value null, unknown says why). */
export interface Fact<T> {
  value: T | null;
  unknown: UnknownReason | null;
}

export const known = <T>(value: T): Fact<T> => ({ value, unknown: null });
export const unknownFact = <T>(reason: UnknownReason): Fact<T> => ({ value: null, unknown: reason });

/** Who keeps the listing and as of when: the provider (claimed, last confirmed), the government's list (its edition) or the team. */
export interface ListingStanding {
  kind: ListingKind;
  /** YYYY-MM-DD: the list edition (unclaimed), the last confirmation (claimed), null when not known. */
  asOf: IsoDate | null;
}

export function listingStanding(listing: ListingProvenance): ListingStanding {
  const kind = listingKind(listing);
  if (kind === 'unclaimed') return { kind, asOf: listing.officialListDate };
  const confirmed = listing.confirmedAt ? new Date(listing.confirmedAt) : null;
  return { kind, asOf: confirmed && !Number.isNaN(confirmed.getTime()) ? australianDate(confirmed) : null };
}

/** Only the list's facts are known of a listing from the government's list that nobody has claimed. */
export function onlyListFacts(listing: Pick<ListingProvenance, 'source' | 'claimed'>): boolean {
  return listingKind(listing) === 'unclaimed';
}

/** A list the provider gives (services, languages, diverse needs): unknown when unclaimed or empty (empty is "not said", never "none"). */
export function listFact<T>(listing: Pick<ListingProvenance, 'source' | 'claimed'>, items: readonly T[]): Fact<T[]> {
  if (onlyListFacts(listing)) return unknownFact('not-claimed');
  return items.length === 0 ? unknownFact('not-said') : known([...items]);
}

/** One row of the price table: a plan's service, or (without a plan) a service any compared provider offers. */
export interface CompareServiceRow {
  serviceId: number;
  name: string;
  unit: ServiceUnit;
  /** Hours, trips or meals a week, when the row comes from the plan. */
  perWeek: number | null;
  /** The department's indicative range for weekday daytime, dollars with 2 decimals; null when it has none. */
  indicativeLow: string | null;
  indicativeHigh: string | null;
}

/** One provider's standard price for one row (same order as the response's serviceRows). */
export interface ComparePriceCell {
  serviceId: number;
  /** Weekday daytime, dollars with 2 decimals; null with unknown set. */
  standard: string | null;
  /** Against the indicative range; null when the price or the range is unknown. */
  band: PriceBand | null;
  /** Why standard is null (not-claimed, not-offered, not-priced); with standard set, only 'no-range' (band is null). */
  unknown: UnknownReason | null;
}

/** The plan at one provider's prices (dollars, rounded to cents, like the plan quote). */
export interface ComparePlanPrice {
  weeklyCost: number;
  quarterlyCost: number;
  /** What is left of the budget after care management (10%) and quarterlyCost (funding/budget-left.ts); null without a classification. */
  remainingBudget: number | null;
  /** Offered but not priced: these lines are not in the figures. */
  unpricedServices: number[];
  /** Not offered: these lines are not in the figures. */
  missingServices: number[];
  complete: boolean;
}

/** Price rises in the 12 months to today (from the price history). */
export interface PriceRiseRecord {
  /** Different days with at least one rise. */
  riseDays: number;
  /** The largest single rise, as a percentage (one decimal); null with no rise. */
  largestRisePercent: number | null;
  /** YYYY-MM-DD of the latest rise; null with none. */
  lastRiseOn: IsoDate | null;
  /** More than 2 days with a rise: the department's expectation is at most twice a year. */
  frequent: boolean;
}

/** How the provider answers enquiries: share contacted within two business days over 12 months. */
export interface ResponseRecord {
  leads: number;
  /** 0 to 1, 3 decimals; of the leads whose deadline has passed or that were contacted. */
  contactedInTimeShare: number;
  months: number;
}

export interface CompareColumn {
  id: number;
  businessName: string;
  listing: ListingProvenance;
  listingStanding: ListingStanding;
  /** Km (1 decimal) to the nearest office and that office; unknown: no-place or no-offices. */
  distance: Fact<{ km: number; nearestOffice: { suburb: string; state: string; postcode: string } }>;
  services: Fact<Array<{ id: number; name: string }>>;
  languages: Fact<Array<{ code: string; label: string }>>;
  diverseNeeds: Fact<Array<{ code: string; label: string }>>;
  /** The intake status and the date it was last confirmed (null: never confirmed). */
  intake: Fact<{ status: AcceptingNewClients; label: string; confirmedOn: IsoDate | null }>;
  registrationCategories: Fact<Array<{ code: number; label: string }>>;
  /** One cell per serviceRows entry, in its order. */
  prices: ComparePriceCell[];
  /** Null without a plan; with a plan, unknown (not-claimed) for a listing with no services known. */
  plan: Fact<ComparePlanPrice> | null;
  priceRises: Fact<PriceRiseRecord>;
  responseRecord: Fact<ResponseRecord>;
  hasCurrentNotice: boolean;
  trust: ProviderTrust;
}

export interface ComparePlanSummary {
  classificationId: number | null;
  /** Dollars; null without a classification. */
  quarterlyBudget: number | null;
  weeklyBudget: number | null;
  /** The plan's lines at the catalogue's prices (dollars), as the calculator shows them. */
  catalogueWeeklyCost: number;
  catalogueQuarterlyCost: number;
}

/** POST /api/providers/compare response: columns in the order asked. */
export interface CompareResponse {
  /** Null when no plan (selectedServices) was sent. */
  plan: ComparePlanSummary | null;
  /** The place the distances are from; null without near. */
  near: { label: string; postcode: string } | null;
  serviceRows: CompareServiceRow[];
  providers: CompareColumn[];
  /** YYYY-MM-DD (Australia): the date the comparison was made for. */
  asOf: IsoDate;
}

/** Errors of the ids asked: a 400 message naming the field, or null when they are 1-4 distinct positive integers. */
export function compareIdsError(ids: unknown): string | null {
  if (!Array.isArray(ids) || ids.length < COMPARE_LIMITS.minProviders || ids.length > COMPARE_LIMITS.maxProviders) return COMPARE_MESSAGES.providerIds;
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) return COMPARE_MESSAGES.providerIds;
  if (new Set(ids).size !== ids.length) return COMPARE_MESSAGES.duplicate;
  return null;
}

type PriceChangeFacts = ReadonlyArray<{ oldPrice: string | null; newPrice: string | null; changedAt: Date | string }>;

/** Rises in the 12 months to `now` (Australian dates), from a provider's price changes. */
export function priceRiseRecord(changes: PriceChangeFacts, now: Date): PriceRiseRecord {
  const today = australianDate(now);
  const from = monthsLater(today, -PRICE_HISTORY.riseWindowMonths);
  const days = new Set<IsoDate>();
  let largest: number | null = null;
  for (const c of changes) {
    const pct = risePercent(c.oldPrice, c.newPrice);
    const day = australianDate(new Date(c.changedAt));
    if (pct === null || day <= from || day > today) continue;
    days.add(day);
    if (largest === null || pct > largest) largest = pct;
  }
  const sorted = [...days].sort();
  return {
    riseDays: days.size,
    largestRisePercent: largest,
    lastRiseOn: sorted.length ? sorted[sorted.length - 1] : null,
    frequent: days.size > PRICE_HISTORY.expectedRisesPerWindow,
  };
}

/** The response record from a provider's leads and their deadlines: unknown below 5 leads, or with none judged yet. */
export function responseRecordFact(leads: readonly LeadTiming[], now: Date): Fact<ResponseRecord> {
  if (leads.length < COMPARE_LIMITS.minLeadsForResponseRecord) return unknownFact('too-few-leads');
  const { judged, inTime } = contactCounts(leads, now);
  if (judged === 0) return unknownFact('too-few-leads');
  return known({
    leads: leads.length,
    contactedInTimeShare: Math.round((inTime / judged) * 1000) / 1000,
    months: COMPARE_LIMITS.responseRecordMonths,
  });
}
