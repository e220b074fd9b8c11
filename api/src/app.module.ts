import { type DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CalculatorModule } from './calculator/calculator.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './setup/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LeadsModule } from './leads/leads.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { OfficialFactsModule } from './official-facts/official-facts.module.js';
import { ProvidersModule } from './providers/providers.module.js';
import { ProviderPagesModule } from './serving/provider-page-cache.js';
import { DirectorySummaryModule } from './providers/directory-summary/directory-summary.module.js';
import { SharedStateModule } from './shared-state/shared-state.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { ClaimsModule } from './claims/claims.module.js';
import { NoticesModule } from './providers/notices/notices.module.js';
import { CompareModule } from './providers/compare/compare.module.js';
import type { AppConfig } from './config/app-config.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        OfficialFactsModule,
        AuditModule,
        SharedStateModule,
        CatalogModule,
        CalculatorModule,
        LocationsModule,
        ProvidersModule,
        ProviderPagesModule,
        DirectorySummaryModule,
        PricingModule,
        LeadsModule,
        AuthModule,
        DashboardModule,
        ClaimsModule,
        NoticesModule,
        CompareModule,
        HealthModule,
      ],
    };
  }
}
