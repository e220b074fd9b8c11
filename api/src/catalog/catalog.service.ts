import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_SERVICE_UNIT, isServiceUnit, type ClassificationDto, type ServiceDto } from '@homeward/domain';
import { prepareJson, type PreparedJson } from '../common/prepared-json.js';
import { Classification } from './entities/classification.entity.js';
import { CareService } from './entities/service.entity.js';
import type { Repository } from 'typeorm';

export function toClassificationDto(c: Classification): ClassificationDto {
  return { id: c.id, level: c.level, name: c.name, description: c.description, icon: c.icon, color: c.color, quarterlyBudget: c.quarterlyBudget };
}

export function toServiceDto(s: CareService): ServiceDto {
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    description: s.description,
    hourlyRate: s.hourlyRate,
    icon: s.icon,
    isContributable: Boolean(s.isContributable),
    unit: isServiceUnit(s.unit) ? s.unit : DEFAULT_SERVICE_UNIT,
  };
}

/** The catalogue as loaded at start: the lists in their API order, lookups by id, and the two responses ready to send. */
export interface Catalog {
  readonly classifications: readonly ClassificationDto[];
  /** By sortOrder, then id: the order of GET /api/services and of a provider's services. */
  readonly services: readonly ServiceDto[];
  readonly classificationById: ReadonlyMap<number, ClassificationDto>;
  /** Each service with its place in `services`. */
  readonly serviceById: ReadonlyMap<number, { service: ServiceDto; position: number }>;
  readonly classificationsJson: PreparedJson;
  readonly servicesJson: PreparedJson;
}

export function buildCatalog(classifications: readonly ClassificationDto[], services: readonly ServiceDto[]): Catalog {
  return {
    classifications,
    services,
    classificationById: new Map(classifications.map((c) => [c.id, c])),
    serviceById: new Map(services.map((service, position) => [service.id, { service, position }])),
    classificationsJson: prepareJson(classifications),
    servicesJson: prepareJson(services),
  };
}

/**
 * Classifications and services: seeded reference data that only a migration or a new seed changes, and
 * both run at start, before this loads. No endpoint writes them. So they are read once when the app
 * starts and then served, priced and searched from memory (docs/decisions/021): the reads, the
 * calculator and the directory's service names cost no query.
 */
@Injectable()
export class CatalogService implements OnModuleInit {
  private loaded: Catalog | null = null;

  constructor(
    @InjectRepository(Classification) private readonly classifications: Repository<Classification>,
    @InjectRepository(CareService) private readonly services: Repository<CareService>,
  ) {}

  async onModuleInit(): Promise<void> {
    const [classifications, services] = await Promise.all([
      this.classifications.find({ order: { level: 'ASC' } }),
      this.services.find({ order: { sortOrder: 'ASC', id: 'ASC' } }),
    ]);
    this.loaded = buildCatalog(classifications.map(toClassificationDto), services.map(toServiceDto));
  }

  get catalog(): Catalog {
    if (!this.loaded) throw new Error('The catalogue is read when the app starts (CatalogService.onModuleInit)');
    return this.loaded;
  }

  findClassification(id: number): ClassificationDto | undefined {
    return this.catalog.classificationById.get(id);
  }

  /** The services with these ids (unknown ids are simply absent from the result). */
  findServices(ids: readonly number[]): ServiceDto[] {
    const found: ServiceDto[] = [];
    for (const id of new Set(ids)) {
      const hit = this.catalog.serviceById.get(id);
      if (hit) found.push(hit.service);
    }
    return found;
  }
}
