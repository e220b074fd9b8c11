import { isLeadOverdue, NO_LEAD_NEEDS, type PartnerLeadDto } from '@homeward/domain';
import { leadNeeds } from '../lead-dtos.js';
import { toProviderLeadPlanDto } from '../lead-plan-columns.js';
import { LEAD_CONTACT_CSV_COLUMNS } from '../lead-csv.js';
import type { ProviderLead } from '../entities/provider-lead.entity.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A lead as its provider sees it: an erased lead keeps its dates and outcome, nothing personal. */
export function toPartnerLeadDto(lead: ProviderLead, now: Date): PartnerLeadDto {
  const erased = lead.erasedAt !== null;
  const contactBy = new Date(lead.contactBy ?? lead.createdAt);
  return {
    id: lead.id,
    createdAt: new Date(lead.createdAt).toISOString(),
    erased,
    name: erased ? null : lead.name,
    phone: erased ? null : lead.phone,
    email: erased ? null : lead.email,
    postcode: erased ? null : lead.postcode,
    serviceLevel: erased ? null : lead.serviceLevel,
    hasReferralId: erased ? null : Boolean(lead.hasReferralId),
    selfManagement: erased ? null : Boolean(lead.selfManagement),
    ...(erased ? NO_LEAD_NEEDS : leadNeeds(lead)),
    plan: erased ? null : toProviderLeadPlanDto(lead),
    outcome: lead.outcome,
    note: erased ? null : lead.outcomeNote,
    outcomeAt: iso(lead.outcomeAt),
    firstContactAt: iso(lead.firstContactAt),
    contactBy: contactBy.toISOString(),
    overdue: isLeadOverdue({ outcome: lead.outcome, erased, deadline: contactBy }, now),
    heldAt: iso(lead.heldAt ?? null),
  };
}

export const PARTNER_LEAD_CSV_HEADER = [
  'id',
  'createdAt',
  'outcome',
  'note',
  ...LEAD_CONTACT_CSV_COLUMNS,
  'selfManagement',
  'plan',
  'planWeeklyCost',
  'planQuarterlyCost',
  'contactBy',
  'firstContactAt',
];
