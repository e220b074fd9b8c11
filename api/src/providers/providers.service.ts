import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { serviceAreaKey, type AdminProviderDto } from '@homeward/domain';
import { CareService } from '../catalog/entities/service.entity.js';
import { asBoolean, fetchListPage, type ListTable } from '../common/list-page-query.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { insertRows } from '../database/batch-insert.js';
import { locateProvider, locateProviders } from '../locations/location-lookup.js';
import { assertValidPriceList, dropPricesNotOffered, readPriceLists, replacePriceList } from '../pricing/price-lists.js';
import { invalidateProviderPage } from '../serving/provider-page-cache.js';
import { AuditService } from '../audit/audit.service.js';
import { SearchCache } from './search-cache.js';
import { refreshSearchCards } from './search-card.js';
import { columnsFromAttributes } from './provider-attributes.js';
import { Provider } from './entities/provider.entity.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { providerAuditChanges, providerUpdateAction } from './provider-audit.js';
import { coordinateColumns } from './provider-coordinates.js';
import { newProviderValues, serviceAreaNames, storedWebsite, toAdminProvider } from './provider-records.js';
import type { CreateProviderDto, UpdateProviderDto } from './dto/create-provider.dto.js';

type ProviderFilter = 'q' | 'state' | 'isActive' | 'isHighlighted';

export const PROVIDER_LIST: ListSpec<ProviderFilter> = {
  sortable: [
    'id',
    'businessName',
    'name',
    'email',
    'suburb',
    'state',
    'postcode',
    'rating',
    'reviewCount',
    'isActive',
    'isHighlighted',
    'displayPriority',
    'createdAt',
    'updatedAt',
  ],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: ['q', 'state', 'isActive', 'isHighlighted'],
};

const PROVIDER_TABLE: ListTable<ProviderFilter> = {
  alias: 'p',
  searchColumns: ['businessName', 'name', 'email', 'suburb', 'postcode'],
  // The console's state filter may come in lower case; the column holds 'NSW'.
  equalityFilters: { state: (value) => String(value).toUpperCase(), isActive: asBoolean, isHighlighted: asBoolean },
};

/** The new row's id from an INSERT's raw result: better-sqlite3 gives lastInsertRowid, mysql2 a header with insertId. */
function insertedId(raw: unknown): number {
  const id = Number(typeof raw === 'object' && raw !== null && 'insertId' in raw ? (raw as { insertId: unknown }).insertId : raw);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`The database did not return the new provider's id (${String(raw)})`);
  return id;
}

/** Providers per read of many (an IN list well under every driver's limit). */
const READ_BATCH = 500;

/** These service ids as the catalogue's services, each once; an id the catalogue lacks is a 400. */
function servicesFrom(catalogue: ReadonlyMap<number, CareService>, ids: readonly number[]): CareService[] {
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => !catalogue.has(id));
  if (missing.length > 0) throw new BadRequestException(`servicesOffered contains unknown service ids: ${missing.join(', ')}`);
  return unique.map((id) => catalogue.get(id)!);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v) => b.includes(v));

const today = () => new Date().toISOString().slice(0, 10);

@Injectable()
export class ProvidersService {
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searchCache: SearchCache,
    private readonly audit: AuditService,
  ) {}

  async list(params: ListQueryParams): Promise<ListPage<AdminProviderDto>> {
    const query = parseListQuery(params, PROVIDER_LIST);
    const { items: page, total, skip } = await fetchListPage(this.providers.createQueryBuilder(PROVIDER_TABLE.alias), query, PROVIDER_TABLE);
    const full = await this.withRelations(page.map((p) => p.id));
    const prices = await readPriceLists(
      this.dataSource,
      full.map((p) => p.id),
    );
    return { items: full.map((p) => toAdminProvider(p, prices.get(p.id))), total, skip };
  }

  async get(id: number): Promise<AdminProviderDto> {
    const provider = await this.load(id);
    return toAdminProvider(provider, (await readPriceLists(this.dataSource, [id])).get(id));
  }

  async create(dto: CreateProviderDto): Promise<AdminProviderDto> {
    const id = await this.createWith(undefined, dto);
    await this.searchCache.clear();
    return this.get(id);
  }

  /** create's work, in the caller's transaction when given, else in its own; returns the id. */
  createWith(outer: EntityManager | undefined, dto: CreateProviderDto, auditReason?: string): Promise<number> {
    return this.within(outer, async (em) => (await this.createManyWith(em, [dto], auditReason))[0]);
  }

  /**
   * New providers in the caller's transaction: the form's defaults, coordinates from postcode and suburb,
   * services, areas, prices, search cards and one 'create' audit entry each. The form adds one; the CSV
   * import (docs/decisions/029) thousands, so the lookups, links, areas, cards, snapshots and audit rows go
   * in a few statements per batch rather than a dozen per provider. Each provider row is its own INSERT, so
   * its id is the driver's own answer, never inferred from a multi-row statement. Returns the ids in order.
   */
  async createManyWith(em: EntityManager, dtos: readonly CreateProviderDto[], auditReason?: string): Promise<number[]> {
    if (dtos.length === 0) return [];
    const catalogue = await this.catalogue(em);
    const offered = dtos.map((d) => servicesFrom(catalogue, d.servicesOffered ?? []).map((s) => s.id));
    dtos.forEach((d, i) => d.prices !== undefined && assertValidPriceList(d.prices, offered[i]));
    const points = await locateProviders(
      em,
      dtos.map((d, i) => ({ id: i, postcode: d.postcode, suburb: d.suburb })),
    );
    const day = today();

    const ids: number[] = [];
    for (const [i, dto] of dtos.entries()) {
      const provider = em.create(Provider, newProviderValues(dto, points.get(i) ?? null, day));
      const result = await em.createQueryBuilder().insert().into(Provider).values(provider).updateEntity(false).execute();
      ids.push(insertedId(result.raw));
    }
    await insertRows(
      em,
      'provider_services',
      ['providerId', 'serviceId'],
      ids.flatMap((id, i) => offered[i].map((serviceId) => [id, serviceId])),
    );
    await insertRows(
      em,
      'provider_service_areas',
      ['providerId', 'name', 'position', 'matchKey'],
      ids.flatMap((id, i) => serviceAreaNames(dtos[i].serviceAreas ?? []).map((name, position) => [id, name, position, serviceAreaKey(name)])),
    );
    for (const [i, dto] of dtos.entries()) if (dto.prices !== undefined) await replacePriceList(em, ids[i], dto.prices);
    await refreshSearchCards(em, ids);
    const after = await this.snapshots(em, ids);
    await this.audit.recordMany(
      em,
      ids.map((id) => ({
        action: 'create',
        entity: 'provider',
        entityId: id,
        changes: providerAuditChanges(null, after.get(id) ?? null),
        reason: auditReason,
      })),
    );
    return ids;
  }

  async update(id: number, dto: UpdateProviderDto): Promise<AdminProviderDto> {
    await this.updateWith(undefined, id, dto);
    await this.searchCache.clear();
    invalidateProviderPage(id);
    return this.get(id);
  }

  /** update's work, in the caller's transaction when given, else in its own. */
  updateWith(outer: EntityManager | undefined, id: number, dto: UpdateProviderDto, auditReason?: string): Promise<void> {
    return this.within(outer, (em) => this.updateManyWith(em, [{ id, dto }], auditReason));
  }

  /**
   * Changes to providers in the caller's transaction, each saved through TypeORM (only the columns that
   * changed, the service links by difference), with its areas, prices, and coordinates when the place
   * changed or was never found; one audit entry per provider that really changed. The form changes one;
   * the CSV import thousands, so the reads before and after, the cards and the audit rows go in batches.
   */
  async updateManyWith(em: EntityManager, updates: ReadonlyArray<{ id: number; dto: UpdateProviderDto }>, auditReason?: string): Promise<void> {
    if (updates.length === 0) return;
    const ids = updates.map((u) => u.id);
    const before = await this.snapshots(em, ids);
    const missing = ids.find((id) => !before.has(id));
    if (missing !== undefined) throw new NotFoundException(`Provider ${missing} not found`);
    const entities = await this.withServices(em, ids);
    const catalogue = await this.catalogue(em);
    const day = today();

    for (const { id, dto } of updates) {
      const provider = entities.get(id)!;
      const {
        servicesOffered,
        serviceAreas,
        prices,
        pricesUpdatedAt: _p,
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        latitude: _lat,
        longitude: _lng,
        website,
        languages,
        diverseNeeds,
        registrationCategories,
        acceptingNewClients,
        acceptingConfirmedAt,
        ...fields
      } = dto;
      const changes: Partial<Provider> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      Object.assign(changes, columnsFromAttributes({ languages, diverseNeeds, registrationCategories, acceptingNewClients, acceptingConfirmedAt }, day));
      if (website !== undefined) changes.website = storedWebsite(website) ?? null;
      Object.assign(provider, changes);
      // A row written raw with latitude but not its unit vector or strip gets them again here (provider-coordinates.ts).
      if (
        changes.postcode !== undefined ||
        changes.suburb !== undefined ||
        provider.latitude === null ||
        provider.unitX === null ||
        provider.longitudeStrip === null
      ) {
        Object.assign(provider, coordinateColumns(await locateProvider(em, provider.postcode, provider.suburb)));
      }
      if (servicesOffered !== undefined) provider.services = servicesFrom(catalogue, servicesOffered);
      const offered = provider.services.map((s) => s.id);
      if (prices !== undefined) assertValidPriceList(prices, offered);
      await em.save(provider);
      if (serviceAreas !== undefined && !sameList(serviceAreaNames(serviceAreas), before.get(id)!.serviceAreas)) await this.replaceAreas(em, id, serviceAreas);
      if (prices !== undefined) await replacePriceList(em, id, prices);
      else if (servicesOffered !== undefined && !sameSet(offered, before.get(id)!.servicesOffered)) await dropPricesNotOffered(em, id, offered);
    }
    await refreshSearchCards(em, ids);
    const after = await this.snapshots(em, ids);
    const events = ids
      .map((id) => ({ id, changes: providerAuditChanges(before.get(id)!, after.get(id) ?? null) }))
      .filter((e) => Object.keys(e.changes).length > 0);
    await this.audit.recordMany(
      em,
      events.map((e) => ({ action: providerUpdateAction(e.changes), entity: 'provider', entityId: e.id, changes: e.changes, reason: auditReason })),
    );
  }

  /** Drops cached directory results after changes made through createWith/updateWith in an outer transaction. */
  async clearSearchCache(): Promise<void> {
    await this.searchCache.clear();
  }

  private within<T>(outer: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return outer ? work(outer) : this.dataSource.transaction(work);
  }

  async remove(id: number): Promise<AdminProviderDto> {
    const provider = await this.get(id);
    await this.dataSource.transaction(async (em) => {
      await em.delete(Provider, { id });
      await this.audit.record(em, { action: 'delete', entity: 'provider', entityId: id, changes: providerAuditChanges(provider, null) });
    });
    await this.searchCache.clear();
    invalidateProviderPage(id);
    return provider;
  }

  /** The providers as the admin sees them, read inside the transaction (the audit trail's before/after): two reads per batch. */
  private async snapshots(em: EntityManager, ids: readonly number[]): Promise<Map<number, AdminProviderDto>> {
    const out = new Map<number, AdminProviderDto>();
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      const batch = ids.slice(start, start + READ_BATCH);
      const rows = await em.find(Provider, { where: { id: In(batch) }, relations: { services: true, serviceAreas: true } });
      const prices = await readPriceLists(em, batch);
      for (const row of rows) out.set(row.id, toAdminProvider(row, prices.get(row.id)));
    }
    return out;
  }

  /** The providers as entities with their services (what a save compares against), by id. */
  private async withServices(em: EntityManager, ids: readonly number[]): Promise<Map<number, Provider>> {
    const out = new Map<number, Provider>();
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      for (const row of await em.find(Provider, { where: { id: In(ids.slice(start, start + READ_BATCH)) }, relations: { services: true } }))
        out.set(row.id, row);
    }
    return out;
  }

  private async catalogue(em: EntityManager): Promise<Map<number, CareService>> {
    return new Map((await em.find(CareService)).map((s) => [s.id, s]));
  }

  private async load(id: number): Promise<Provider> {
    const [provider] = await this.withRelations([id]);
    if (!provider) throw new NotFoundException(`Provider ${id} not found`);
    return provider;
  }

  /** Providers with their services and areas, in the order of ids. */
  private async withRelations(ids: number[]): Promise<Provider[]> {
    if (ids.length === 0) return [];
    const rows = await this.providers.find({ where: { id: In(ids) }, relations: { services: true, serviceAreas: true } });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Provider => p !== undefined);
  }

  private async replaceAreas(em: EntityManager, providerId: number, areas: string[]): Promise<void> {
    await em.delete(ProviderServiceArea, { providerId });
    const names = serviceAreaNames(areas);
    if (names.length > 0)
      await em.save(
        ProviderServiceArea,
        names.map((name, position) => em.create(ProviderServiceArea, { providerId, name, position })),
      );
  }
}
