import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { centsToAmount, LEAD_KINDS, toCents } from '@homeward/domain';
import { OutboxComposers } from '../../outbox/outbox-composers.js';
import { leadNeeds } from '../lead-dtos.js';
import { CalculatorLead } from '../entities/calculator-lead.entity.js';
import { ProviderLead } from '../entities/provider-lead.entity.js';
import { LeadRepository } from '../lead.repository.js';
import { toProviderLeadPlanDto } from '../lead-plan-columns.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { composeLeadEmail, type LeadEmailLead } from './lead-email.js';
import type { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';

/** What the lead email reads: the lead and its provider's addresses. */
interface LeadMailReads {
  leads: LeadRepository;
  providerLeads: ProviderLeadRepository;
}

/**
 * The message for a notification, rendered from the lead as it is now (so an erased lead is never
 * sent) and addressed as the provider is now: its lead address, else its email. A provider deleted
 * since the lead came in leaves the lead with the team (LEADS_EMAIL), as calculator leads are.
 * Null when the lead no longer exists.
 */
export async function buildLeadMail(reads: LeadMailReads, n: LeadNotification, config: Pick<AppConfig, 'mail' | 'siteOrigin'>): Promise<OutgoingMail | null> {
  let lead: LeadEmailLead;
  let to = config.mail.leadsEmail;
  if (n.leadKind === 'provider') {
    const row = await reads.leads.findById(ProviderLead, n.leadId);
    if (!row) return null;
    if (row.providerId !== null) {
      const provider = await reads.providerLeads.findProviderAddress(row.providerId);
      // A provider not on Homeward has no address (its requests are held for the team): the team gets it.
      if (provider) to = provider.leadEmail || provider.email || config.mail.leadsEmail;
    }
    lead = { ...common(row), kind: 'provider', providerName: row.providerName, plan: toProviderLeadPlanDto(row) };
  } else {
    const row = await reads.leads.findById(CalculatorLead, n.leadId);
    if (!row) return null;
    lead = {
      ...common(row),
      kind: 'calculator',
      services: Array.isArray(row.selectedServices) ? row.selectedServices : [],
      totalWeeklyCost: centsToAmount(toCents(row.totalWeeklyCost)),
      totalQuarterlyCost: centsToAmount(toCents(row.totalQuarterlyCost)),
    };
  }
  const email = composeLeadEmail(lead, config.siteOrigin);
  return { messageId: n.messageId, to, ...email };
}

function common(row: ProviderLead | CalculatorLead) {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt),
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    serviceLevel: row.serviceLevel,
    hasReferralId: Boolean(row.hasReferralId),
    referralId: row.referralId,
    selfManagement: Boolean(row.selfManagement),
    ...leadNeeds(row),
  };
}

/** Renders the lead emails (provider and calculator leads) for the outbox at send time. */
@Injectable()
export class LeadMailComposer implements OnModuleInit {
  constructor(
    private readonly composers: OutboxComposers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leads: LeadRepository,
    private readonly providerLeads: ProviderLeadRepository,
  ) {}

  onModuleInit(): void {
    const reads = { leads: this.leads, providerLeads: this.providerLeads };
    for (const kind of LEAD_KINDS) this.composers.register(kind, (_em, n) => buildLeadMail(reads, n, this.config));
  }
}
