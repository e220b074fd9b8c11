import { inServiceMask, servicesInMask, toCents } from '@homeward/domain';
import { placeholders, type Columns } from './sql.js';
import type { PreparedReader } from '../../database/prepared-reader.js';

/**
 * What the plan quote prices: for each provider of its pool, which of the plan's services
 * it offers (its service mask), its standard price for each it has priced, and when it last changed them.
 */

/** A timestamp as the drivers send it (a Date, or text): made an ISO timestamp only for the rows shown. */
export type DriverTimestamp = Date | string | null;

/**
 * A provider's standard price for each of these services (NULL: not priced), as columns `${prefix}0`,
 * `${prefix}1`, ... on the providers alias given: a primary-key probe of provider_prices per service, which on
 * SQLite cost half of one JSON aggregate of them per provider. A search with a service filter reads them with
 * its cards (priceFrom, card-rows).
 */
export function standardPriceColumns(serviceIds: readonly number[], p: string, prefix: string): Columns {
  const names = serviceIds.map((_, i) => `${prefix}${i}`);
  const sql = names.map((name) => `(SELECT pp.standard FROM provider_prices pp WHERE pp.providerId = ${p}.id AND pp.serviceId = ?) AS ${name}`);
  return { sql: sql.join(', '), params: [...serviceIds], names };
}

/** What a provider of the pool offers of the plan, at what standard prices (libs/domain's ProviderPriceList). */
export interface Offer {
  offeredServiceIds: number[];
  standardCents: Map<number, number>;
  pricesUpdatedAt: DriverTimestamp;
}

/**
 * For each provider, its offer for the plan, in one statement by primary key. A provider whose mask is not
 * worked out, or a plan with a service the mask has no bit for, is read from the join table instead. A price
 * kept for a service no longer offered is not used.
 */
export async function readOffers(db: PreparedReader, providerIds: readonly number[], serviceIds: readonly number[]): Promise<Map<number, Offer>> {
  const out = new Map<number, Offer>();
  if (providerIds.length === 0) return out;
  if (!serviceIds.every(inServiceMask)) return offersFromJoinTable(db, providerIds, serviceIds);
  const unknown: number[] = [];
  for (const prices of await pricesByStatement(db, providerIds, serviceIds)) {
    if (prices.serviceMask === null) unknown.push(prices.id);
    else out.set(prices.id, offerFrom(prices.serviceMask, prices.pricesUpdatedAt, prices.standardByService, serviceIds));
  }
  if (unknown.length > 0) for (const [id, offer] of await offersFromJoinTable(db, unknown, serviceIds)) out.set(id, offer);
  return out;
}

function offerFrom(
  mask: number | string,
  pricesUpdatedAt: DriverTimestamp,
  standards: ReadonlyMap<number, number | string>,
  serviceIds: readonly number[],
): Offer {
  const offer: Offer = { offeredServiceIds: servicesInMask(mask, serviceIds), standardCents: new Map(), pricesUpdatedAt };
  for (const serviceId of offer.offeredServiceIds) {
    const standard = standards.get(serviceId);
    if (standard !== undefined) offer.standardCents.set(serviceId, toCents(standard));
  }
  return offer;
}

/** A provider with a price of the plan (or none: serviceId NULL), as pricesByStatement and offersFromJoinTable read it. */
interface PlanPriceRow {
  id: number | string;
  pricesUpdatedAt: DriverTimestamp;
  serviceMask?: number | string | null;
  serviceId: number | string | null;
  standard: number | string | null;
}

/** A provider's prices for a plan: its service mask, when it last changed them, its standard price by service id (a DECIMAL as sent). */
interface PlanPrices {
  id: number;
  serviceMask: number | string | null;
  pricesUpdatedAt: DriverTimestamp;
  standardByService: Map<number, number | string>;
}

/** The providers' prices for the plan: one statement by primary key, a row per price. */
async function pricesByStatement(db: PreparedReader, providerIds: readonly number[], serviceIds: readonly number[]): Promise<PlanPrices[]> {
  const rows = await db.rows<PlanPriceRow>(
    `SELECT p.id, p.pricesUpdatedAt, p.serviceMask, pp.serviceId, pp.standard FROM providers p ` +
      `LEFT JOIN provider_prices pp ON pp.providerId = p.id AND pp.serviceId IN (${placeholders(serviceIds.length)}) WHERE p.id IN (${placeholders(providerIds.length)})`,
    [...serviceIds, ...providerIds],
  );
  const byId = new Map<number, PlanPrices>();
  for (const row of rows) {
    const id = Number(row.id);
    let prices = byId.get(id);
    if (!prices) {
      prices = { id, serviceMask: row.serviceMask ?? null, pricesUpdatedAt: row.pricesUpdatedAt, standardByService: new Map() };
      byId.set(id, prices);
    }
    if (row.serviceId !== null && row.standard !== null) prices.standardByService.set(Number(row.serviceId), row.standard);
  }
  return [...byId.values()];
}

/** Offers from the join table: what each provider offers of the plan and its prices for those, in one statement. */
async function offersFromJoinTable(db: PreparedReader, providerIds: readonly number[], serviceIds: readonly number[]): Promise<Map<number, Offer>> {
  const rows = await db.rows<PlanPriceRow>(
    `SELECT p.id, p.pricesUpdatedAt, ps.serviceId, pp.standard FROM providers p ` +
      `LEFT JOIN provider_services ps ON ps.providerId = p.id AND ps.serviceId IN (${placeholders(serviceIds.length)}) ` +
      `LEFT JOIN provider_prices pp ON pp.providerId = ps.providerId AND pp.serviceId = ps.serviceId WHERE p.id IN (${placeholders(providerIds.length)})`,
    [...serviceIds, ...providerIds],
  );
  const out = new Map<number, Offer>();
  for (const row of rows) {
    const id = Number(row.id);
    let offer = out.get(id);
    if (!offer) {
      offer = { offeredServiceIds: [], standardCents: new Map(), pricesUpdatedAt: row.pricesUpdatedAt };
      out.set(id, offer);
    }
    if (row.serviceId === null) continue;
    offer.offeredServiceIds.push(Number(row.serviceId));
    if (row.standard !== null) offer.standardCents.set(Number(row.serviceId), toCents(row.standard));
  }
  return out;
}
