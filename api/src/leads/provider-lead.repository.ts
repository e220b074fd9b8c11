import { Injectable } from '@nestjs/common';
import { Brackets, IsNull, LessThanOrEqual, MoreThanOrEqual, Not, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { contactDeadline, leadClockState, type HeldRequestAction } from '@homeward/domain';
import { TransactionalRepository } from '../common/transactional-repository.js';
import { nationalHolidays } from '../common/national-holidays.js';
import { asText, fetchListPage, type ListTable } from '../common/list-page-query.js';
import { LIKE_ESCAPE, likePattern, type ListPage, type ListQuery } from '../common/list-query.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { readPriceLists } from '../providers/prices/price-list.repository.js';
import { ProviderLead } from './entities/provider-lead.entity.js';

/** The held queue's own filters, read after the shared ones (q, from, to). */
export interface HeldQueueFilter {
  acted?: boolean;
  overdue?: boolean;
  now: Date;
}

/** The team's action on a held request, written once. */
export interface TeamActionChange {
  teamAction: HeldRequestAction;
  teamActedAt: Date;
  teamActedBy: string | null;
  notes: string | null;
}

export type DemandFilter = 'q' | 'state';

/** One organisation not on Homeward and the requests families sent it, as the drivers return them. */
export interface DemandRow {
  id: number | string;
  organisation: string;
  suburb: string;
  state: string;
  postcode: string;
  requests: number | string;
  waiting: number | string | null;
  latestRequestAt: Date | string;
}

/** A provider's standard price for one service, as the drivers return it. */
export interface StandardPriceRow {
  serviceId: number | string;
  standard: number | string;
}

/** The demand list's sort fields as SQL over its grouped rows. */
const DEMAND_ORDER: Record<string, string> = {
  requests: 'COUNT(l.id)',
  waiting: 'SUM(CASE WHEN l.teamAction IS NULL THEN 1 ELSE 0 END)',
  latestRequestAt: 'MAX(l.createdAt)',
  organisation: 'p.businessName',
};

/**
 * The overdue rule as a query (libs/domain isLeadOverdue): still new, not erased, past its contactBy; except a
 * request held for a provider not on Homeward that the team acted on while it waited (heldRequestSettled): the team
 * kept its promise. A held request nobody acted on is overdue like any lead, on the same clock.
 */
function overdueLeadsWhere(now: Date): Array<FindOptionsWhere<ProviderLead>> {
  const late = { outcome: 'new', erasedAt: IsNull(), contactBy: LessThanOrEqual(now) } as const;
  return [
    { ...late, heldAt: IsNull() },
    { ...late, heldAt: Not(IsNull()), teamAction: IsNull() },
    { ...late, heldAt: Not(IsNull()), handedOverAt: Not(IsNull()) },
  ];
}

/**
 * Hands the requests held for an organisation over to it once it has joined (its claim approved: claimedAt set):
 * each becomes an ordinary lead of its portal, with a fresh promise of 2 business days counted from the approval
 * (never earlier than the one the family was given), and handedOverAt records when. Idempotent and safe to run from
 * several places at once: it only touches rows not handed over yet, each with a conditional UPDATE. The portal runs it
 * for its provider before it reads leads, the reminder sweep for every provider before it looks for overdue leads,
 * and a claim's approval runs it in its own transaction. Returns how many requests this call handed over.
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

/**
 * What only a provider lead has: the provider's own list and outcomes, the promise (overdue counts, reminders), the
 * requests held for organisations not on Homeward, and the figures. It also reads the few provider facts a lead
 * needs (whether it is active, its clock, its addresses, its offer and prices), until providers have a repository.
 */
@Injectable()
export class ProviderLeadRepository extends TransactionalRepository {
  save(lead: ProviderLead, em: EntityManager = this.dataSource.manager): Promise<ProviderLead> {
    return em.save(lead);
  }

  findById(id: number): Promise<ProviderLead | null> {
    return this.dataSource.manager.findOneBy(ProviderLead, { id });
  }

  /** Hands over the held requests of organisations that joined since (handOverHeldRequests); how many it handed over. */
  handOverHeld(scope: { providerId?: number } = {}, now = new Date(), em: EntityManager = this.dataSource.manager): Promise<number> {
    return handOverHeldRequests(em, scope, now);
  }

  /** A page of the leads addressed to this provider that are its own (not held for the team). */
  findPageForProvider<F extends string>(providerId: number, query: ListQuery<F>, table: ListTable<F>): Promise<ListPage<ProviderLead>> {
    const qb = this.dataSource
      .getRepository(ProviderLead)
      .createQueryBuilder('l')
      .where('l.providerId = :providerId', { providerId })
      .andWhere('(l.heldAt IS NULL OR l.handedOverAt IS NOT NULL)');
    return fetchListPage(qb, query, table);
  }

  /** The lead with this id when it is addressed to this provider; null for another provider's lead or none. */
  findForProvider(providerId: number, id: number, em: EntityManager = this.dataSource.manager): Promise<ProviderLead | null> {
    return em.findOneBy(ProviderLead, { id, providerId });
  }

  countOverdue(now: Date): Promise<number> {
    return this.dataSource.manager.countBy(ProviderLead, overdueLeadsWhere(now));
  }

  /** The overdue leads, longest overdue first. */
  findOverdue(now: Date, limit = 500): Promise<ProviderLead[]> {
    return this.dataSource.manager.find(ProviderLead, {
      select: { id: true, providerId: true, providerName: true, createdAt: true, contactBy: true, reminderSentAt: true, heldAt: true, handedOverAt: true },
      where: overdueLeadsWhere(now),
      order: { contactBy: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /** Ids of the leads whose one reminder is due now, oldest promise first. */
  async findDueForReminder(now: Date, limit: number): Promise<number[]> {
    const due = await this.dataSource
      .getRepository(ProviderLead)
      .createQueryBuilder('l')
      .leftJoin('l.provider', 'p')
      .select('l.id', 'id')
      .where("l.outcome = 'new' AND l.contactBy <= :now AND l.reminderSentAt IS NULL AND l.erasedAt IS NULL", { now })
      // A held request only once handed over, and only when the provider has an address by then (its listing may not).
      .andWhere("(l.heldAt IS NULL OR (l.handedOverAt IS NOT NULL AND p.email <> ''))")
      .orderBy('l.contactBy', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return due.map(({ id }) => Number(id));
  }

  /** Stamps the lead's reminder if nobody did and it is still new; false when another instance or an outcome got there first. */
  async claimReminder(id: number, now: Date, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .update(ProviderLead)
      .set({ reminderSentAt: now })
      .where('id = :id AND reminderSentAt IS NULL AND outcome = :outcome AND erasedAt IS NULL', { id, outcome: 'new' })
      .execute();
    return result.affected === 1;
  }

  /** A page of the team's queue: held requests whose organisation has still not joined, not erased, with the organisation. */
  findHeldPage<F extends string>(query: ListQuery<F>, table: ListTable<F>, filter: HeldQueueFilter): Promise<ListPage<ProviderLead>> {
    const { acted, overdue, now } = filter;
    const qb = this.dataSource
      .getRepository(ProviderLead)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.provider', 'p')
      .where('l.heldAt IS NOT NULL AND l.handedOverAt IS NULL AND l.erasedAt IS NULL AND p.claimedAt IS NULL');
    if (acted !== undefined) qb.andWhere(acted ? 'l.teamAction IS NOT NULL' : 'l.teamAction IS NULL');
    if (overdue === true) qb.andWhere('l.teamAction IS NULL AND l.contactBy <= :now', { now });
    if (overdue === false) qb.andWhere(new Brackets((w) => w.where('l.teamAction IS NOT NULL').orWhere('l.contactBy > :now', { now })));
    return fetchListPage(qb, query, table);
  }

  findWithProvider(id: number, em: EntityManager = this.dataSource.manager): Promise<ProviderLead | null> {
    return em.findOne(ProviderLead, { where: { id }, relations: { provider: true } });
  }

  /** Records the team's action unless one is recorded already (a conditional UPDATE): affected is 0 when another admin got there first. */
  recordTeamAction(id: number, change: TeamActionChange, now: Date, em: EntityManager = this.dataSource.manager): Promise<{ affected?: number }> {
    return em.getRepository(ProviderLead).update({ id, teamAction: IsNull() }, { ...change, updatedAt: now });
  }

  /** Per organisation still not on Homeward: how many families asked (every held request, erased ones too), one page. */
  async findDemandPage(query: ListQuery<DemandFilter>): Promise<{ rows: DemandRow[]; total: number }> {
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
    return { rows: (await rows.getRawMany()) as DemandRow[], total: Number(n) };
  }

  /** This provider's leads that arrived since `since`: what its monthly figures count. */
  findForFigures(providerId: number, since: Date): Promise<ProviderLead[]> {
    return this.dataSource.getRepository(ProviderLead).find({
      select: { id: true, createdAt: true, firstContactAt: true, contactBy: true, heldAt: true, handedOverAt: true },
      where: { providerId, createdAt: MoreThanOrEqual(since) },
    });
  }

  /** The provider a lead is for, when it is active in the directory. */
  findActiveProvider(providerId: number): Promise<Provider | null> {
    return this.dataSource.getRepository(Provider).findOneBy({ id: providerId, isActive: true });
  }

  /** What a lead's promise needs of an active provider: its state's clock and whether it has joined. */
  findActiveProviderClock(providerId: number): Promise<Pick<Provider, 'id' | 'state' | 'listingSource' | 'claimedAt'> | null> {
    return this.dataSource.getRepository(Provider).findOne({
      where: { id: providerId, isActive: true },
      select: { id: true, state: true, listingSource: true, claimedAt: true },
    });
  }

  /** Where the lead email goes: the provider's lead address, else its email. */
  findProviderAddress(providerId: number): Promise<Pick<Provider, 'id' | 'email' | 'leadEmail'> | null> {
    return this.dataSource.manager.findOne(Provider, { where: { id: providerId }, select: { id: true, email: true, leadEmail: true } });
  }

  /** Whom a reminder goes to, and the name it gives. */
  findProviderToRemind(providerId: number): Promise<Pick<Provider, 'id' | 'businessName' | 'email' | 'leadEmail'> | null> {
    return this.dataSource.manager.findOne(Provider, { where: { id: providerId }, select: { id: true, businessName: true, email: true, leadEmail: true } });
  }

  /** The organisation's name and place, as a held request's emails give them. */
  findProviderPlace(providerId: number): Promise<Pick<Provider, 'id' | 'businessName' | 'suburb' | 'state' | 'postcode'> | null> {
    return this.dataSource.manager.findOne(Provider, {
      where: { id: providerId },
      select: { id: true, businessName: true, suburb: true, state: true, postcode: true },
    });
  }

  /** The provider's state (its figures' clock); null when there is no such provider. */
  findProviderState(providerId: number): Promise<Pick<Provider, 'id' | 'state'> | null> {
    return this.dataSource.getRepository(Provider).findOne({ where: { id: providerId }, select: { id: true, state: true } });
  }

  /** The ids of the services this provider offers (a lead's plan is priced against them). */
  async findOfferedServiceIds(providerId: number): Promise<number[]> {
    const rows = (await this.dataSource.query('SELECT serviceId FROM provider_services WHERE providerId = ?', [providerId])) as Array<{
      serviceId: number | string;
    }>;
    return rows.map((row) => Number(row.serviceId));
  }

  /** This provider's stored prices (a lead's plan is priced at the standard ones). */
  async findPrices(providerId: number): Promise<StandardPriceRow[]> {
    return (await readPriceLists(this.dataSource, [providerId])).get(providerId) ?? [];
  }
}
