import { IsNull, LessThanOrEqual, Not, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { OverdueLeadDto } from '@homeward/domain';
import { ProviderLead } from '../../leads/entities/provider-lead.entity.js';

/**
 * The overdue rule as a query (libs/domain isLeadOverdue): still new, not erased, past its contactBy; except a
 * request held for a provider not on Homeward that the team acted on while it waited (heldRequestSettled): the team
 * kept its promise. A held request nobody acted on is overdue like any lead, on the same clock.
 */
export function overdueLeadsWhere(now: Date): Array<FindOptionsWhere<ProviderLead>> {
  const late = { outcome: 'new', erasedAt: IsNull(), contactBy: LessThanOrEqual(now) } as const;
  return [
    { ...late, heldAt: IsNull() },
    { ...late, heldAt: Not(IsNull()), teamAction: IsNull() },
    { ...late, heldAt: Not(IsNull()), handedOverAt: Not(IsNull()) },
  ];
}

export function countOverdueLeads(em: EntityManager, now: Date): Promise<number> {
  return em.countBy(ProviderLead, overdueLeadsWhere(now));
}

/** The console's list: longest overdue first. */
export async function listOverdueLeads(em: EntityManager, now: Date, limit = 500): Promise<OverdueLeadDto[]> {
  const rows = await em.find(ProviderLead, {
    select: { id: true, providerId: true, providerName: true, createdAt: true, contactBy: true, reminderSentAt: true, heldAt: true, handedOverAt: true },
    where: overdueLeadsWhere(now),
    order: { contactBy: 'ASC', id: 'ASC' },
    take: limit,
  });
  return rows.map((l) => ({
    id: l.id,
    providerId: l.providerId,
    providerName: l.providerName,
    createdAt: new Date(l.createdAt).toISOString(),
    contactBy: new Date(l.contactBy!).toISOString(),
    reminderSentAt: l.reminderSentAt === null ? null : new Date(l.reminderSentAt).toISOString(),
    held: l.heldAt !== null && l.handedOverAt === null,
  }));
}
