import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Classification } from './entities/classification.entity.js';
import { CareService } from './entities/service.entity.js';
import type { DataSource } from 'typeorm';

/** The stored catalogue: classifications by level, services in their API order (sortOrder, then id). */
export interface StoredCatalog {
  classifications: Classification[];
  services: CareService[];
}

/** Classifications and services: seeded reference data that no endpoint writes, read whole when the app starts. */
@Injectable()
export class CatalogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findAll(): Promise<StoredCatalog> {
    const [classifications, services] = await Promise.all([
      this.dataSource.getRepository(Classification).find({ order: { level: 'ASC' } }),
      this.dataSource.getRepository(CareService).find({ order: { sortOrder: 'ASC', id: 'ASC' } }),
    ]);
    return { classifications, services };
  }
}
