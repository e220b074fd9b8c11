import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  australianDate,
  frequentRisesUntil,
  monthsLater,
  PRICE_HISTORY,
  PRICE_TIMES,
  priceListChanges,
  withoutCorrections,
  type PriceRowAmounts,
  type ProviderPriceInput,
} from '@homeward/domain';
import { requestActor } from '../../audit/request-actor.js';
import { insertRows, type Queryable } from '../../database/batch-insert.js';
import { Provider } from '../entities/provider.entity.js';
import { placeholders } from '../search/sql.js';
import { PriceChange, type PriceChangerKind } from './price-history/price-change.entity.js';
import { fingerprint, money, type PriceRow } from './price-lists.js';
import type { DataSource, EntityManager } from 'typeorm';

/*
 * The SQL of a provider's prices and their history. The list's writes are plain functions over the caller's
 * manager: the provider's repository runs them inside the transaction that saves the provider.
 */

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

/**
 * Keeps every change of a published price, in the transaction that saves the list: the history
 * commits or rolls back with the prices. Called from replacePriceList, the one writer of provider_prices, so
 * admin form, CSV import and portal saves are all recorded. Who: the actor of the work (requestActor).
 */
async function recordPriceChanges(
  em: EntityManager,
  providerId: number,
  before: readonly PriceRowAmounts[],
  after: readonly PriceRowAmounts[],
  changedAt: Date,
): Promise<number> {
  const changes = priceListChanges(before, after);
  if (changes.length === 0) return 0;
  const serviceIds = [...new Set(changes.map((c) => c.serviceId))];
  const names = new Map(
    (
      (await em.query(`SELECT id, name FROM services WHERE id IN (${placeholders(serviceIds.length)})`, serviceIds)) as Array<{
        id: number | string;
        name: string;
      }>
    ).map((s) => [Number(s.id), s.name]),
  );
  const actor = requestActor();
  const kind: PriceChangerKind = actor === null ? 'system' : (actor.kind ?? 'admin');
  await em.insert(
    PriceChange,
    changes.map((c) => ({
      providerId,
      serviceId: c.serviceId,
      serviceName: names.get(c.serviceId) ?? `Service ${c.serviceId}`,
      timeBand: c.timeBand,
      oldPrice: c.oldPrice,
      newPrice: c.newPrice,
      changedAt,
      changedByKind: kind,
      changedById: actor?.id ?? null,
      changedByEmail: actor?.email ?? null,
    })),
  );
  await refreshFrequentRises(em, providerId, changedAt);
  return changes.length;
}

/** The rises of the last 12 months, less typos put right within a day, decide providers.frequentPriceRisesUntil (the directory card carries it). */
async function refreshFrequentRises(em: EntityManager, providerId: number, now: Date): Promise<void> {
  const since = new Date(`${monthsLater(australianDate(now), -PRICE_HISTORY.riseWindowMonths - 1)}T00:00:00Z`);
  const rises = await em
    .createQueryBuilder(PriceChange, 'c')
    .select(['c.id', 'c.serviceId', 'c.timeBand', 'c.oldPrice', 'c.newPrice', 'c.changedAt'])
    .where('c.providerId = :providerId AND c.changedAt >= :since', { providerId, since })
    .getMany();
  await em.query('UPDATE providers SET frequentPriceRisesUntil = ? WHERE id = ?', [frequentRisesUntil(withoutCorrections(rises)), providerId]);
}

/** The reads of prices and price history outside a provider's save (pages, the history endpoint). */
@Injectable()
export class PriceListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An active provider's frequentPriceRisesUntil; undefined when it is unknown or inactive. */
  async findFrequentRisesUntil(providerId: number): Promise<string | null | undefined> {
    const rows = (await this.dataSource.query('SELECT frequentPriceRisesUntil FROM providers WHERE id = ? AND isActive = 1', [providerId])) as Array<{
      frequentPriceRisesUntil: string | null;
    }>;
    return rows.length === 0 ? undefined : rows[0].frequentPriceRisesUntil;
  }

  /** A provider's price changes since then, newest first. */
  findChangesSince(providerId: number, since: Date): Promise<PriceChange[]> {
    return this.dataSource
      .getRepository(PriceChange)
      .createQueryBuilder('c')
      .where('c.providerId = :providerId AND c.changedAt >= :since', { providerId, since })
      .orderBy('c.changedAt', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }
}
