import type { OverdueLeadDto } from '@homeward/domain';
import type { ProviderLead } from '../entities/provider-lead.entity.js';

/** An overdue lead (ProviderLeadRepository.findOverdue) as the console's list shows it. */
export function toOverdueLeadDto(l: ProviderLead): OverdueLeadDto {
  return {
    id: l.id,
    providerId: l.providerId,
    providerName: l.providerName,
    createdAt: new Date(l.createdAt).toISOString(),
    contactBy: new Date(l.contactBy!).toISOString(),
    reminderSentAt: l.reminderSentAt === null ? null : new Date(l.reminderSentAt).toISOString(),
    held: l.heldAt !== null && l.handedOverAt === null,
  };
}
