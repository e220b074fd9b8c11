import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { Classification } from './entities/classification.entity.js';
import { CareService } from './entities/service.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Classification, CareService])],
  controllers: [CatalogController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
