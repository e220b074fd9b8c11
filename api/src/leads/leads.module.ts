import { Module } from '@nestjs/common';
import { CalculatorModule } from '../calculator/calculator.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { LeadMailComposer } from './delivery/lead-message.js';
import { AdminHeldRequestsController } from './held/admin-held-requests.controller.js';
import { AdminHeldRequestsService } from './held/admin-held-requests.service.js';
import { HeldRequestEmails } from './held/held-request-emails.js';
import { LeadPromiseController } from './held/lead-promise.controller.js';
import { LeadPlanService } from './intake/lead-plan.service.js';
import { LeadsController } from './intake/leads.controller.js';
import { LeadsService } from './intake/leads.service.js';
import { LeadRepository } from './lead.repository.js';
import { PartnerLeadsController } from './provider/partner-leads.controller.js';
import { ProviderLeadRepository } from './provider-lead.repository.js';
import { PartnerLeadsService } from './provider/partner-leads.service.js';
import { LeadReminderComposer } from './reminders/lead-reminder-email.js';
import { LeadRemindersService } from './reminders/lead-reminders.service.js';
import { AdminLeadDeliveryController } from './team/admin-lead-delivery.controller.js';
import { CalculatorLeadsAdminController, ProviderLeadsAdminController } from './team/admin-leads.controller.js';
import { AdminLeadsService } from './team/admin-leads.service.js';
import { AdminOverdueLeadsController } from './team/admin-overdue-leads.controller.js';
import { LeadDeliveryService } from './team/lead-delivery.service.js';
import { LeadErasureService } from './team/lead-erasure.service.js';
import { LeadRetentionService } from './team/lead-retention.service.js';

/**
 * A lead's whole life, one controller per audience: the public intake (intake/), the team's lists, emails and
 * erasure (team/), the provider's own leads and outcomes (provider/), reminders and overdue counts (reminders/),
 * requests held for providers not on Homeward (held/), and the lead emails (delivery/).
 */
@Module({
  imports: [RateLimitModule, LocationsModule, OutboxModule, CatalogModule, CalculatorModule],
  controllers: [
    LeadsController,
    LeadPromiseController,
    CalculatorLeadsAdminController,
    ProviderLeadsAdminController,
    AdminHeldRequestsController,
    AdminLeadDeliveryController,
    AdminOverdueLeadsController,
    PartnerLeadsController,
  ],
  providers: [
    LeadRepository,
    ProviderLeadRepository,
    LeadsService,
    AdminLeadsService,
    LeadErasureService,
    LeadRetentionService,
    LeadPlanService,
    AdminHeldRequestsService,
    HeldRequestEmails,
    LeadMailComposer,
    LeadDeliveryService,
    PartnerLeadsService,
    LeadRemindersService,
    LeadReminderComposer,
  ],
  // The dashboard counts overdue leads and a provider's figures through it.
  exports: [ProviderLeadRepository],
})
export class LeadsModule {}
