import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxSender } from './mail-sender.js';
import { createMailTransport } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxComposers } from './outbox-composers.js';
import { MAIL_TRANSPORT } from './outbox.tokens.js';

/**
 * The mail outbox: any domain writes a row in its own transaction and registers a composer for its kind; one
 * sender delivers every kind with one retry policy and one transport (SMTP, or .eml files without SMTP_URL).
 */
@Module({
  providers: [
    OutboxRepository,
    OutboxComposers,
    OutboxSender,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
  ],
  exports: [OutboxRepository, OutboxComposers, OutboxSender, MAIL_TRANSPORT],
})
export class OutboxModule {}
