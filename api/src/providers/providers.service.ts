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
import { refreshSearchCards } from './search-card.js';
import { SearchCache } from './search-cache.js';

export const PROVIDER_LIST: ListSpec<'q' | 'state' | 'isActive' | 'isHighlighted'> = {
  sortable: ['id', 'businessName', 'name', 'email', 'suburb', 'state', 'postcode', 'rating', 'reviewCount', 'isActive', 'isHighlighted', 'displayPriority', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: ['q', 'state', 'isActive', 'isHighlighted'],
};

const sortedServices = (p: Provider) => [...(p.services ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
const sortedAreas = (p: Provider) => [...(p.serviceAreas ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map((a) => a.name);

export function toAdminProvider(p: Provider): AdminProviderDto {
  return {
    id: p.id,
    businessName: p.businessName,
    name: p.name,
    email: p.email,
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
    latitude: p.latitude === null || p.latitude === undefined ? null : Number(p.latitude),
    longitude: p.longitude === null || p.longitude === undefined ? null : Number(p.longitude),
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/** 'provider.example' -> 'https://provider.example' (the form allows an address without its scheme). */
export function normaliseWebsite(website: string | null | undefined): string | null | undefined {
  if (website === undefined || website === null) return website;
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

@Injectable()
export class ProvidersService {
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searchCache: SearchCache,
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
    return { items: full.map(toAdminProvider), total, skip: query.skip };
  }

  async get(id: number): Promise<AdminProviderDto> {
    return toAdminProvider(await this.load(id));
  }

  async create(dto: CreateProviderDto): Promise<AdminProviderDto> {
    const id = await this.dataSource.transaction(async (em) => {
      const services = await this.servicesFor(em, dto.servicesOffered ?? []);
      const point = await locateProvider(em, dto.postcode, dto.suburb);
      const provider = em.create(Provider, {
        businessName: dto.businessName,
        name: dto.name ?? null,
        email: dto.email,
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
      });
      const saved = await em.save(provider);
      await this.replaceAreas(em, saved.id, dto.serviceAreas ?? []);
      await refreshSearchCards(em, [saved.id]);
      return saved.id;
    });
    this.searchCache.clear();
    return this.get(id);
  }

  async update(id: number, dto: UpdateProviderDto): Promise<AdminProviderDto> {
    await this.dataSource.transaction(async (em) => {
      const provider = await em.findOne(Provider, { where: { id }, relations: { services: true } });
      if (!provider) throw new NotFoundException(`Provider ${id} not found`);
      const { servicesOffered, serviceAreas, id: _id, createdAt: _c, updatedAt: _u, latitude: _lat, longitude: _lng, website, ...fields } = dto;
      const changes: Partial<Provider> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      if (website !== undefined) changes.website = normaliseWebsite(website) ?? null;
      Object.assign(provider, changes);
      if (changes.postcode !== undefined || changes.suburb !== undefined || provider.latitude === null) {
        const point = await locateProvider(em, provider.postcode, provider.suburb);
        provider.latitude = point?.lat ?? null;
        provider.longitude = point?.lng ?? null;
      }
      if (servicesOffered !== undefined) provider.services = await this.servicesFor(em, servicesOffered);
      await em.save(provider);
      if (serviceAreas !== undefined) await this.replaceAreas(em, id, serviceAreas);
      await refreshSearchCards(em, [id]);
    });
    this.searchCache.clear();
    return this.get(id);
  }

  async remove(id: number): Promise<AdminProviderDto> {
    const provider = await this.get(id);
    await this.providers.delete({ id });
    this.searchCache.clear();
    return provider;
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
    const names = [...new Set(areas.map((a) => a.trim()).filter((a) => a !== ''))];
    if (names.length > 0) await em.save(ProviderServiceArea, names.map((name, position) => em.create(ProviderServiceArea, { providerId, name, position })));
  }
}
