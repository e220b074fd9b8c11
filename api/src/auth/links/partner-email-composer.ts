import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { partnerTokenStatus } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OutboxComposers } from '../../outbox/outbox-composers.js';
import { PartnerUserRepository } from '../partner/users/partner-user.repository.js';
import { PartnerTokenRepository } from '../accounts/partner-token.repository.js';
import { composePartnerLinkEmail } from './partner-emails.js';
import type { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';
import type { EntityManager } from 'typeorm';

/**
 * Renders the portal's link emails for the outbox at send time: from the token record as it is now (a link
 * revoked, used or expired before its email left is not sent) and the token the outbox row holds until sent.
 */
@Injectable()
export class PartnerEmailComposer implements OnModuleInit {
  constructor(
    private readonly composers: OutboxComposers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: PartnerTokenRepository,
    private readonly users: PartnerUserRepository,
  ) {}

  onModuleInit(): void {
    const compose = (em: EntityManager, n: LeadNotification) => this.compose(em, n);
    this.composers.register('invitation', compose);
    this.composers.register('reset', compose);
    this.composers.register('sign_in_link', compose);
  }

  private async compose(em: EntityManager, n: LeadNotification): Promise<OutgoingMail | null> {
    const token = await this.tokens.findById(n.leadId, em);
    if (!token || n.linkToken === null || partnerTokenStatus(token, Date.now()) !== 'open') return null;
    const provider = await this.users.findProviderName(token.providerId, em);
    if (!provider) return null;
    let name = token.name;
    if (token.kind !== 'invitation' && token.partnerUserId !== null) {
      name = await this.users.findName(token.partnerUserId, em);
    }
    return composePartnerLinkEmail(
      { kind: token.kind, to: token.email, name, providerName: provider.businessName, token: n.linkToken },
      this.config.siteOrigin,
      n.messageId,
    );
  }
}
