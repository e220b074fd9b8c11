import { Injectable, NotFoundException, HttpStatus } from '@nestjs/common';
import { auditChanges, HELD_REQUEST_MESSAGES, type HeldRequestDto, type UnclaimedDemandDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { requestActor } from '../../audit/request-actor.js';
import { isoInstant } from '../../database/transformers.js';
import { filterBoolean, parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../../common/list-query.js';
import { OutboxSender } from '../../outbox/mail-sender.js';
import { OutboxRepository } from '../../outbox/outbox.repository.js';
import { ProviderLeadRepository, type DemandFilter } from '../provider-lead.repository.js';
import { LEAD_ERRORS, leadError } from '../lead-errors.js';
import type { ListTable } from '../../common/list-page-query.js';
import type { ProviderLead } from '../entities/provider-lead.entity.js';
import type { ActOnHeldRequestDto } from './held-request.dto.js';

type HeldFilter = 'q' | 'acted' | 'overdue' | 'from' | 'to';

const HELD_LIST: ListSpec<HeldFilter> = {
  sortable: ['id', 'createdAt', 'contactBy', 'providerName', 'name', 'teamActedAt'],
  // Nulls sort first ascending on SQLite and MySQL alike: the requests nobody has acted on come first, oldest first.
  defaultSort: { field: 'teamActedAt', order: 'ASC' },
  filters: ['q', 'acted', 'overdue', 'from', 'to'],
};

const HELD_TABLE: ListTable<HeldFilter> = { alias: 'l', searchColumns: ['name', 'email', 'phone', 'postcode', 'providerName'], dateColumn: 'createdAt' };

const DEMAND_LIST: ListSpec<DemandFilter> = {
  sortable: ['requests', 'waiting', 'latestRequestAt', 'organisation'],
  defaultSort: { field: 'requests', order: 'DESC' },
  filters: ['q', 'state'],
};

const place = (p: { suburb: string; state: string; postcode: string }) => `${p.suburb} ${p.state} ${p.postcode}`;

/** A driver's DATETIME (a Date, or UTC text from SQLite) as an ISO instant. */
export function toHeldRequestDto(lead: ProviderLead, now: Date): HeldRequestDto {
  const contactBy = new Date(lead.contactBy ?? lead.createdAt);
  return {
    id: lead.id,
    createdAt: new Date(lead.createdAt).toISOString(),
    providerId: lead.providerId,
    organisation: lead.provider?.businessName ?? lead.providerName,
    organisationPlace: lead.provider ? place(lead.provider) : 'Not known',
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    serviceLevel: lead.serviceLevel,
    hasReferralId: Boolean(lead.hasReferralId),
    referralId: lead.referralId,
    selfManagement: Boolean(lead.selfManagement),
    notes: lead.notes,
    contactBy: contactBy.toISOString(),
    overdue: lead.teamAction === null && now >= contactBy,
    teamAction: lead.teamAction,
    teamActedAt: lead.teamActedAt === null ? null : new Date(lead.teamActedAt).toISOString(),
    teamActedBy: lead.teamActedBy,
  };
}

/**
 * The team's side of requests held for organisations not on Homeward: the queue (requests whose organisation has
 * still not joined, not erased), recording what the team did (once, audited, the family told), and which
 * organisations families ask for most.
 */
@Injectable()
export class AdminHeldRequestsService {
  constructor(
    private readonly providerLeads: ProviderLeadRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxRepository,
    private readonly mailSender: OutboxSender,
  ) {}

  async list(params: ListQueryParams, now = new Date()): Promise<ListPage<HeldRequestDto>> {
    const query = parseListQuery(params, HELD_LIST);
    const acted = filterBoolean(query.filter.acted, 'acted');
    const overdue = filterBoolean(query.filter.overdue, 'overdue');
    const page = await this.providerLeads.findHeldPage(query, HELD_TABLE, { acted, overdue, now });
    return { ...page, items: page.items.map((lead) => toHeldRequestDto(lead, now)) };
  }

  /**
   * Records the team's action once: a conditional UPDATE (teamAction still null), so two admins pressing at once get
   * one success and one 409. The family's news about it commits with it, and so does the audit event.
   */
  act(id: number, dto: ActOnHeldRequestDto, now = new Date()): Promise<HeldRequestDto> {
    return this.providerLeads
      .transaction(async (em) => {
        const lead = await this.providerLeads.findWithProvider(id, em);
        if (!lead || lead.heldAt === null || lead.erasedAt !== null) throw new NotFoundException(`Held request ${id} not found`);
        if (lead.handedOverAt !== null || lead.provider?.claimedAt)
          throw leadError(HttpStatus.CONFLICT, LEAD_ERRORS.heldRequestJoined, HELD_REQUEST_MESSAGES.joined);
        if (lead.teamAction !== null) throw leadError(HttpStatus.CONFLICT, LEAD_ERRORS.heldRequestAlreadyActed, HELD_REQUEST_MESSAGES.alreadyActed);
        const actedBy = requestActor()?.email ?? null;
        const note = dto.note ? `${dto.action === 'passed-on' ? 'Passed on' : 'Invited'}: ${dto.note}` : null;
        const notes = note === null ? lead.notes : lead.notes ? `${lead.notes}\n${note}` : note;
        const result = await this.providerLeads.recordTeamAction(id, { teamAction: dto.action, teamActedAt: now, teamActedBy: actedBy, notes }, now, em);
        if ((result.affected ?? 0) !== 1) throw leadError(HttpStatus.CONFLICT, LEAD_ERRORS.heldRequestAlreadyActed, HELD_REQUEST_MESSAGES.alreadyActed);
        const changes = auditChanges({ teamAction: null, notes: lead.notes }, { teamAction: dto.action, notes }, { redacted: ['notes'] });
        await this.audit.record(em, { action: 'update', entity: 'provider_lead', entityId: id, changes, reason: `Held request: ${dto.action}` });
        await this.outbox.queue(em, 'held_outcome', id, now.getTime());
        Object.assign(lead, { teamAction: dto.action, teamActedAt: now, teamActedBy: actedBy, notes });
        return toHeldRequestDto(lead, now);
      })
      .then((dto) => {
        this.mailSender.nudge();
        return dto;
      });
  }

  /** Per organisation still not on Homeward: how many families asked (every held request, erased ones too), most asked first. */
  async demand(params: ListQueryParams): Promise<ListPage<UnclaimedDemandDto>> {
    const query = parseListQuery(params, DEMAND_LIST);
    const { rows, total } = await this.providerLeads.findDemandPage(query);
    const items = rows.map((r) => ({
      id: Number(r.id),
      organisation: r.organisation,
      organisationPlace: place(r),
      requests: Number(r.requests),
      waiting: Number(r.waiting ?? 0),
      latestRequestAt: isoInstant(r.latestRequestAt)!,
    }));
    return { items, total, skip: query.skip };
  }
}
