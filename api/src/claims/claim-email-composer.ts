import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboxComposers, type ComposeMail } from '../outbox/outbox-composers.js';
import { claimDeclinedEmail, claimReceivedEmail } from './claim-emails.js';
import { ProviderClaimRepository } from './provider-claim.repository.js';
import type { LeadNotification } from '../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../outbox/mail-transport.js';

/**
 * Renders a claim's emails for the outbox when they leave, from the claim as it is then: a decline's email only
 * while the claim is still declined. Nothing personal is copied into the outbox row.
 */
@Injectable()
export class ClaimEmailComposer implements OnModuleInit {
  constructor(
    private readonly composers: OutboxComposers,
    private readonly claims: ProviderClaimRepository,
  ) {}

  onModuleInit(): void {
    this.composers.register('claim_received', (em, n) => this.compose(em, n));
    this.composers.register('claim_declined', (em, n) => this.compose(em, n));
  }

  private async compose(em: Parameters<ComposeMail>[0], n: LeadNotification): Promise<OutgoingMail | null> {
    const found = await this.claims.findForEmail(n.leadId, em);
    if (!found || (n.leadKind === 'claim_declined' && found.claim.status !== 'declined')) return null;
    const { claim, providerName } = found;
    const facts = {
      to: claim.workEmail,
      claimantName: claim.claimantName,
      providerName,
      phone: claim.phone,
      abn: claim.abn,
      isDispute: claim.isDispute,
      decisionReason: claim.decisionReason,
    };
    return n.leadKind === 'claim_declined' ? claimDeclinedEmail(facts, n.messageId) : claimReceivedEmail(facts, n.messageId);
  }
}
