import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { PartnerFiguresController } from './figures/partner-figures.controller.js';
import { PartnerFiguresService } from './figures/partner-figures.service.js';
import { AdminOverdueLeadsController } from './leads/admin-overdue-leads.controller.js';
import { LeadReminderComposer } from './leads/lead-reminder-email.js';
import { LeadRemindersService } from './leads/lead-reminders.service.js';
import { PartnerLeadsController } from './leads/partner-leads.controller.js';
import { PartnerLeadsService } from './leads/partner-leads.service.js';
import { ListingChecks } from './listing/listing-checks.js';
import { ListingWriter } from './listing/listing-writer.js';
import { PartnerListingController } from './listing/partner-listing.controller.js';
import { PartnerListingService } from './listing/partner-listing.service.js';
import { AdminModerationController } from './moderation/admin-moderation.controller.js';
import { ModerationService } from './moderation/moderation.service.js';

/**
 * What a signed-in provider does (issue 25, docs/decisions/041): my listing and prices, the moderation queue,
 * my leads and their reminders, my figures; and the console's side of them. Behind PartnersModule's one guard.
 */
@Module({
  imports: [ProvidersModule, OutboxModule, LocationsModule],
  controllers: [PartnerListingController, PartnerLeadsController, PartnerFiguresController, AdminModerationController, AdminOverdueLeadsController],
  providers: [
    ListingWriter,
    ListingChecks,
    PartnerListingService,
    ModerationService,
    PartnerLeadsService,
    PartnerFiguresService,
    LeadRemindersService,
    LeadReminderComposer,
  ],
  exports: [LeadRemindersService],
})
export class PartnerWorkModule {}
