import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminLeadDeliveryController } from './admin-lead-delivery.controller.js';
import { LeadDeliveryService } from './lead-delivery.service.js';
import { LeadMailSender } from './lead-mail-sender.js';
import { createMailTransport } from './mail-transport.js';
import { OutboxStore } from './outbox-store.js';
import { MAIL_TRANSPORT } from './outbox.tokens.js';

/** Lead email delivery through the lead_notifications outbox (issue 15, docs/decisions/022). */
@Module({
  controllers: [AdminLeadDeliveryController],
  providers: [
    OutboxStore,
    LeadMailSender,
    LeadDeliveryService,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
  ],
  exports: [OutboxStore, LeadMailSender, LeadDeliveryService, MAIL_TRANSPORT],
})
export class OutboxModule {}
