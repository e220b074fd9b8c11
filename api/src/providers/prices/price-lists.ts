import {
  centsToDecimalString,
  PRICE_TIMES,
  priceListErrorMessages,
  type PriceTime,
  priceListErrors,
  toCents,
  type ProviderPriceDto,
  type ProviderPriceInput,
  type ServiceUnit,
} from '@homeward/domain';
import { insertRows } from '../../database/batch-insert.js';
import { Provider } from '../entities/provider.entity.js';
import { placeholders } from '../search/sql.js';
import { apiError } from '../../common/api-error.js';
import { recordPriceChanges } from './price-history/price-history-recorder.js';
import type { EntityManager } from 'typeorm';
import type { Queryable } from '../../database/batch-insert.js';

/** A stored price row as the drivers send it (decimals may be strings or numbers). */
interface PriceRow {
  providerId: number | string;
  serviceId: number | string;
  standard: number | string;
  evening: number | string | null;
  saturday: number | string | null;
  sunday: number | string | null;
  publicHoliday: number | string | null;
}

/** What a price row needs of its service: name, unit and place in the catalogue. */
export type ServiceInfo = ReadonlyMap<number, { name: string; unit: ServiceUnit; position: number }>;

const money = (value: number | string | null | undefined): string | null =>
  value === null || value === undefined ? null : centsToDecimalString(toCents(value));

/** The price lists of these providers (all their rows), by provider id. */
export async function readPriceLists(db: Queryable, providerIds: readonly number[]): Promise<Map<number, PriceRow[]>> {
  const out = new Map<number, PriceRow[]>();
  if (providerIds.length === 0) return out;
  const rows = (await db.query(
    `SELECT providerId, serviceId, standard, evening, saturday, sunday, publicHoliday FROM provider_prices WHERE providerId IN (${placeholders(providerIds.length)})`,
    [...providerIds],
  )) as PriceRow[];
  for (const row of rows) {
    const id = Number(row.providerId);
    out.set(id, [...(out.get(id) ?? []), row]);
  }
  return out;
}

/**
 * A price list as the API sends it: rows of services the provider offers and the catalogue knows, in
 * catalogue order, amounts as decimal strings with 2 places.
 */
export function toPriceDtos(rows: readonly PriceRow[], services: ServiceInfo, offered: ReadonlySet<number>): ProviderPriceDto[] {
  return rows
    .filter((r) => services.has(Number(r.serviceId)) && offered.has(Number(r.serviceId)))
    .sort((a, b) => services.get(Number(a.serviceId))!.position - services.get(Number(b.serviceId))!.position)
    .map((r) => {
      const service = services.get(Number(r.serviceId))!;
      return {
        serviceId: Number(r.serviceId),
        serviceName: service.name,
        unit: service.unit,
        standard: money(r.standard)!,
        evening: money(r.evening),
        saturday: money(r.saturday),
        sunday: money(r.sunday),
        publicHoliday: money(r.publicHoliday),
      };
    });
}

/** 400 with a message per bad field (libs/domain priceListErrors) unless the list is valid for these offered services. */
export function assertValidPriceList(entries: readonly ProviderPriceInput[], offeredServiceIds: readonly number[]): void {
  const errors = priceListErrors(entries, offeredServiceIds);
  if (Object.keys(errors).length > 0) {
    const messages = priceListErrorMessages(errors);
    throw apiError(400, 'VALIDATION_FAILED', messages, Object.fromEntries(Object.keys(errors).map((field, i) => [field, messages[i]])));
  }
}

/** A price list in a form that compares equal when the amounts are equal (order and 98.5 vs '98.50' do not matter). */
function fingerprint(rows: ReadonlyArray<{ serviceId: number | string } & Partial<Record<PriceTime, unknown>>>): string {
  return rows
    .map((r) => [Number(r.serviceId), ...PRICE_TIMES.map((time) => money((r[time] === '' ? null : r[time]) as number | string | null | undefined))].join('|'))
    .sort()
    .join(';');
}

/**
 * Replaces a provider's price list and stamps pricesUpdatedAt, unless the list sent is the one stored (a form
 * saved for another field sends the list back unchanged: the public "last updated" date must not move). Run
 * inside the transaction that saves the provider, after assertValidPriceList: nothing is half-saved.
 */
export async function replacePriceList(em: EntityManager, providerId: number, entries: readonly ProviderPriceInput[], now = new Date()): Promise<void> {
  const stored = (await readPriceLists(em, [providerId])).get(providerId) ?? [];
  if (fingerprint(stored) === fingerprint(entries)) return;
  await em.query('DELETE FROM provider_prices WHERE providerId = ?', [providerId]);
  await insertRows(
    em,
    'provider_prices',
    ['providerId', 'serviceId', ...PRICE_TIMES],
    entries.map((e) => [providerId, e.serviceId, ...PRICE_TIMES.map((time) => money(e[time] === '' ? null : e[time]))]),
  );
  // A provider's first list is its publication, not a change: the history starts from it.
  if (stored.length > 0) await recordPriceChanges(em, providerId, stored, entries, now);
  await em.update(Provider, { id: providerId }, { pricesUpdatedAt: now });
}

/** Drops the prices of services the provider no longer offers (servicesOffered changed without a new price list); the withdrawals go in the history. */
export async function dropPricesNotOffered(em: EntityManager, providerId: number, offeredServiceIds: readonly number[], now = new Date()): Promise<void> {
  const stored = (await readPriceLists(em, [providerId])).get(providerId) ?? [];
  const kept = stored.filter((row) => offeredServiceIds.includes(Number(row.serviceId)));
  if (kept.length === stored.length) return;
  if (offeredServiceIds.length === 0) await em.query('DELETE FROM provider_prices WHERE providerId = ?', [providerId]);
  else
    await em.query(`DELETE FROM provider_prices WHERE providerId = ? AND serviceId NOT IN (${placeholders(offeredServiceIds.length)})`, [
      providerId,
      ...offeredServiceIds,
    ]);
  await recordPriceChanges(em, providerId, stored, kept, now);
}
