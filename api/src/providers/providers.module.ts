import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedReader, preparedReader } from '../database/prepared-reader.js';
import { LocationsModule } from '../locations/locations.module.js';
import { DirectoryChanges } from '../shared-state/directory-changes.js';
import { PriceHistoryController } from './prices/price-history/price-history.controller.js';
import { PriceHistoryService } from './prices/price-history/price-history.service.js';
import { ProviderProfileService } from './provider-profile.service.js';
import { AdminProvidersController } from './admin-providers.controller.js';
import { ProviderCsvController } from './provider-csv.controller.js';
import { ProviderCsvService } from './provider-csv.service.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { DirectorySearch } from './search/directory-search.js';
import { ProvidersController } from './providers.controller.js';
import { ProviderAdminReads } from './provider-admin-reads.js';
import { ProviderWriter } from './provider-writer.js';
import { SearchCache } from './search/search-cache.js';

@Module({
  imports: [TypeOrmModule.forFeature([Provider, ProviderServiceArea]), LocationsModule, CatalogModule],
  controllers: [ProvidersController, ProviderCsvController, AdminProvidersController, PriceHistoryController],
  providers: [
    ProviderAdminReads,
    ProviderWriter,
    ProviderCsvService,
    DirectorySearch,
    ProviderProfileService,
    PriceHistoryService,
    {
      provide: SearchCache,
      inject: [APP_CONFIG, DirectoryChanges],
      useFactory: (config: AppConfig, changes: DirectoryChanges) => new SearchCache(config.searchCacheSeconds, undefined, undefined, changes),
    },
    { provide: PreparedReader, inject: [DataSource], useFactory: (dataSource: DataSource) => preparedReader(dataSource) },
  ],
  exports: [ProviderWriter, ProviderAdminReads, DirectorySearch, ProviderProfileService, PriceHistoryService, PreparedReader],
})
export class ProvidersModule {}
