import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isLeadKind, type OutboxKind } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { buildLeadMail } from './lead-message.js';
import type { LeadNotification } from './entities/lead-notification.entity.js';
import type { OutgoingMail } from './mail-transport.js';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Renders one outbox message from its subject as it is now; null when the subject is gone or no longer wants
 * the message (an erased lead, a revoked invitation): the sender then gives it up without sending.
 */
export type ComposeMail = (em: EntityManager, n: LeadNotification) => Promise<OutgoingMail | null>;

/**
 * Who renders each kind of outbox message. The lead emails are the outbox's own; the modules that queue other
 * kinds (the provider portal's invitations, resets and reminders) register theirs at start-up, so the outbox
 * needs to know nothing about them and there is one sender, one retry policy and one transport for all.
 */
@Injectable()
export class OutboxComposers {
  private readonly composers = new Map<OutboxKind, ComposeMail>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(kind: Exclude<OutboxKind, 'provider' | 'calculator'>, compose: ComposeMail): void {
    this.composers.set(kind, compose);
  }

  compose(n: LeadNotification): Promise<OutgoingMail | null> {
    const em = this.dataSource.manager;
    if (isLeadKind(n.leadKind)) return buildLeadMail(em, n, this.config);
    const compose = this.composers.get(n.leadKind);
    if (!compose) throw new Error(`No composer for ${n.leadKind} messages`);
    return compose(em, n);
  }
}
