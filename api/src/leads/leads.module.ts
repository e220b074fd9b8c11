import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { AdminLeadsController } from './admin-leads.controller.js';
import { CalculatorLead } from './entities/calculator-lead.entity.js';
import { ProviderLead } from './entities/provider-lead.entity.js';
import { LeadsController } from './leads.controller.js';
import { LeadErasureService } from './lead-erasure.service.js';
import { LeadFollowUpService } from './lead-follow-up.service.js';
import { LeadRetentionService } from './lead-retention.service.js';
import { LeadsService } from './leads.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CalculatorLead, ProviderLead, Provider]), RateLimitModule, LocationsModule, OutboxModule],
  controllers: [LeadsController, AdminLeadsController],
  providers: [LeadsService, LeadErasureService, LeadRetentionService, LeadFollowUpService],
})
export class LeadsModule {}
