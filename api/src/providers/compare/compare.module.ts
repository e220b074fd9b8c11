import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/catalog.module.js';
import { LocationsModule } from '../../locations/locations.module.js';
import { CompareController } from './compare.controller.js';
import { CompareRepository } from './compare.repository.js';
import { CompareService } from './compare.service.js';

/** Comparing providers side by side. */
@Module({
  imports: [CatalogModule, LocationsModule],
  controllers: [CompareController],
  providers: [CompareRepository, CompareService],
})
export class CompareModule {}
