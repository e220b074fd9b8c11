import { BadRequestException, HttpException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, type DataSource, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { LEAD_MESSAGES, centsToAmount, planSummaryText, toCents, type CalculatorLeadDto, type LeadKind, type ProviderLeadDto } from '@homeward/domain';
import { applyDateRange } from '../common/date-range-filter.js';
import { toCsv } from '../common/csv.js';
import { LIKE_ESCAPE, likePattern, parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { LocationsService } from '../locations/locations.service.js';
import { LeadMailSender } from '../outbox/lead-mail-sender.js';
import { OutboxStore } from '../outbox/outbox-store.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { CalculatorLead } from './entities/calculator-lead.entity.js';
import { ProviderLead } from './entities/provider-lead.entity.js';
import { NO_PLAN, planColumns, toProviderLeadPlanDto } from './lead-plan-columns.js';
import { LeadPlanService } from './lead-plan.service.js';
import type { UpdateLeadDto } from './dto/update-lead.dto.js';
import type { CreateCalculatorLeadDto, CreateProviderLeadDto } from './dto/create-lead.dto.js';

type LeadFilter = 'q' | 'status' | 'serviceLevel' | 'providerId' | 'from' | 'to';
const COMMON_SORT = ['id', 'name', 'email', 'phone', 'postcode', 'status', 'serviceLevel', 'selfManagement', 'createdAt', 'updatedAt'];

export const CALCULATOR_LEAD_LIST: ListSpec<LeadFilter> = {
  sortable: [...COMMON_SORT, 'totalWeeklyCost', 'totalQuarterlyCost'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'status', 'serviceLevel', 'from', 'to'],
  maxPageSize: 1000,
};

export const PROVIDER_LEAD_LIST: ListSpec<LeadFilter> = {
  sortable: [...COMMON_SORT, 'providerName', 'providerId'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'status', 'serviceLevel', 'providerId', 'from', 'to'],
  maxPageSize: 1000,
};

/** The spec's admin view: selectedServices as JSON text mapping service id to hours a week. */
export function toCalculatorLeadDto(lead: CalculatorLead): CalculatorLeadDto {
  const services = Array.isArray(lead.selectedServices) ? lead.selectedServices : [];
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
    selectedServices: JSON.stringify(Object.fromEntries(services.map((s) => [String(s.serviceId), s.hoursPerWeek]))),
    services,
    totalWeeklyCost: centsToAmount(toCents(lead.totalWeeklyCost)),
    totalQuarterlyCost: centsToAmount(toCents(lead.totalQuarterlyCost)),
    selfManagement: Boolean(lead.selfManagement),
    notes: lead.notes,
    createdAt: new Date(lead.createdAt).toISOString(),
  };
}

export function toProviderLeadDto(lead: ProviderLead): ProviderLeadDto {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    status: lead.status,
    providerId: lead.providerId,
    providerName: lead.providerName,
    serviceLevel: lead.serviceLevel,
    hasReferralId: Boolean(lead.hasReferralId),
    referralId: lead.referralId,
    selfManagement: Boolean(lead.selfManagement),
    notes: lead.notes,
    createdAt: new Date(lead.createdAt).toISOString(),
    plan: toProviderLeadPlanDto(lead),
  };
}

/** The columns both lead kinds export, first and in this order; each kind then adds its own. */
const CONTACT_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'name',
  'email',
  'phone',
  'postcode',
  'serviceLevel',
  'hasReferralId',
  'referralId',
  'selfManagement',
];
const CALCULATOR_CSV_HEADER = [...CONTACT_CSV_COLUMNS, 'services', 'totalWeeklyCost', 'totalQuarterlyCost', 'notes'];
const PROVIDER_CSV_HEADER = [
  ...CONTACT_CSV_COLUMNS,
  'providerId',
  'providerName',
  'notes',
  'plan',
  'planWeeklyCost',
  'planQuarterlyCost',
  'planRemainingBudget',
];

export const SAVE_FAILED_MESSAGE = 'We could not save your details just now. Please try again in a few minutes.';

@Injectable()
export class LeadsService {
  private readonly logger = new Logger(LeadsService.name);

  constructor(
    @InjectRepository(CalculatorLead) private readonly calculatorLeads: Repository<CalculatorLead>,
    @InjectRepository(ProviderLead) private readonly providerLeads: Repository<ProviderLead>,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    private readonly locations: LocationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxStore,
    private readonly mailSender: LeadMailSender,
    private readonly plans: LeadPlanService,
  ) {}

  /** Resolves only once the lead is committed; a database failure is a 503, never a lost lead behind a 201. */
  async createCalculatorLead(dto: CreateCalculatorLeadDto): Promise<{ id: number; status: string }> {
    return this.committed(async () => {
      await this.requireKnownPostcode(dto.postcode);
      const lead = this.calculatorLeads.create({
        ...this.contactFields(dto),
        selectedServices: dto.selectedServices.map((s) => ({ serviceId: s.serviceId, hoursPerWeek: s.hoursPerWeek, serviceName: s.serviceName })),
        totalWeeklyCost: String(dto.totalWeeklyCost),
        totalQuarterlyCost: String(dto.totalQuarterlyCost),
      });
      return this.storeWithNotification('calculator', lead);
    });
  }

  async createProviderLead(dto: CreateProviderLeadDto): Promise<{ id: number; status: string }> {
    return this.committed(async () => {
      await this.requireKnownPostcode(dto.postcode);
      if (dto.plan) this.plans.check(dto.plan);
      const provider = await this.providers.findOneBy({ id: dto.providerId, isActive: true });
      if (!provider) throw new NotFoundException(`Provider ${dto.providerId} not found`);
      // The figures are worked out here from the provider's prices now, never taken from the client.
      const plan = dto.plan ? planColumns(await this.plans.price(provider.id, dto.plan)) : NO_PLAN;
      const lead = this.providerLeads.create({ ...this.contactFields(dto), providerId: provider.id, providerName: provider.businessName, ...plan });
      return this.storeWithNotification('provider', lead);
    });
  }

  /**
   * The lead and its email in the outbox commit in one transaction (issue 15, docs/decisions/022): never
   * a lead without its email, never an email for a lead that was not stored. Then the sender is woken.
   */
  private async storeWithNotification(kind: LeadKind, lead: CalculatorLead | ProviderLead): Promise<{ id: number; status: string }> {
    const saved = await this.dataSource.transaction(async (em) => {
      const row = await em.getRepository<CalculatorLead | ProviderLead>(kind === 'provider' ? ProviderLead : CalculatorLead).save(lead);
      await this.outbox.queue(em, kind, row.id);
      return row;
    });
    this.mailSender.nudge();
    return { id: saved.id, status: saved.status };
  }

  async listCalculatorLeads(params: ListQueryParams): Promise<ListPage<CalculatorLeadDto>> {
    const page = await this.page(this.calculatorLeads, params, CALCULATOR_LEAD_LIST);
    return { ...page, items: page.items.map(toCalculatorLeadDto) };
  }

  async listProviderLeads(params: ListQueryParams): Promise<ListPage<ProviderLeadDto>> {
    const page = await this.page(this.providerLeads, params, PROVIDER_LEAD_LIST);
    return { ...page, items: page.items.map(toProviderLeadDto) };
  }

  async getCalculatorLead(id: number): Promise<CalculatorLeadDto> {
    return toCalculatorLeadDto(await this.find(this.calculatorLeads, id, 'Calculator lead'));
  }

  async getProviderLead(id: number): Promise<ProviderLeadDto> {
    return toProviderLeadDto(await this.find(this.providerLeads, id, 'Provider lead'));
  }

  async updateCalculatorLead(id: number, dto: UpdateLeadDto): Promise<CalculatorLeadDto> {
    const lead = await this.find(this.calculatorLeads, id, 'Calculator lead');
    return toCalculatorLeadDto(await this.calculatorLeads.save(this.applyUpdate(lead, dto)));
  }

  async updateProviderLead(id: number, dto: UpdateLeadDto): Promise<ProviderLeadDto> {
    const lead = await this.find(this.providerLeads, id, 'Provider lead');
    return toProviderLeadDto(await this.providerLeads.save(this.applyUpdate(lead, dto)));
  }

  /** CSV of the same list the admin sees (same filter and sort, every page). */
  async exportCalculatorLeads(params: ListQueryParams): Promise<string> {
    const { items } = await this.listCalculatorLeads({ sort: params.sort, filter: params.filter });
    return toCsv(
      CALCULATOR_CSV_HEADER,
      items.map((l) => [
        l.id,
        l.createdAt,
        l.status,
        l.name,
        l.email,
        l.phone,
        l.postcode,
        l.serviceLevel,
        l.hasReferralId,
        l.referralId,
        l.selfManagement,
        l.services.map((s) => `${s.serviceName} (${s.hoursPerWeek} h/week)`).join('; '),
        l.totalWeeklyCost.toFixed(2),
        l.totalQuarterlyCost.toFixed(2),
        l.notes,
      ]),
    );
  }

  async exportProviderLeads(params: ListQueryParams): Promise<string> {
    const { items } = await this.listProviderLeads({ sort: params.sort, filter: params.filter });
    return toCsv(
      PROVIDER_CSV_HEADER,
      items.map((l) => [
        l.id,
        l.createdAt,
        l.status,
        l.name,
        l.email,
        l.phone,
        l.postcode,
        l.serviceLevel,
        l.hasReferralId,
        l.referralId,
        l.selfManagement,
        l.providerId,
        l.providerName,
        l.notes,
        l.plan ? planSummaryText(l.plan) : null,
        l.plan?.weeklyCost.toFixed(2) ?? null,
        l.plan?.quarterlyCost.toFixed(2) ?? null,
        l.plan?.remainingBudget?.toFixed(2) ?? null,
      ]),
    );
  }

  /** Issue 7: a 4-digit postcode must also be a real one (the locations table); 400 otherwise. */
  private async requireKnownPostcode(postcode: string): Promise<void> {
    if (!(await this.locations.isKnownPostcode(postcode))) throw new BadRequestException(LEAD_MESSAGES.postcodeUnknown);
  }

  private contactFields(dto: CreateCalculatorLeadDto | CreateProviderLeadDto) {
    return {
      sessionId: dto.sessionId,
      hasReferralId: dto.hasReferralId,
      // Answering No clears the referral id (spec section 4).
      referralId: dto.hasReferralId ? dto.referralId : null,
      serviceLevel: dto.serviceLevel,
      name: dto.name,
      phone: dto.phone,
      email: dto.email,
      postcode: dto.postcode,
      selfManagement: dto.selfManagement,
      status: 'new' as const,
      notes: null,
    };
  }

  private async committed<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.error(`Lead not saved: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(SAVE_FAILED_MESSAGE);
    }
  }

  private applyUpdate<T extends CalculatorLead | ProviderLead>(lead: T, dto: UpdateLeadDto): T {
    if (dto.status !== undefined) lead.status = dto.status;
    if (dto.notes !== undefined) lead.notes = dto.notes;
    return lead;
  }

  private async find<T extends ObjectLiteral & { id: number }>(repo: Repository<T>, id: number, label: string): Promise<T> {
    const lead = await repo.findOneBy({ id } as never);
    if (!lead) throw new NotFoundException(`${label} ${id} not found`);
    return lead;
  }

  private async page<T extends ObjectLiteral>(repo: Repository<T>, params: ListQueryParams, spec: ListSpec<LeadFilter>): Promise<ListPage<T>> {
    const query = parseListQuery(params, spec);
    const qb: SelectQueryBuilder<T> = repo.createQueryBuilder('l');
    if (query.ids) qb.andWhere('l.id IN (:...ids)', { ids: query.ids });
    const { q, status, serviceLevel, providerId } = query.filter;
    if (q !== undefined) {
      qb.andWhere(
        new Brackets((w) => {
          const columns = spec === PROVIDER_LEAD_LIST ? ['name', 'email', 'phone', 'postcode', 'providerName'] : ['name', 'email', 'phone', 'postcode'];
          for (const column of columns) w.orWhere(`LOWER(l.${column}) LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(String(q)) });
        }),
      );
    }
    if (status !== undefined) qb.andWhere('l.status = :status', { status: String(status) });
    if (serviceLevel !== undefined) qb.andWhere('l.serviceLevel = :serviceLevel', { serviceLevel: String(serviceLevel) });
    if (providerId !== undefined) qb.andWhere('l.providerId = :providerId', { providerId: Number(providerId) });
    applyDateRange(qb, 'l.createdAt', query.filter);
    qb.orderBy(`l.${query.sort.field}`, query.sort.order).addOrderBy('l.id', query.sort.order);
    if (query.take !== undefined) qb.skip(query.skip).take(query.take);
    const [items, total] = await qb.getManyAndCount();
    return { items, total, skip: query.skip };
  }
}
