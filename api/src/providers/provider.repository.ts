import { Injectable } from '@nestjs/common';
import { In, type DeepPartial, type EntityManager } from 'typeorm';
import type { AdminProviderDto, GeoPoint, ProviderOfficeDto, ProviderPriceInput } from '@homeward/domain';
import { TransactionalRepository } from '../common/transactional-repository.js';
import { CareService } from '../catalog/entities/service.entity.js';
import { fetchListPage, type ListTable } from '../common/list-page-query.js';
import { insertRows } from '../database/batch-insert.js';
import { locateProvider, locateProviders } from '../locations/location-lookup.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { readOffices, syncOwnOffices, type OwnOfficePlace } from './offices/provider-office.repository.js';
import { dropPricesNotOffered, readPriceLists, replacePriceList } from './prices/price-list.repository.js';
import { READ_BATCH } from './provider-audit.js';
import { toAdminProvider } from './provider-records.js';
import { refreshSearchCards } from './search-card.repository.js';
import type { PriceRow } from './prices/price-lists.js';
import type { ListPage, ListQuery } from '../common/list-query.js';

/** The new row's id from an INSERT's raw result: better-sqlite3 gives lastInsertRowid, mysql2 a header with insertId. */
export function insertedId(raw: unknown): number {
  const id = Number(typeof raw === 'object' && raw !== null && 'insertId' in raw ? (raw as { insertId: unknown }).insertId : raw);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`The database did not return the new provider's id (${String(raw)})`);
  return id;
}

/** The transaction a provider's save runs in (ProviderRepository.transaction); its steps take it as their last argument. */
export type ProviderTransaction = EntityManager;

/** An active provider's stored card and the date its prices were saved, as a page reads them. */
export interface ActiveCardRow {
  searchCard: unknown;
  pricesUpdatedAt: unknown;
}

/** The console dashboard's counts of providers. */
export interface DirectoryCounts {
  total: number;
  active: number;
  highlighted: number;
}

/** A provider page's row as the sitemap reads it: MariaDB may send counts as text. */
export interface PageRow {
  id: number | string;
  listingSource: string;
  claimedAt: unknown;
  officesOnList: number | string;
}

/** A service as the price checks read it. */
export interface ServiceRow {
  id: number | string;
  name: string;
  unit: string | null;
}

/**
 * The one place that reads and writes a provider: its row, services, areas, coordinates, offices, prices and
 * stored card. Write methods take the caller's manager (ProviderWriter runs a save's steps in one transaction).
 */
@Injectable()
export class ProviderRepository extends TransactionalRepository {
  // Reads for the console

  findPage<F extends string>(query: ListQuery<F>, table: ListTable<F>): Promise<ListPage<Provider>> {
    return fetchListPage(this.dataSource.getRepository(Provider).createQueryBuilder(table.alias), query, table);
  }

  /** Providers with their services and areas, in the order of ids. */
  async findWithRelations(ids: readonly number[]): Promise<Provider[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.getRepository(Provider).find({ where: { id: In([...ids]) }, relations: { services: true, serviceAreas: true } });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Provider => p !== undefined);
  }

  /** Providers with their services and areas in id order, one read per batch (the CSV export). */
  async findWithRelationsInBatch(ids: readonly number[]): Promise<Provider[]> {
    return this.dataSource
      .getRepository(Provider)
      .find({ where: { id: In([...ids]) }, relations: { services: true, serviceAreas: true }, order: { id: 'ASC' } });
  }

  async allIds(): Promise<number[]> {
    return (await this.dataSource.getRepository(Provider).find({ select: { id: true }, order: { id: 'ASC' } })).map((p) => p.id);
  }

  /** Every provider's id, name and postcode: what a CSV row is matched on. */
  findAllKeys(): Promise<Array<Pick<Provider, 'id' | 'businessName' | 'postcode'>>> {
    return this.dataSource.getRepository(Provider).find({ select: { id: true, businessName: true, postcode: true } });
  }

  serviceNames(): Promise<Array<Pick<CareService, 'id' | 'name'>>> {
    return this.dataSource.getRepository(CareService).find({ select: { id: true, name: true } });
  }

  /** The catalogue's services with their units, as the price checks read them. */
  async servicesWithUnits(): Promise<ServiceRow[]> {
    return (await this.dataSource.query('SELECT id, name, unit FROM services')) as ServiceRow[];
  }

  /** The price lists of these providers (all their rows), by provider id. */
  priceLists(providerIds: readonly number[]): Promise<Map<number, PriceRow[]>> {
    return readPriceLists(this.dataSource, providerIds);
  }

  /** A provider's offices: nearest first from `centre` when given. */
  offices(providerId: number, centre?: GeoPoint | null): Promise<ProviderOfficeDto[]> {
    return readOffices(this.dataSource, providerId, centre);
  }

  // Reads for the public site

  async findActiveCard(id: number): Promise<ActiveCardRow | null> {
    const rows = (await this.dataSource.query('SELECT searchCard, pricesUpdatedAt FROM providers WHERE id = ? AND isActive = 1', [id])) as ActiveCardRow[];
    return rows[0] ?? null;
  }

  /** The console dashboard's counts: every provider, the active ones and the highlighted ones. */
  async countDirectory(): Promise<DirectoryCounts> {
    const providers = this.dataSource.getRepository(Provider);
    const [total, active, highlighted] = await Promise.all([
      providers.count(),
      providers.countBy({ isActive: true }),
      providers.countBy({ isHighlighted: true }),
    ]);
    return { total, active, highlighted };
  }

  /** Active listings: the providers a family can find in the directory. */
  async countActive(): Promise<number> {
    const rows = (await this.dataSource.query('SELECT COUNT(*) AS n FROM providers WHERE isActive = 1')) as Array<{ n: number | string }>;
    return Number(rows[0]?.n ?? 0);
  }

  /** Every active listing with what decides whether search engines may index its page, in id order. */
  async findActivePages(): Promise<PageRow[]> {
    return (await this.dataSource.query(
      `SELECT p.id, p.listingSource, p.claimedAt,
         (SELECT COUNT(*) FROM provider_offices o WHERE o.providerId = p.id AND o.goneFromListAt IS NULL) AS officesOnList
       FROM providers p WHERE p.isActive = 1 ORDER BY p.id`,
    )) as PageRow[];
  }

  /** Builds these providers' stored cards (a raw insert since the last start has none). */
  async refreshCards(ids: readonly number[]): Promise<void> {
    await this.dataSource.transaction((em) => refreshSearchCards(em, ids));
  }

  // The steps of a save, in the caller's transaction

  async catalogue(em: EntityManager = this.dataSource.manager): Promise<Map<number, CareService>> {
    return new Map((await em.find(CareService)).map((s) => [s.id, s]));
  }

  /** The providers as entities with their services (what a save compares against), by id. */
  async withServices(ids: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, Provider>> {
    const out = new Map<number, Provider>();
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      for (const row of await em.find(Provider, { where: { id: In(ids.slice(start, start + READ_BATCH)) }, relations: { services: true } }))
        out.set(row.id, row);
    }
    return out;
  }

  /**
   * The providers as the admin sees them, read inside the write's transaction: the audit trail's before and
   * after of a write (two reads per batch). Absent ids are not in the map.
   */
  async auditViews(ids: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, AdminProviderDto>> {
    const out = new Map<number, AdminProviderDto>();
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      const batch = ids.slice(start, start + READ_BATCH);
      const rows = await em.find(Provider, { where: { id: In(batch) }, relations: { services: true, serviceAreas: true } });
      const prices = await readPriceLists(em, batch);
      for (const row of rows) out.set(row.id, toAdminProvider(row, prices.get(row.id)));
    }
    return out;
  }

  locateAll(
    places: ReadonlyArray<{ id: number; postcode: string; suburb: string }>,
    em: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, GeoPoint>> {
    return locateProviders(em, places);
  }

  locate(postcode: string, suburb: string, em: EntityManager = this.dataSource.manager): Promise<GeoPoint | null> {
    return locateProvider(em, postcode, suburb);
  }

  /** Its own INSERT, so the id is the driver's own answer, never inferred from a multi-row statement. */
  async insert(values: DeepPartial<Provider>, em: EntityManager = this.dataSource.manager): Promise<number> {
    const provider = em.create(Provider, values);
    const result = await em.createQueryBuilder().insert().into(Provider).values(provider).updateEntity(false).execute();
    return insertedId(result.raw);
  }

  async insertServiceLinks(links: ReadonlyArray<readonly [providerId: number, serviceId: number]>, em: EntityManager = this.dataSource.manager): Promise<void> {
    await insertRows(
      em,
      'provider_services',
      ['providerId', 'serviceId'],
      links.map((l) => [...l]),
    );
  }

  async insertAreas(
    areas: ReadonlyArray<readonly [providerId: number, name: string, position: number, matchKey: string]>,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await insertRows(
      em,
      'provider_service_areas',
      ['providerId', 'name', 'position', 'matchKey'],
      areas.map((a) => [...a]),
    );
  }

  /** `names`: already cleaned (serviceAreaNames), in their order. */
  async replaceAreas(providerId: number, names: readonly string[], em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.delete(ProviderServiceArea, { providerId });
    if (names.length > 0)
      await em.save(
        ProviderServiceArea,
        names.map((name, position) => em.create(ProviderServiceArea, { providerId, name, position })),
      );
  }

  /** Saves only the columns that changed, the service links by difference. */
  async save(provider: Provider, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.save(provider);
  }

  async delete(id: number, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.delete(Provider, { id });
  }

  replacePriceList(providerId: number, entries: readonly ProviderPriceInput[], em: EntityManager = this.dataSource.manager): Promise<void> {
    return replacePriceList(em, providerId, entries);
  }

  dropPricesNotOffered(providerId: number, offeredServiceIds: readonly number[], em: EntityManager = this.dataSource.manager): Promise<void> {
    return dropPricesNotOffered(em, providerId, offeredServiceIds);
  }

  syncOwnOffices(places: readonly OwnOfficePlace[], em: EntityManager = this.dataSource.manager): Promise<void> {
    return syncOwnOffices(em, places);
  }

  refreshSearchCards(ids: readonly number[], em: EntityManager = this.dataSource.manager): Promise<void> {
    return refreshSearchCards(em, ids);
  }
}
