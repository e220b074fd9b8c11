import {
  centsToAmount,
  heldRequestSettled,
  isLeadOverdue,
  toCents,
  type CalculatorLeadDto,
  type LeadNeeds,
  type LeadRecordFields,
  type ProviderLeadDto,
} from '@homeward/domain';
import { toProviderLeadPlanDto } from './lead-plan-columns.js';
import type { CalculatorLead } from './entities/calculator-lead.entity.js';
import type { ProviderLead } from './entities/provider-lead.entity.js';

/** A lead's optional needs as stored (a driver may give the flag as 0 or 1); null when not given. */
export function leadNeeds(lead: Partial<LeadNeeds>): LeadNeeds {
  return {
    language: lead.language ?? null,
    needsInterpreter: lead.needsInterpreter === null || lead.needsInterpreter === undefined ? null : Boolean(lead.needsInterpreter),
    contactName: lead.contactName ?? null,
    contactRelationship: lead.contactRelationship ?? null,
    contactPhone: lead.contactPhone ?? null,
    bestTimeToCall: lead.bestTimeToCall ?? null,
  };
}

/** What every lead answers; its email's delivery is added by the outbox. */
function leadRecordFields(lead: CalculatorLead | ProviderLead): Omit<LeadRecordFields, 'delivery'> {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    status: lead.status,
    serviceLevel: lead.serviceLevel,
    hasReferralId: Boolean(lead.hasReferralId),
    referralId: lead.referralId,
    selfManagement: Boolean(lead.selfManagement),
    ...leadNeeds(lead),
    notes: lead.notes,
    createdAt: new Date(lead.createdAt).toISOString(),
  };
}

/** The spec's admin view: selectedServices as JSON text mapping service id to hours a week. */
export function toCalculatorLeadDto(lead: CalculatorLead): CalculatorLeadDto {
  const services = Array.isArray(lead.selectedServices) ? lead.selectedServices : [];
  return {
    ...leadRecordFields(lead),
    selectedServices: JSON.stringify(Object.fromEntries(services.map((s) => [String(s.serviceId), s.hoursPerWeek]))),
    services,
    totalWeeklyCost: centsToAmount(toCents(lead.totalWeeklyCost)),
    totalQuarterlyCost: centsToAmount(toCents(lead.totalQuarterlyCost)),
  };
}

export function toProviderLeadDto(lead: ProviderLead): ProviderLeadDto {
  return {
    ...leadRecordFields(lead),
    providerId: lead.providerId,
    providerName: lead.providerName,
    plan: toProviderLeadPlanDto(lead),
    outcome: lead.outcome,
    // A held request the team acted on has kept its promise (the organisation has no portal to record an outcome in).
    overdue:
      !heldRequestSettled(lead) &&
      isLeadOverdue({ outcome: lead.outcome, erased: lead.erasedAt !== null, deadline: new Date(lead.contactBy ?? lead.createdAt) }, new Date()),
    // Only on a request held for a provider not on Homeward: every other lead keeps the spec's shape.
    ...(lead.heldAt ? { heldAt: new Date(lead.heldAt).toISOString() } : {}),
  };
}
