import { Injectable } from '@nestjs/common';
import type { OutboxKind } from '@homeward/domain';
import { OutboxRepository } from './outbox.repository.js';
import type { LeadNotification } from './entities/lead-notification.entity.js';
import type { OutgoingMail } from './mail-transport.js';

/**
 * Renders one outbox message from its subject as it is now; null when the subject is gone or no longer wants
 * the message (an erased lead, a revoked invitation): the sender then gives it up without sending.
 */
export type ComposeMail = (em: ReturnType<OutboxRepository['reader']>, n: LeadNotification) => Promise<OutgoingMail | null>;

/**
 * Who renders each kind of outbox message. The modules that queue a kind (leads, the doors' invitations and
 * resets, claims, reminders) register its composer at start-up, so the outbox knows nothing about them and
 * there is one sender, one retry policy and one transport for all.
 */
@Injectable()
export class OutboxComposers {
  private readonly composers = new Map<OutboxKind, ComposeMail>();

  constructor(private readonly store: OutboxRepository) {}

  register(kind: OutboxKind, compose: ComposeMail): void {
    this.composers.set(kind, compose);
  }

  compose(n: LeadNotification): Promise<OutgoingMail | null> {
    const compose = this.composers.get(n.leadKind);
    if (!compose) throw new Error(`No composer for ${n.leadKind} messages`);
    return compose(this.store.reader(), n);
  }
}
