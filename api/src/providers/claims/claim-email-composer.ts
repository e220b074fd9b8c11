import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboxComposers } from '../../outbox/outbox-composers.js';
import { Provider } from '../entities/provider.entity.js';
import { claimDeclinedEmail, claimReceivedEmail } from './claim-emails.js';
import { ProviderClaim } from './provider-claim.entity.js';
import type { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';
import type { EntityManager } from 'typeorm';

/**
 * Renders a claim's emails for the outbox when they leave, from the claim as it is then: a decline's email only
 * while the claim is still declined. Nothing personal is copied into the outbox row.
 */
@Injectable()
export class ClaimEmailComposer implements OnModuleInit {
  constructor(private readonly composers: OutboxComposers) {}

  onModuleInit(): void {
    this.composers.register('claim_received', (em, n) => this.compose(em, n));
    this.composers.register('claim_declined', (em, n) => this.compose(em, n));
  }

  private async compose(em: EntityManager, n: LeadNotification): Promise<OutgoingMail | null> {
    const claim = await em.findOneBy(ProviderClaim, { id: n.leadId });
    if (!claim || (n.leadKind === 'claim_declined' && claim.status !== 'declined')) return null;
    const provider = await em.findOne(Provider, { where: { id: claim.providerId }, select: { id: true, businessName: true } });
    if (!provider) return null;
    const facts = {
      to: claim.workEmail,
      claimantName: claim.claimantName,
      providerName: provider.businessName,
      phone: claim.phone,
      abn: claim.abn,
      isDispute: claim.isDispute,
      decisionReason: claim.decisionReason,
    };
    return n.leadKind === 'claim_declined' ? claimDeclinedEmail(facts, n.messageId) : claimReceivedEmail(facts, n.messageId);
  }
}
