import { inServiceMask, servicesInMask, toCents } from '@homeward/domain';
import { PLAN_PRICES_ROW } from '../providers/search/near-query.js';
import { placeholders } from '../providers/search/sql.js';
import type { PreparedReader } from '../database/prepared-reader.js';
import type { RankedPage } from '../providers/search/directory-search.js';

/**
 * What a candidate offers of the plan and at what standard prices (domain's ProviderPriceList), and when it
 * last changed them (as read: made an ISO timestamp only for the rows shown).
 */
export interface Offer {
  offeredServiceIds: number[];
  standardCents: Map<number, number>;
  pricesUpdatedAt: unknown;
}

/** A provider of the quote's pool, and the search's ranking that found it (whose planPrices may hold its prices). */
export interface OfferCandidate {
  id: number;
  from: Pick<RankedPage, 'planPrices'>;
}

/**
 * For each candidate, which of the plan's services it offers, the standard price of each it has priced
 * (cents), and its pricesUpdatedAt: what it offers from its service mask (023), its prices as the search
 * read them with the pool (near a place), else in one statement by primary key. A provider whose mask is not
 * worked out, or a plan with a service the mask has no bit for, is read from the join table instead. A
 * price kept for a service no longer offered is not used.
 */
export async function readOffers(db: PreparedReader, candidates: readonly OfferCandidate[], serviceIds: number[]): Promise<Map<number, Offer>> {
  const out = new Map<number, Offer>();
  if (candidates.length === 0) return out;
  if (!serviceIds.every(inServiceMask))
    return offersFromJoinTable(
      db,
      candidates.map((c) => c.id),
      serviceIds,
    );
  const unknown = new Set<number>();
  const unread: number[] = [];
  for (const candidate of candidates) {
    const read = candidate.from.planPrices.get(candidate.id);
    if (!read) {
      unread.push(candidate.id);
      continue;
    }
    const mask = read[PLAN_PRICES_ROW.serviceMask];
    if (mask === null || mask === undefined) {
      unknown.add(candidate.id);
      continue;
    }
    const offer: Offer = {
      offeredServiceIds: servicesInMask(mask as number | string, serviceIds),
      standardCents: new Map(),
      pricesUpdatedAt: read[PLAN_PRICES_ROW.pricesUpdatedAt],
    };
    for (const [i, serviceId] of serviceIds.entries()) {
      const standard = read[PLAN_PRICES_ROW.firstStandard + i] as number | string | null;
      if (standard !== null && standard !== undefined && offer.offeredServiceIds.includes(serviceId)) offer.standardCents.set(serviceId, toCents(standard));
    }
    out.set(candidate.id, offer);
  }
  if (unread.length > 0) for (const [id, offer] of await offersByStatement(db, unread, serviceIds, unknown)) out.set(id, offer);
  if (unknown.size > 0) for (const [id, offer] of await offersFromJoinTable(db, [...unknown], serviceIds)) out.set(id, offer);
  return out;
}

/** offers() for providers the search did not read prices for: one statement by primary key; those whose mask is not worked out go to `unknown`. */
async function offersByStatement(db: PreparedReader, providerIds: number[], serviceIds: number[], unknown: Set<number>): Promise<Map<number, Offer>> {
  const out = new Map<number, Offer>();
  const rows = await db.rows(
    `SELECT p.id, p.pricesUpdatedAt, p.serviceMask, pp.serviceId, pp.standard FROM providers p ` +
      `LEFT JOIN provider_prices pp ON pp.providerId = p.id AND pp.serviceId IN (${placeholders(serviceIds.length)}) WHERE p.id IN (${placeholders(providerIds.length)})`,
    [...serviceIds, ...providerIds],
  );
  for (const [id, updatedAt, mask, serviceId, standard] of rows) {
    const key = Number(id);
    if (mask === null || mask === undefined) {
      unknown.add(key);
      continue;
    }
    let offer = out.get(key);
    if (!offer) {
      offer = { offeredServiceIds: servicesInMask(mask as number | string, serviceIds), standardCents: new Map(), pricesUpdatedAt: updatedAt };
      out.set(key, offer);
    }
    if (serviceId !== null && serviceId !== undefined && standard !== null && standard !== undefined && offer.offeredServiceIds.includes(Number(serviceId))) {
      offer.standardCents.set(Number(serviceId), toCents(standard as number | string));
    }
  }
  return out;
}

/** offers() from the join table: what each provider offers of the plan and its prices for those, in one statement. */
async function offersFromJoinTable(db: PreparedReader, providerIds: number[], serviceIds: number[]): Promise<Map<number, Offer>> {
  const rows = await db.rows(
    `SELECT p.id, p.pricesUpdatedAt, ps.serviceId, pp.standard FROM providers p ` +
      `LEFT JOIN provider_services ps ON ps.providerId = p.id AND ps.serviceId IN (${placeholders(serviceIds.length)}) ` +
      `LEFT JOIN provider_prices pp ON pp.providerId = ps.providerId AND pp.serviceId = ps.serviceId WHERE p.id IN (${placeholders(providerIds.length)})`,
    [...serviceIds, ...providerIds],
  );
  const out = new Map<number, Offer>();
  for (const [id, updatedAt, serviceId, standard] of rows) {
    const key = Number(id);
    let offer = out.get(key);
    if (!offer) {
      offer = { offeredServiceIds: [], standardCents: new Map(), pricesUpdatedAt: updatedAt };
      out.set(key, offer);
    }
    if (serviceId === null || serviceId === undefined) continue;
    offer.offeredServiceIds.push(Number(serviceId));
    if (standard !== null && standard !== undefined) offer.standardCents.set(Number(serviceId), toCents(standard as number | string));
  }
  return out;
}
