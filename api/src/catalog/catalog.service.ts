import type { ClassificationDto, ServiceDto } from '@homeward/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { Classification } from './entities/classification.entity.js';
import { CareService } from './entities/service.entity.js';

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
  };
}

@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(Classification) private readonly classifications: Repository<Classification>,
    @InjectRepository(CareService) private readonly services: Repository<CareService>,
  ) {}

  async listClassifications(): Promise<ClassificationDto[]> {
    const rows = await this.classifications.find({ order: { level: 'ASC' } });
    return rows.map(toClassificationDto);
  }

  async listServices(): Promise<ServiceDto[]> {
    const rows = await this.services.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map(toServiceDto);
  }

  findClassification(id: number): Promise<Classification | null> {
    return this.classifications.findOneBy({ id });
  }

  /** The services with these ids (unknown ids are simply absent from the result). */
  findServices(ids: readonly number[]): Promise<CareService[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.services.findBy({ id: In([...new Set(ids)]) });
  }
}
