import { serviceMask } from '@homeward/domain';
import { placeholders } from './search/sql.js';
import { SOURCE_COLUMNS, storedCard, type CatalogueOrder, type SearchCardSource } from './stored-card.js';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/batch-insert.js';

/*
 * The SQL of the provider's stored search card (stored-card.ts builds it). Plain functions over the caller's
 * manager, because every write of a provider's listing (its own repository, the notices', the official list's)
 * refreshes the card inside its own transaction.
 */

const BATCH = 500;

async function catalogueOrder(db: Queryable): Promise<CatalogueOrder> {
  const rows = (await db.query('SELECT id, name FROM services ORDER BY sortOrder, id')) as Array<{ id: number | string; name: string }>;
  return new Map(rows.map((r, position) => [Number(r.id), { name: r.name, position }]));
}

/**
 * Writes the stored cards and service masks of these providers from their rows, services and areas: three
 * reads and one UPDATE per 500. Call it inside the transaction that changed them, after the services and areas are saved.
 */
export async function refreshSearchCards(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const catalogue = await catalogueOrder(db);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = (await db.query(`SELECT ${SOURCE_COLUMNS} FROM providers p WHERE p.id IN (${placeholders(batch.length)})`, [...batch])) as Array<
      Omit<SearchCardSource, 'serviceIds' | 'serviceAreas'>
    >;
    if (rows.length === 0) continue;
    const links = (await db.query(`SELECT providerId, serviceId FROM provider_services WHERE providerId IN (${placeholders(batch.length)})`, [
      ...batch,
    ])) as Array<{
      providerId: number | string;
      serviceId: number | string;
    }>;
    const areas = (await db.query(
      `SELECT providerId, name FROM provider_service_areas WHERE providerId IN (${placeholders(batch.length)}) ORDER BY position, id`,
      [...batch],
    )) as Array<{
      providerId: number | string;
      name: string;
    }>;
    const servicesOf = new Map<number, Array<number | string>>();
    for (const l of links) servicesOf.set(Number(l.providerId), [...(servicesOf.get(Number(l.providerId)) ?? []), l.serviceId]);
    const areasOf = new Map<number, string[]>();
    for (const a of areas) areasOf.set(Number(a.providerId), [...(areasOf.get(Number(a.providerId)) ?? []), a.name]);
    const cards: unknown[] = [];
    const masks: unknown[] = [];
    for (const row of rows) {
      const id = Number(row.id);
      const serviceIds = servicesOf.get(id) ?? [];
      cards.push(id, JSON.stringify(storedCard({ ...row, serviceIds, serviceAreas: areasOf.get(id) ?? [] }, catalogue)));
      masks.push(id, serviceMask(serviceIds));
    }
    // The service mask (what the search filters on) is written with the card, from the same read of the join table.
    const cases = rows.map(() => 'WHEN ? THEN ?').join(' ');
    await db.query(`UPDATE providers SET searchCard = CASE id ${cases} END, serviceMask = CASE id ${cases} END WHERE id IN (${placeholders(rows.length)})`, [
      ...cards,
      ...masks,
      ...rows.map((r) => Number(r.id)),
    ]);
  }
}

/**
 * Cards and service masks for every provider missing either (a database from before the columns, a seed, the
 * generator, a raw SQL write): at start, like the coordinates. The search filters on the mask alone.
 */
export async function backfillSearchCards(dataSource: DataSource): Promise<number> {
  const missing = (await dataSource.query('SELECT id FROM providers WHERE searchCard IS NULL OR serviceMask IS NULL')) as Array<{ id: number | string }>;
  if (missing.length === 0) return 0;
  await dataSource.transaction((em) =>
    refreshSearchCards(
      em,
      missing.map((r) => Number(r.id)),
    ),
  );
  return missing.length;
}
