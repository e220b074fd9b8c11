import { IsNull, Not, type EntityManager } from 'typeorm';
import { contactDeadline, leadClockState } from '@homeward/domain';
import { nationalHolidays } from '../../partners/leads/national-holidays.js';
import { ProviderLead } from '../entities/provider-lead.entity.js';

/**
 * Hands the requests held for an organisation over to it once it has joined (its claim approved: claimedAt set):
 * each becomes an ordinary lead of its portal, with a fresh promise of 2 business days counted from the approval
 * (never earlier than the one the family was given), and handedOverAt records when. Idempotent and safe to run from
 * several places at once: it only touches rows not handed over yet, each with a conditional UPDATE. The portal runs it
 * for its provider before it reads leads, the reminder sweep for every provider before it looks for overdue leads,
 * and a claim's approval may run it in its own transaction. Returns how many requests this call handed over.
 */
export async function handOverHeldRequests(em: EntityManager, scope: { providerId?: number } = {}, now = new Date()): Promise<number> {
  const leads = em.getRepository(ProviderLead);
  const waiting = await leads.find({
    select: { id: true, contactBy: true, provider: { id: true, state: true, claimedAt: true } },
    relations: { provider: true },
    where: {
      heldAt: Not(IsNull()),
      handedOverAt: IsNull(),
      provider: { claimedAt: Not(IsNull()) },
      ...(scope.providerId === undefined ? {} : { providerId: scope.providerId }),
    },
  });
  let handed = 0;
  for (const lead of waiting) {
    const fresh = contactDeadline(new Date(lead.provider!.claimedAt!), leadClockState(lead.provider!.state), nationalHolidays());
    const told = lead.contactBy === null ? null : new Date(lead.contactBy);
    const contactBy = told !== null && told > fresh ? told : fresh;
    const result = await leads.update({ id: lead.id, handedOverAt: IsNull() }, { contactBy, handedOverAt: now, updatedAt: now });
    handed += result.affected ?? 0;
  }
  return handed;
}
