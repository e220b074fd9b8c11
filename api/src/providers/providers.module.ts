import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedReader, preparedReader } from '../database/prepared-reader.js';
import { LocationsModule } from '../locations/locations.module.js';
import { AdminProvidersController } from './admin-providers.controller.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { ProviderSearchService } from './provider-search.service.js';
import { ProvidersController } from './providers.controller.js';
import { ProvidersService } from './providers.service.js';
import { SearchCache } from './search-cache.js';

@Module({
  imports: [TypeOrmModule.forFeature([Provider, ProviderServiceArea]), LocationsModule, CatalogModule],
  controllers: [ProvidersController, AdminProvidersController],
  providers: [
    ProvidersService,
    ProviderSearchService,
    { provide: SearchCache, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SearchCache(config.searchCacheSeconds) },
    { provide: PreparedReader, inject: [DataSource], useFactory: (dataSource: DataSource) => preparedReader(dataSource) },
  ],
  exports: [ProvidersService],
})
export class ProvidersModule {}
