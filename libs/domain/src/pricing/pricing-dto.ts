import type { ProviderOfficeDto } from '../directory/listing.js';
/** The JSON shapes of the price endpoints, shared by the server and the web apps. */
import type { ProviderSearchResult } from '../shared/api-types.js';
import type { PriceTime } from './indicative-prices.js';
import type { ServiceUnit } from './units.js';
import type { PriceHistoryDto } from '../partners/api-types.js';

/** A published price list row. Amounts are decimal strings with 2 places (like a service's hourlyRate), per unit. */
export interface ProviderPriceDto {
  serviceId: number;
  serviceName: string;
  unit: ServiceUnit;
  /** Weekday daytime: the provider's common price. */
  standard: string;
  evening: string | null;
  saturday: string | null;
  sunday: string | null;
  publicHoliday: string | null;
}

/** What the admin sends for one service (dollars; numbers or decimal strings); optional times may be null. */
export type ProviderPriceInput = { serviceId: number } & Partial<Record<PriceTime, number | string | null>>;

/** GET /api/providers/:id: an active provider's public profile. */
export interface ProviderProfileDto extends Omit<ProviderSearchResult, 'distanceKm' | 'servesSearchedArea' | 'visitsEstimated' | 'nearestOffice'> {
  /** Priced services only, in catalogue order; an offered service absent here has no published price. */
  prices: ProviderPriceDto[];
  /** ISO timestamp of the last price-list save; null when never set. */
  pricesUpdatedAt: string | null;
  /** The changes of the last 24 months (GET /api/providers/:id/price-history gives the same). */
  priceHistory: PriceHistoryDto;
  /** Every office, nearest first when the page was opened from a place (else by state, suburb). */
  offices: ProviderOfficeDto[];
}

/** A directory card's lowest standard price among the services filtered on. */
export interface PriceFromDto {
  /** Dollars, 2 decimals as a number (e.g. 92.5). */
  amount: number;
  unit: ServiceUnit;
}

/** GET /api/prices/indicative. */
export interface IndicativePricesDto {
  source: { title: string; publisher: string; url: string; asOf: string; refreshed: string; basis: string };
  ranges: Array<{
    serviceId: number;
    serviceName: string;
    departmentName: string;
    unit: ServiceUnit;
    timeOfDay: PriceTime;
    /** Dollars per unit, decimal strings with 2 places. */
    low: string;
    median: string;
    high: string;
    /** Null: no government price cap is in force. */
    cap: { amount: string; startsOn: string; sourceUrl: string } | null;
  }>;
}

/** POST /api/plans/quote body. */
export interface PlanQuoteRequest {
  classificationId?: number;
  selectedServices: Array<{ serviceId: number; perWeek: number }>;
  near?: string;
  /** With near. Absent: the default radius rule (defaultRadiusKm). */
  radiusKm?: number;
  state?: string;
  /** The directory search's filters (codes, comma-joined or a list): any of the codes within one, all together. */
  languages?: string[] | string;
  diverseNeeds?: string[] | string;
  acceptingNewClients?: string[] | string;
  limit?: number;
  offset?: number;
}

export interface PlanQuoteRowDto {
  /** The directory card (distanceKm is set when near is given). */
  provider: ProviderSearchResult;
  /** Dollars (numbers rounded to cents, like /api/calculate). Priced lines only. */
  weeklyCost: number;
  quarterlyCost: number;
  /** Present only when classificationId is given: what is left of the budget after care management (10%) and quarterlyCost. */
  remainingBudget?: number;
  unpricedServices: number[];
  missingServices: number[];
  pricesUpdatedAt: string | null;
}

export interface PlanQuoteResponse {
  catalogue: { weeklyCost: number; quarterlyCost: number; remainingBudget?: number };
  quotes: PlanQuoteRowDto[];
  /**
   * With near: listings from the government's list nearby that nobody has claimed yet, so with no services or prices
   * with us (nearest first, up to QUOTE_LIMITS.toAsk), for the family to ask.
   */
  toAsk?: ProviderSearchResult[];
  /**
   * With near: the radius (km) the providers were looked for in, the one asked for or else the default rule's
   * (defaultRadiusKm). Providers whose areas name the place are listed wherever they are.
   */
  radiusKm?: number;
}
