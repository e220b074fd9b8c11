import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProvidersController } from './admin-providers.controller.js';
import { LocationsModule } from '../locations/locations.module.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { ProviderSearchService } from './provider-search.service.js';
import { ProvidersController } from './providers.controller.js';
import { ProvidersService } from './providers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Provider, ProviderServiceArea]), LocationsModule],
  controllers: [ProvidersController, AdminProvidersController],
  providers: [ProvidersService, ProviderSearchService],
  exports: [ProvidersService],
})
export class ProvidersModule {}
