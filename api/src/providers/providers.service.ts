import { PROVIDER_RULES, type AdminProviderDto } from '@homeward/domain';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { CareService } from '../catalog/entities/service.entity.js';
import { LIKE_ESCAPE, filterBoolean, likePattern, parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { locateProvider } from '../locations/location-lookup.js';
import type { CreateProviderDto, UpdateProviderDto } from './dto/create-provider.dto.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { assertValidPriceList, dropPricesNotOffered, readPriceLists, replacePriceList, toPriceDtos } from '../pricing/price-lists.js';
import { invalidateProviderPage } from '../serving/provider-page-cache.js';
import { attributesFromColumns, columnsFromAttributes } from './provider-attributes.js';
import { refreshSearchCards } from './search-card.js';
import { SearchCache } from './search-cache.js';
import { AuditService } from '../audit/audit.service.js';
import { providerAuditChanges, providerUpdateAction } from './provider-audit.js';

export const PROVIDER_LIST: ListSpec<'q' | 'state' | 'isActive' | 'isHighlighted'> = {
  sortable: ['id', 'businessName', 'name', 'email', 'suburb', 'state', 'postcode', 'rating', 'reviewCount', 'isActive', 'isHighlighted', 'displayPriority', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: ['q', 'state', 'isActive', 'isHighlighted'],
};

const sortedServices = (p: Provider) => [...(p.services ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
const sortedAreas = (p: Provider) => [...(p.serviceAreas ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map((a) => a.name);

/** A provider for the console; `prices`: its stored price rows (readPriceLists), kept for offered services. */
export function toAdminProvider(p: Provider, prices: Parameters<typeof toPriceDtos>[0] = []): AdminProviderDto {
  const services = sortedServices(p);
  const serviceInfo = new Map(services.map((s, position) => [s.id, { name: s.name, unit: s.unit, position }]));
  return {
    id: p.id,
    businessName: p.businessName,
    name: p.name,
    email: p.email,
    leadEmail: p.leadEmail ?? null,
    phone: p.phone,
    website: p.website,
    address: p.address,
    suburb: p.suburb,
    state: p.state,
    postcode: p.postcode,
    description: p.description,
    rating: Number(p.rating),
    reviewCount: p.reviewCount,
    isActive: Boolean(p.isActive),
    isHighlighted: Boolean(p.isHighlighted),
    displayPriority: p.displayPriority,
    servicesOffered: sortedServices(p).map((s) => s.id),
    serviceAreas: sortedAreas(p),
    ...attributesFromColumns(p),
    latitude: p.latitude === null || p.latitude === undefined ? null : Number(p.latitude),
    longitude: p.longitude === null || p.longitude === undefined ? null : Number(p.longitude),
    prices: toPriceDtos(prices, serviceInfo, new Set(serviceInfo.keys())),
    pricesUpdatedAt: p.pricesUpdatedAt ? new Date(p.pricesUpdatedAt).toISOString() : null,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/** 'provider.example' -> 'https://provider.example' (the form allows an address without its scheme). */
export function normaliseWebsite(website: string | null | undefined): string | null | undefined {
  if (website === undefined || website === null) return website;
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The service areas as stored: trimmed, blanks dropped, each once, in the order given. */
export function serviceAreaNames(areas: readonly string[]): string[] {
  return [...new Set(areas.map((a) => a.trim()).filter((a) => a !== ''))];
}

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
    const qb = this.providers.createQueryBuilder('p');
    if (query.ids) qb.andWhere('p.id IN (:...ids)', { ids: query.ids });
    const { q, state } = query.filter;
    if (q !== undefined) {
      qb.andWhere(
        new Brackets((w) => {
          for (const column of ['businessName', 'name', 'email', 'suburb', 'postcode']) {
            w.orWhere(`LOWER(p.${column}) LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(String(q)) });
          }
        }),
      );
    }
    if (state !== undefined) qb.andWhere('p.state = :state', { state: String(state).toUpperCase() });
    const isActive = filterBoolean(query.filter.isActive, 'isActive');
    if (isActive !== undefined) qb.andWhere('p.isActive = :isActive', { isActive });
    const isHighlighted = filterBoolean(query.filter.isHighlighted, 'isHighlighted');
    if (isHighlighted !== undefined) qb.andWhere('p.isHighlighted = :isHighlighted', { isHighlighted });
    qb.orderBy(`p.${query.sort.field}`, query.sort.order).addOrderBy('p.id', query.sort.order);
    if (query.take !== undefined) qb.skip(query.skip).take(query.take);
    const [page, total] = await qb.getManyAndCount();
    const full = await this.withRelations(page.map((p) => p.id));
    const prices = await readPriceLists(this.dataSource, full.map((p) => p.id));
    return { items: full.map((p) => toAdminProvider(p, prices.get(p.id))), total, skip: query.skip };
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

  /** create's work, in the caller's transaction when given (the CSV import: 024), else in its own; returns the id. */
  createWith(outer: EntityManager | undefined, dto: CreateProviderDto, auditReason?: string): Promise<number> {
    return this.within(outer, async (em) => {
      const services = await this.servicesFor(em, dto.servicesOffered ?? []);
      if (dto.prices !== undefined) assertValidPriceList(dto.prices, services.map((s) => s.id));
      const point = await locateProvider(em, dto.postcode, dto.suburb);
      const provider = em.create(Provider, {
        businessName: dto.businessName,
        name: dto.name ?? null,
        email: dto.email,
        leadEmail: dto.leadEmail ?? null,
        phone: dto.phone,
        website: normaliseWebsite(dto.website) ?? null,
        address: dto.address,
        suburb: dto.suburb,
        state: dto.state,
        postcode: dto.postcode,
        description: dto.description ?? null,
        rating: dto.rating ?? PROVIDER_RULES.ratingDefault,
        reviewCount: dto.reviewCount ?? PROVIDER_RULES.reviewCountDefault,
        isActive: dto.isActive ?? true,
        isHighlighted: dto.isHighlighted ?? false,
        displayPriority: dto.displayPriority ?? 0,
        latitude: point?.lat ?? null,
        longitude: point?.lng ?? null,
        services,
        ...columnsFromAttributes(dto, today()),
      });
      const saved = await em.save(provider);
      await this.replaceAreas(em, saved.id, dto.serviceAreas ?? []);
      if (dto.prices !== undefined) await replacePriceList(em, saved.id, dto.prices);
      await refreshSearchCards(em, [saved.id]);
      await this.audit.record(em, { action: 'create', entity: 'provider', entityId: saved.id, changes: providerAuditChanges(null, await this.snapshot(em, saved.id)), reason: auditReason });
      return saved.id;
    });
  }

  async update(id: number, dto: UpdateProviderDto): Promise<AdminProviderDto> {
    await this.updateWith(undefined, id, dto);
    await this.searchCache.clear();
    invalidateProviderPage(id);
    return this.get(id);
  }

  /** update's work, in the caller's transaction when given (the CSV import), else in its own. */
  updateWith(outer: EntityManager | undefined, id: number, dto: UpdateProviderDto, auditReason?: string): Promise<void> {
    return this.within(outer, async (em) => {
      const provider = await em.findOne(Provider, { where: { id }, relations: { services: true } });
      if (!provider) throw new NotFoundException(`Provider ${id} not found`);
      const before = await this.snapshot(em, id);
      const {
        servicesOffered, serviceAreas, prices, pricesUpdatedAt: _p, id: _id, createdAt: _c, updatedAt: _u, latitude: _lat, longitude: _lng, website,
        languages, diverseNeeds, registrationCategories, acceptingNewClients, acceptingConfirmedAt, ...fields
      } = dto;
      const changes: Partial<Provider> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      Object.assign(changes, columnsFromAttributes({ languages, diverseNeeds, registrationCategories, acceptingNewClients, acceptingConfirmedAt }, today()));
      if (website !== undefined) changes.website = normaliseWebsite(website) ?? null;
      Object.assign(provider, changes);
      if (changes.postcode !== undefined || changes.suburb !== undefined || provider.latitude === null) {
        const point = await locateProvider(em, provider.postcode, provider.suburb);
        provider.latitude = point?.lat ?? null;
        provider.longitude = point?.lng ?? null;
      }
      if (servicesOffered !== undefined) provider.services = await this.servicesFor(em, servicesOffered);
      const offered = provider.services.map((s) => s.id);
      if (prices !== undefined) assertValidPriceList(prices, offered);
      await em.save(provider);
      if (serviceAreas !== undefined) await this.replaceAreas(em, id, serviceAreas);
      if (prices !== undefined) await replacePriceList(em, id, prices);
      else if (servicesOffered !== undefined) await dropPricesNotOffered(em, id, offered);
      await refreshSearchCards(em, [id]);
      const audited = providerAuditChanges(before, await this.snapshot(em, id));
      if (Object.keys(audited).length > 0) await this.audit.record(em, { action: providerUpdateAction(audited), entity: 'provider', entityId: id, changes: audited, reason: auditReason });
    });
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

  /** The provider as the admin sees it, read inside the transaction (for the audit trail's before/after). */
  private async snapshot(em: EntityManager, id: number): Promise<AdminProviderDto | null> {
    const row = await em.findOne(Provider, { where: { id }, relations: { services: true, serviceAreas: true } });
    return row ? toAdminProvider(row, (await readPriceLists(em, [id])).get(id)) : null;
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

  private async servicesFor(em: EntityManager, ids: number[]): Promise<CareService[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await em.findBy(CareService, { id: In(unique) });
    const missing = unique.filter((id) => !found.some((s) => s.id === id));
    if (missing.length > 0) throw new BadRequestException(`servicesOffered contains unknown service ids: ${missing.join(', ')}`);
    return found;
  }

  private async replaceAreas(em: EntityManager, providerId: number, areas: string[]): Promise<void> {
    await em.delete(ProviderServiceArea, { providerId });
    const names = serviceAreaNames(areas);
    if (names.length > 0) await em.save(ProviderServiceArea, names.map((name, position) => em.create(ProviderServiceArea, { providerId, name, position })));
  }
}
