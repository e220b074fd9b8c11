import { Injectable, NotFoundException, HttpStatus } from '@nestjs/common';
import type { LeadDeliveryDto, LeadKind } from '@homeward/domain';
import { LEAD_KIND_DESCRIPTORS } from '../lead-kinds.js';
import { LeadRepository } from '../lead.repository.js';
import { OutboxSender } from '../../outbox/mail-sender.js';
import { OutboxRepository, toDeliveryDto } from '../../outbox/outbox.repository.js';
import { LEAD_ERRORS, leadError } from '../lead-errors.js';

export const RESEND_BUSY_MESSAGE = 'This lead’s email is being sent right now. Refresh in a minute to see how it went.';

/** What the admin console sees of lead emails, and "Send again". */
@Injectable()
export class LeadDeliveryService {
  constructor(
    private readonly store: OutboxRepository,
    private readonly sender: OutboxSender,
    private readonly leads: LeadRepository,
  ) {}

  /** The same leads with `delivery` added (null: stored before delivery existed, never sent). */
  async withDelivery<T extends { id: number }>(kind: LeadKind, leads: T[]): Promise<Array<T & { delivery: LeadDeliveryDto | null }>> {
    const byLead = await this.store.deliveryFor(
      kind,
      leads.map((l) => l.id),
    );
    return leads.map((lead) => ({ ...lead, delivery: byLead.get(lead.id) ?? null }));
  }

  async resend(kind: LeadKind, leadId: number): Promise<LeadDeliveryDto> {
    const { entity, label } = LEAD_KIND_DESCRIPTORS[kind];
    const exists = await this.leads.exists(entity, leadId);
    if (!exists) throw new NotFoundException(`${label} ${leadId} not found`);
    if ((await this.store.requeue(kind, leadId)) === 'busy') throw leadError(HttpStatus.CONFLICT, LEAD_ERRORS.leadEmailBusy, RESEND_BUSY_MESSAGE);
    this.sender.nudge();
    const n = await this.store.forLead(kind, leadId);
    return toDeliveryDto(n!);
  }
}
