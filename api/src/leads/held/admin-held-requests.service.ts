import { Injectable, NotFoundException, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, IsNull, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { auditChanges, HELD_REQUEST_MESSAGES, type HeldRequestDto, type UnclaimedDemandDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { requestActor } from '../../audit/request-actor.js';
import { asText, fetchListPage, type ListTable } from '../../common/list-page-query.js';
import { filterBoolean, LIKE_ESCAPE, likePattern, parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../../common/list-query.js';
import { LeadMailSender } from '../../outbox/lead-mail-sender.js';
import { OutboxStore } from '../../outbox/outbox-store.js';
import { ProviderLead } from '../entities/provider-lead.entity.js';
import { LEAD_ERRORS, leadError } from '../lead-errors.js';
import type { ActOnHeldRequestDto } from './held-request.dto.js';

type HeldFilter = 'q' | 'acted' | 'overdue' | 'from' | 'to';

const HELD_LIST: ListSpec<HeldFilter> = {
  sortable: ['id', 'createdAt', 'contactBy', 'providerName', 'name', 'teamActedAt'],
  // Nulls sort first ascending on SQLite and MySQL alike: the requests nobody has acted on come first, oldest first.
  defaultSort: { field: 'teamActedAt', order: 'ASC' },
  filters: ['q', 'acted', 'overdue', 'from', 'to'],
};

const HELD_TABLE: ListTable<HeldFilter> = { alias: 'l', searchColumns: ['name', 'email', 'phone', 'postcode', 'providerName'], dateColumn: 'createdAt' };

type DemandFilter = 'q' | 'state';

const DEMAND_LIST: ListSpec<DemandFilter> = {
  sortable: ['requests', 'waiting', 'latestRequestAt', 'organisation'],
  defaultSort: { field: 'requests', order: 'DESC' },
  filters: ['q', 'state'],
};

/** The demand list's sort fields as SQL over its grouped rows. */
const DEMAND_ORDER: Record<string, string> = {
  requests: 'COUNT(l.id)',
  waiting: 'SUM(CASE WHEN l.teamAction IS NULL THEN 1 ELSE 0 END)',
  latestRequestAt: 'MAX(l.createdAt)',
  organisation: 'p.businessName',
};

interface DemandRow {
  id: number | string;
  organisation: string;
  suburb: string;
  state: string;
  postcode: string;
  requests: number | string;
  waiting: number | string | null;
  latestRequestAt: Date | string;
}

const place = (p: { suburb: string; state: string; postcode: string }) => `${p.suburb} ${p.state} ${p.postcode}`;

/** A driver's DATETIME (a Date, or UTC text from SQLite) as an ISO instant. */
const isoOf = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`)).toISOString();

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly outbox: OutboxStore,
    private readonly mailSender: LeadMailSender,
  ) {}

  private queue(): SelectQueryBuilder<ProviderLead> {
    return this.dataSource
      .getRepository(ProviderLead)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.provider', 'p')
      .where('l.heldAt IS NOT NULL AND l.handedOverAt IS NULL AND l.erasedAt IS NULL AND p.claimedAt IS NULL');
  }

  async list(params: ListQueryParams, now = new Date()): Promise<ListPage<HeldRequestDto>> {
    const query = parseListQuery(params, HELD_LIST);
    const qb = this.queue();
    const acted = filterBoolean(query.filter.acted, 'acted');
    if (acted !== undefined) qb.andWhere(acted ? 'l.teamAction IS NOT NULL' : 'l.teamAction IS NULL');
    const overdue = filterBoolean(query.filter.overdue, 'overdue');
    if (overdue === true) qb.andWhere('l.teamAction IS NULL AND l.contactBy <= :now', { now });
    if (overdue === false) qb.andWhere(new Brackets((w) => w.where('l.teamAction IS NOT NULL').orWhere('l.contactBy > :now', { now })));
    const page = await fetchListPage(qb, query, HELD_TABLE);
    return { ...page, items: page.items.map((lead) => toHeldRequestDto(lead, now)) };
  }

  /**
   * Records the team's action once: a conditional UPDATE (teamAction still null), so two admins pressing at once get
   * one success and one 409. The family's news about it commits with it, and so does the audit event.
   */
  act(id: number, dto: ActOnHeldRequestDto, now = new Date()): Promise<HeldRequestDto> {
    return this.dataSource
      .transaction(async (em) => {
        const lead = await em.findOne(ProviderLead, { where: { id }, relations: { provider: true } });
        if (!lead || lead.heldAt === null || lead.erasedAt !== null) throw new NotFoundException(`Held request ${id} not found`);
        if (lead.handedOverAt !== null || lead.provider?.claimedAt)
          throw leadError(HttpStatus.CONFLICT, LEAD_ERRORS.heldRequestJoined, HELD_REQUEST_MESSAGES.joined);
        if (lead.teamAction !== null) throw leadError(HttpStatus.CONFLICT, LEAD_ERRORS.heldRequestAlreadyActed, HELD_REQUEST_MESSAGES.alreadyActed);
        const actedBy = requestActor()?.email ?? null;
        const note = dto.note ? `${dto.action === 'passed-on' ? 'Passed on' : 'Invited'}: ${dto.note}` : null;
        const notes = note === null ? lead.notes : lead.notes ? `${lead.notes}\n${note}` : note;
        const result = await em
          .getRepository(ProviderLead)
          .update({ id, teamAction: IsNull() }, { teamAction: dto.action, teamActedAt: now, teamActedBy: actedBy, notes, updatedAt: now });
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
    const base = () => {
      const qb = this.dataSource
        .getRepository(ProviderLead)
        .createQueryBuilder('l')
        .innerJoin('l.provider', 'p')
        .where("l.heldAt IS NOT NULL AND p.claimedAt IS NULL AND p.listingSource = 'official'");
      if (query.ids) qb.andWhere('p.id IN (:...ids)', { ids: query.ids });
      if (query.filter.q !== undefined) qb.andWhere(`LOWER(p.businessName) LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(String(query.filter.q)) });
      if (query.filter.state !== undefined) qb.andWhere('p.state = :state', { state: asText(query.filter.state, 'state') });
      return qb;
    };
    const { n } = (await base().select('COUNT(DISTINCT p.id)', 'n').getRawOne<{ n: number | string }>()) ?? { n: 0 };
    const rows = base()
      .select('p.id', 'id')
      .addSelect('p.businessName', 'organisation')
      .addSelect('p.suburb', 'suburb')
      .addSelect('p.state', 'state')
      .addSelect('p.postcode', 'postcode')
      .addSelect('COUNT(l.id)', 'requests')
      .addSelect(DEMAND_ORDER.waiting, 'waiting')
      .addSelect(DEMAND_ORDER.latestRequestAt, 'latestRequestAt')
      .groupBy('p.id')
      .addGroupBy('p.businessName')
      .addGroupBy('p.suburb')
      .addGroupBy('p.state')
      .addGroupBy('p.postcode')
      .orderBy(DEMAND_ORDER[query.sort.field]!, query.sort.order)
      .addOrderBy('p.id', query.sort.order);
    if (query.take !== undefined) rows.offset(query.skip).limit(query.take);
    const items = ((await rows.getRawMany()) as DemandRow[]).map((r) => ({
      id: Number(r.id),
      organisation: r.organisation,
      organisationPlace: place(r),
      requests: Number(r.requests),
      waiting: Number(r.waiting ?? 0),
      latestRequestAt: isoOf(r.latestRequestAt),
    }));
    return { items, total: Number(n), skip: query.skip };
  }
}
