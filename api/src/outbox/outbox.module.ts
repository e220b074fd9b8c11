import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminLeadDeliveryController } from './admin-lead-delivery.controller.js';
import { LeadDeliveryService } from './lead-delivery.service.js';
import { LeadMailSender } from './lead-mail-sender.js';
import { createMailTransport } from './mail-transport.js';
import { OutboxStore } from './outbox-store.js';
import { OutboxComposers } from './outbox-composers.js';
import { MAIL_TRANSPORT } from './outbox.tokens.js';

/** Email delivery through the lead_notifications outbox (issue 15, docs/decisions/022): leads, and the portal's emails (040). */
@Module({
  controllers: [AdminLeadDeliveryController],
  providers: [
    OutboxStore,
    OutboxComposers,
    LeadMailSender,
    LeadDeliveryService,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
  ],
  exports: [OutboxStore, OutboxComposers, LeadMailSender, LeadDeliveryService, MAIL_TRANSPORT],
})
export class OutboxModule {}
