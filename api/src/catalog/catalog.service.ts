import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DEFAULT_SERVICE_UNIT,
  contributionRulesOn,
  isContributableCategory,
  isServiceUnit,
  serviceCategoryOn,
  type ClassificationDto,
  type IsoDate,
  type ServiceDto,
} from '@homeward/domain';
import { prepareJson, type PreparedJson } from '../common/prepared-json.js';
import { OfficialCalendar } from '../official-facts/official-calendar.js';
import { CatalogRepository, type StoredCatalog } from './catalog.repository.js';
import type { Classification } from './entities/classification.entity.js';
import type { CareService } from './entities/service.entity.js';

export function toClassificationDto(c: Classification): ClassificationDto {
  return { id: c.id, level: c.level, name: c.name, description: c.description, icon: c.icon, color: c.color, quarterlyBudget: c.quarterlyBudget };
}

/**
 * A stored service as the API shows it on a date: a service the program moved to another category (personal
 * care, a clinical support from 1 October 2026) carries its category on that date and whether the spec's
 * estimate counts it; every other service is as stored.
 */
export function toServiceDto(s: CareService, on: IsoDate): ServiceDto {
  const category = serviceCategoryOn(s.name, s.category, on);
  return {
    id: s.id,
    name: s.name,
    category,
    description: s.description,
    hourlyRate: s.hourlyRate,
    icon: s.icon,
    isContributable: category === s.category ? Boolean(s.isContributable) : isContributableCategory(category),
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
 * starts and then served, priced and searched from memory: the reads, the
 * calculator and the directory's service names cost no query. A service's category follows the official
 * rules in force: the catalogue is built again, once, when a new set of rules starts.
 */
@Injectable()
export class CatalogService implements OnModuleInit {
  private loaded: { catalog: Catalog; rulesFrom: IsoDate; stored: StoredCatalog } | null = null;
  /** When the date is next compared with the rules in force (once a minute: the check costs a date format). */
  private nextRulesCheckAt = 0;

  constructor(
    private readonly stored: CatalogRepository,
    private readonly calendar: OfficialCalendar,
  ) {}

  async onModuleInit(): Promise<void> {
    this.loaded = this.build(await this.stored.findAll(), this.calendar.today());
  }

  get catalog(): Catalog {
    if (!this.loaded) throw new Error('The catalogue is read when the app starts (CatalogService.onModuleInit)');
    const now = Date.now();
    if (now >= this.nextRulesCheckAt) {
      this.nextRulesCheckAt = now + 60_000;
      const today = this.calendar.today();
      if (contributionRulesOn(today).effectiveFrom !== this.loaded.rulesFrom) this.loaded = this.build(this.loaded.stored, today);
    }
    return this.loaded.catalog;
  }

  private build(stored: StoredCatalog, on: IsoDate) {
    const catalog = buildCatalog(
      stored.classifications.map(toClassificationDto),
      stored.services.map((s) => toServiceDto(s, on)),
    );
    return { catalog, rulesFrom: contributionRulesOn(on).effectiveFrom, stored };
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
