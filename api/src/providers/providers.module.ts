import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
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
import { DirectorySearch } from './search/directory-search.js';
import { ProvidersController } from './providers.controller.js';
import { ProviderAdminReads } from './provider-admin-reads.js';
import { ProviderWriter } from './provider-writer.js';
import { SearchCache } from './search/search-cache.js';
import { AdminModerationController } from './moderation/admin-moderation.controller.js';
import { ModerationService } from './moderation/moderation.service.js';
import { ModerationRequestRepository } from './moderation/moderation-request.repository.js';
import { PriceListRepository } from './prices/price-list.repository.js';
import { ProviderRepository } from './provider.repository.js';
import { ListingChecks } from './portal/listing-checks.js';
import { ListingWriter } from './listing-writer.js';
import { PartnerListingController } from './portal/partner-listing.controller.js';
import { PartnerListingService } from './portal/partner-listing.service.js';

/**
 * Listings: the public directory and provider pages' reads, the team's edits and CSV, prices and their history,
 * the portal's edits of a provider's own listing (portal/) and the team's moderation of held changes (moderation/).
 */
@Module({
  imports: [LocationsModule, CatalogModule],
  controllers: [
    ProvidersController,
    ProviderCsvController,
    AdminProvidersController,
    PriceHistoryController,
    PartnerListingController,
    AdminModerationController,
  ],
  providers: [
    ProviderRepository,
    PriceListRepository,
    ModerationRequestRepository,
    ProviderAdminReads,
    ProviderWriter,
    ProviderCsvService,
    DirectorySearch,
    ProviderProfileService,
    PriceHistoryService,
    ListingWriter,
    ListingChecks,
    PartnerListingService,
    ModerationService,
    {
      provide: SearchCache,
      inject: [APP_CONFIG, DirectoryChanges],
      useFactory: (config: AppConfig, changes: DirectoryChanges) => new SearchCache(config.searchCacheSeconds, undefined, undefined, changes),
    },
    // The directory search's repositories read through it (search/*.repository.ts).
    { provide: PreparedReader, inject: [getDataSourceToken()], useFactory: preparedReader },
  ],
  exports: [
    ProviderRepository,
    PriceListRepository,
    ModerationRequestRepository,
    ProviderWriter,
    ProviderAdminReads,
    DirectorySearch,
    ProviderProfileService,
    PriceHistoryService,
    PreparedReader,
  ],
})
export class ProvidersModule {}
