import { frequentRisesUntil, monthsLater, australianDate, priceListChanges, PRICE_HISTORY, withoutCorrections, type PriceRowAmounts } from '@homeward/domain';
import { requestActor } from '../../../audit/request-actor.js';
import { placeholders } from '../../search/sql.js';
import { PriceChange, type PriceChangerKind } from './price-change.entity.js';
import type { EntityManager } from 'typeorm';

/**
 * Keeps every change of a published price (issue 25), in the transaction that saves the list: the history
 * commits or rolls back with the prices. Called from replacePriceList, the one writer of provider_prices, so
 * admin form, CSV import and portal saves are all recorded. Who: the actor of the work (requestActor).
 */
export async function recordPriceChanges(
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
