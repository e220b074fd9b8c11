import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { PlanQuoteService } from './plan-quote.service.js';
import { PricingController } from './pricing.controller.js';

/** The indicative ranges and the plan quote; price lists are written with the provider (ProvidersModule). */
@Module({
  imports: [CatalogModule, ProvidersModule],
  controllers: [PricingController],
  providers: [PlanQuoteService],
})
export class PricingModule {}
