import { centsToAmount, toCents } from '@homeward/domain';
import { leadNeeds } from '../leads/lead-dtos.js';
import { CalculatorLead } from '../leads/entities/calculator-lead.entity.js';
import { ProviderLead } from '../leads/entities/provider-lead.entity.js';
import { toProviderLeadPlanDto } from '../leads/lead-plan-columns.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { composeLeadEmail, type LeadEmailLead } from './lead-email.js';
import type { LeadNotification } from './entities/lead-notification.entity.js';
import type { AppConfig } from '../config/app-config.js';
import type { EntityManager } from 'typeorm';
import type { OutgoingMail } from './mail-transport.js';

/**
 * The message for a notification, rendered from the lead as it is now (so an erased lead is never
 * sent) and addressed as the provider is now: its lead address, else its email. A provider deleted
 * since the lead came in leaves the lead with the team (LEADS_EMAIL), as calculator leads are.
 * Null when the lead no longer exists.
 */
export async function buildLeadMail(em: EntityManager, n: LeadNotification, config: Pick<AppConfig, 'mail' | 'siteOrigin'>): Promise<OutgoingMail | null> {
  let lead: LeadEmailLead;
  let to = config.mail.leadsEmail;
  if (n.leadKind === 'provider') {
    const row = await em.findOneBy(ProviderLead, { id: n.leadId });
    if (!row) return null;
    if (row.providerId !== null) {
      const provider = await em.findOne(Provider, { where: { id: row.providerId }, select: { id: true, email: true, leadEmail: true } });
      // A provider not on Homeward has no address (its requests are held for the team): the team gets it.
      if (provider) to = provider.leadEmail || provider.email || config.mail.leadsEmail;
    }
    lead = { ...common(row), kind: 'provider', providerName: row.providerName, plan: toProviderLeadPlanDto(row) };
  } else {
    const row = await em.findOneBy(CalculatorLead, { id: n.leadId });
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
