import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuditAction, AuditEntity } from '@homeward/domain';
import { OutboxComposers } from '../../outbox/outbox-composers.js';
import { OutboxRepository } from '../../outbox/outbox.repository.js';
import { plainMail } from '../../outbox/plain-mail.js';
import { AccountNoticeRepository } from './account-notice.repository.js';
import type { AuditInput, AuditService } from '../../audit/audit.service.js';
import type { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';
import type { EntityManager } from 'typeorm';

/** The accounts a notice can be about, by their audit entity: the entity's class name (no import of the other door). */
const ACCOUNT_ENTITIES: Partial<Record<AuditEntity, string>> = { admin_user: 'AdminUser', partner_user: 'PartnerUser' };

/** What each notice says: the change, in a line the person can act on. */
const NOTICES: Partial<Record<AuditAction, { subject: string; body: string }>> = {
  second_factor_enrol: {
    subject: 'Two-step sign-in was turned on for your Homeward account',
    body: 'Two-step sign-in (a code from an authenticator app) was just turned on for your account.',
  },
  second_factor_reset: {
    subject: 'Two-step sign-in was removed from your Homeward account',
    body: 'An admin removed two-step sign-in from your account, and you were signed out. You can set it up again after you sign in.',
  },
  password_reset: {
    subject: 'Your Homeward password was changed',
    body: 'Another admin set a new password for your account, and you were signed out. Ask them for it, or ask for a new one.',
  },
};

/**
 * Emails to the person a sensitive change touched (their second factor, their password set by someone else),
 * queued through the outbox in the change's own transaction. Each notice is about one audit event, read at
 * send time, so the email names what happened and when, and goes to the account's address as it is then.
 */
@Injectable()
export class AccountNotices implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly composers: OutboxComposers,
    private readonly records: AccountNoticeRepository,
  ) {}

  onModuleInit(): void {
    this.composers.register('account_notice', (em, n) => this.compose(em, n));
  }

  /** Records the change in the audit trail and queues its notice, both in `em`'s transaction. */
  async recordAndNotify(em: EntityManager, audit: AuditService, input: AuditInput): Promise<void> {
    const eventId = await audit.recordOne(em, input);
    await this.outbox.queue(em, 'account_notice', eventId);
  }

  private async compose(em: EntityManager, n: LeadNotification): Promise<OutgoingMail | null> {
    const event = await this.records.findEvent(n.leadId, em);
    const account = event ? ACCOUNT_ENTITIES[event.entity] : undefined;
    const notice = event ? NOTICES[event.action] : undefined;
    if (!event || !account || !notice || event.entityId === null) return null;
    const user = await this.records.findRecipient(account, event.entityId, em);
    if (!user) return null;
    const when = new Date(event.at).toLocaleString('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'long', timeStyle: 'short' });
    const lines = [
      user.name ? `Hello ${user.name},` : 'Hello,',
      '',
      notice.body,
      `When: ${when}, Sydney time.`,
      '',
      'If you did not expect this, contact the Homeward team now: someone else may be using an account.',
    ];
    return plainMail({ messageId: n.messageId, to: user.email, subject: notice.subject }, lines);
  }
}
