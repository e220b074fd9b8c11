import { budgetLeft, plainQuarter } from '../funding/budget-left.js';
import { quarterlyCentsFromWeekly, weeklyLineCents } from '../funding/calculator.js';
import { CALCULATOR } from '../shared/constants.js';
import { PRICE_TIMES, type PriceTime } from './indicative-prices.js';

export type PriceBand = 'below' | 'within' | 'above';

/**
 * Where a price sits against an indicative range (all in cents): below the low figure, above the high
 * figure, else within (both ends included).
 */
export function priceBand(priceCents: number, range: { lowCents: number; highCents: number }): PriceBand {
  if (priceCents < range.lowCents) return 'below';
  if (priceCents > range.highCents) return 'above';
  return 'within';
}

/** One line of a plan: a service and how many units (hours, trips or meals) a week. */
export interface PlanLine {
  serviceId: number;
  perWeek: number;
}

/** What one provider offers and the standard prices it has published (cents a unit). */
export interface ProviderPriceList {
  offeredServiceIds: readonly number[];
  /** Standard (weekday daytime) price in cents by service id; a service offered but absent here is unpriced. */
  standardCents: ReadonlyMap<number, number>;
}

export interface PlanQuote {
  /** Cost of the priced lines. */
  weeklyCents: number;
  quarterlyCents: number;
  /**
   * What is left of the quarterly budget after care management (10%) and the quarterly cost: the calculator's one
   * budget figure (funding/budget-left.ts); null without a classification.
   */
  remainingBudgetCents: number | null;
  /** Offered, but the provider has published no price for it. */
  unpricedServices: number[];
  /** Not offered by the provider. */
  missingServices: number[];
  /** Offers and prices every line of the plan. */
  complete: boolean;
}

/**
 * A plan at one provider's prices, in integer cents, with the calculator's rules (weeklyLineCents per line,
 * a quarter is 13 weeks). Lines the provider does not offer or has not priced cost nothing here and are
 * listed instead: the figure is then only a part of the plan's cost.
 */
export function quotePlan(plan: readonly PlanLine[], priceList: ProviderPriceList, classification?: { quarterlyBudgetCents: number } | null): PlanQuote {
  const offered = new Set(priceList.offeredServiceIds);
  let weeklyCents = 0;
  const unpricedServices: number[] = [];
  const missingServices: number[] = [];
  for (const line of plan) {
    if (!offered.has(line.serviceId)) {
      missingServices.push(line.serviceId);
      continue;
    }
    const price = priceList.standardCents.get(line.serviceId);
    if (price === undefined) {
      unpricedServices.push(line.serviceId);
      continue;
    }
    weeklyCents += weeklyLineCents(price, line.perWeek);
  }
  const quarterlyCents = quarterlyCentsFromWeekly(weeklyCents);
  return {
    weeklyCents,
    quarterlyCents,
    remainingBudgetCents: classification ? budgetLeft(plainQuarter(classification.quarterlyBudgetCents), quarterlyCents).leftCents : null,
    unpricedServices,
    missingServices,
    complete: unpricedServices.length === 0 && missingServices.length === 0,
  };
}

/** What ordering needs of a quote: the quote, whether the provider lists the place among its areas, and a distance and id to break ties. */
export interface RankedQuote {
  id: number;
  quote: Pick<PlanQuote, 'complete' | 'quarterlyCents' | 'unpricedServices' | 'missingServices'>;
  /** Km from the searched place, or null. */
  distanceKm?: number | null;
  /** Its service areas name the searched place (false, or absent, without a place). */
  servesArea?: boolean;
}

/**
 * Complete offers first, then partial ones (the page lists them apart). Within each, providers that list the
 * family's place among their areas first; then complete offers cheapest quarterly cost first, partial
 * ones covering more of the plan first, then cheapest. Ties: nearer first (no distance last), then id. Being
 * featured plays no part.
 */
export function compareQuotes(a: RankedQuote, b: RankedQuote): number {
  if (a.quote.complete !== b.quote.complete) return a.quote.complete ? -1 : 1;
  const servesA = a.servesArea === true;
  if (servesA !== (b.servesArea === true)) return servesA ? -1 : 1;
  if (!a.quote.complete) {
    const gapsA = a.quote.unpricedServices.length + a.quote.missingServices.length;
    const gapsB = b.quote.unpricedServices.length + b.quote.missingServices.length;
    if (gapsA !== gapsB) return gapsA - gapsB;
  }
  if (a.quote.quarterlyCents !== b.quote.quarterlyCents) return a.quote.quarterlyCents - b.quote.quarterlyCents;
  const da = a.distanceKm ?? null;
  const db = b.distanceKm ?? null;
  if (da !== db) {
    if (da === null) return 1;
    if (db === null) return -1;
    return da - db;
  }
  return a.id - b.id;
}

export function orderQuotes<T extends RankedQuote>(quotes: readonly T[]): T[] {
  return [...quotes].sort(compareQuotes);
}

/**
 * A directory card's "from" price: the lowest standard price among the services filtered on that the
 * provider has published, with its unit; null when none is priced. Ties keep the first in `prices`.
 */
export function lowestPrice<U extends string>(prices: ReadonlyArray<{ standardCents: number; unit: U }>): { amountCents: number; unit: U } | null {
  let best: { amountCents: number; unit: U } | null = null;
  for (const p of prices) if (best === null || p.standardCents < best.amountCents) best = { amountCents: p.standardCents, unit: p.unit };
  return best;
}

/** Limits of POST /api/plans/quote; the quantity limits are the calculator's (hours, trips or meals a week). */
export const QUOTE_LIMITS = {
  minPerWeek: CALCULATOR.minHours,
  maxPerWeek: CALCULATOR.maxHours,
  maxServices: 100,
  defaultLimit: 20,
  /** No more than the pool: a page beyond it would be empty. */
  maxLimit: 40,
  /**
   * How many providers are priced per quote: the nearest (or, without near, the most relevant) this many that
   * offer the whole plan and, when fewer do, as many that offer any of it. Keeps a quote in the class of a
   * near-me search; "Show more" pages within it.
   */
  candidatePool: 40,
  /** How many nearby organisations without prices for the plan a quote lists for the family to ask. */
  toAsk: 10,
} as const;

/**
 * The messages of a plan's checks, one wording wherever a plan is sent: /api/calculate, /api/plans/quote and a
 * provider lead's plan.
 */
export const PLAN_MESSAGES = {
  /** Follows the list's field path: 'selectedServices must list each service once'. */
  duplicateService: 'must list each service once',
  classificationNotFound: (id: number) => `Classification ${id} not found`,
  servicesNotFound: (ids: readonly number[]) => `Service ${ids.join(', ')} not found`,
} as const;

/** False when a service appears on more than one line (a plan lists each service once). */
export function listsEachServiceOnce(lines: ReadonlyArray<{ serviceId: number }>): boolean {
  return new Set(lines.map((l) => l.serviceId)).size === lines.length;
}

/** The admin price list's rules: per unit, weekday daytime and optional times of day. */
export const PRICE_RULES = {
  /** A sane ceiling per unit (the highest indicative high is $220 an hour; public-holiday rates run to about 2.5x). */
  maxAmount: 2000,
  maxDecimals: 2,
} as const;

export const PRICE_MESSAGES = {
  amount: `must be a positive amount in dollars with at most ${PRICE_RULES.maxDecimals} decimal places, up to $${PRICE_RULES.maxAmount}`,
  standardRequired: 'is required: the weekday daytime price',
  notOffered: 'is not a service this provider offers',
  duplicate: 'is listed more than once',
} as const;

/** A price as the admin sends it (dollars); the optional times of day may be null or absent. */
export type PriceListEntryInput = { serviceId: number } & Partial<Record<PriceTime, number | string | null>>;

/** True for a positive dollar amount with at most 2 decimals, no more than the ceiling. */
export function isValidPriceAmount(value: unknown): boolean {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return false;
  const amount = Number(text);
  return amount > 0 && amount <= PRICE_RULES.maxAmount;
}

/**
 * Field errors of a price list for a provider offering these services, keyed like the API's field paths
 * ('prices.0.standard'); empty when it is valid.
 */
export function priceListErrors(entries: readonly PriceListEntryInput[], offeredServiceIds: readonly number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const offered = new Set(offeredServiceIds);
  const seen = new Set<number>();
  entries.forEach((entry, i) => {
    if (!offered.has(entry.serviceId)) errors[`prices.${i}.serviceId`] = `${entry.serviceId} ${PRICE_MESSAGES.notOffered}`;
    else if (seen.has(entry.serviceId)) errors[`prices.${i}.serviceId`] = `${entry.serviceId} ${PRICE_MESSAGES.duplicate}`;
    seen.add(entry.serviceId);
    for (const time of PRICE_TIMES) {
      const value = entry[time];
      if (value === undefined || value === null || value === '') {
        if (time === 'standard') errors[`prices.${i}.standard`] = PRICE_MESSAGES.standardRequired;
        continue;
      }
      if (!isValidPriceAmount(value)) errors[`prices.${i}.${time}`] = PRICE_MESSAGES.amount;
    }
  });
  return errors;
}

/** The errors as the API sends them, one sentence each, field first: 'prices.0.standard must be a positive amount...'. */
export function priceListErrorMessages(errors: Record<string, string>): string[] {
  return Object.entries(errors).map(([field, message]) => `${field} ${message}`);
}
