import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OutboxComposers } from '../../outbox/outbox-composers.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';
import { plainMail } from '../../outbox/plain-mail.js';
import type { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';

/** The reminder's words: no personal details (the portal shows them to a signed-in user), a link to the lead. */
export function composeLeadReminder(
  reminder: { leadId: number; to: string; providerName: string; arrivedAt: Date },
  siteOrigin: string,
  messageId: string,
): OutgoingMail {
  const link = `${siteOrigin}/partners/leads/${reminder.leadId}`;
  const arrived = reminder.arrivedAt.toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney', day: 'numeric', month: 'long', year: 'numeric' });
  const lines = [
    'Hello,',
    '',
    `A family asked ${reminder.providerName} to contact them on ${arrived}. The enquiry is still marked "new" after 2 business days.`,
    '',
    'Please contact them, then record what happened in the provider portal:',
    link,
    '',
    'This is the only reminder we send about this enquiry.',
  ];
  return plainMail({ messageId, to: reminder.to, subject: `Reminder: an enquiry for ${reminder.providerName} is waiting` }, lines, link);
}

/** Renders lead_reminder outbox rows at send time; nothing is sent when the lead was acted on, erased or its provider is gone. */
@Injectable()
export class LeadReminderComposer implements OnModuleInit {
  constructor(
    private readonly composers: OutboxComposers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providerLeads: ProviderLeadRepository,
  ) {}

  onModuleInit(): void {
    this.composers.register('lead_reminder', (_em, n) => this.compose(n));
  }

  private async compose(n: LeadNotification): Promise<OutgoingMail | null> {
    const lead = await this.providerLeads.findById(n.leadId);
    if (!lead || lead.providerId === null || lead.erasedAt !== null || lead.outcome !== 'new') return null;
    const provider = await this.providerLeads.findProviderToRemind(lead.providerId);
    // A provider without an address (not on Homeward) is never emailed; the sweep does not queue one for it either.
    const to = provider?.leadEmail || provider?.email;
    if (!provider || !to) return null;
    return composeLeadReminder(
      { leadId: lead.id, to, providerName: provider.businessName, arrivedAt: new Date(lead.createdAt) },
      this.config.siteOrigin,
      n.messageId,
    );
  }
}
