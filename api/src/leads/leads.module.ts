import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalculatorModule } from '../calculator/calculator.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { CalculatorLeadsAdminController, ProviderLeadsAdminController } from './admin-leads.controller.js';
import { AdminLeadsService } from './admin-leads.service.js';
import { CalculatorLead } from './entities/calculator-lead.entity.js';
import { ProviderLead } from './entities/provider-lead.entity.js';
import { LeadsController } from './leads.controller.js';
import { AdminHeldRequestsController } from './held/admin-held-requests.controller.js';
import { AdminHeldRequestsService } from './held/admin-held-requests.service.js';
import { HeldRequestEmails } from './held/held-request-emails.js';
import { LeadPromiseController } from './held/lead-promise.controller.js';
import { LeadErasureService } from './lead-erasure.service.js';
import { LeadPlanService } from './lead-plan.service.js';
import { LeadRetentionService } from './lead-retention.service.js';
import { LeadsService } from './leads.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([CalculatorLead, ProviderLead, Provider]),
    RateLimitModule,
    LocationsModule,
    OutboxModule,
    CatalogModule,
    CalculatorModule,
  ],
  controllers: [LeadsController, LeadPromiseController, CalculatorLeadsAdminController, ProviderLeadsAdminController, AdminHeldRequestsController],
  providers: [LeadsService, AdminLeadsService, LeadErasureService, LeadRetentionService, LeadPlanService, AdminHeldRequestsService, HeldRequestEmails],
})
export class LeadsModule {}
