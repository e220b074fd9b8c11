import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { auditChanges, isFirstContact, isLeadOutcome, type PartnerLeadDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { toCsv } from '../../common/csv.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../../common/list-query.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';
import { planCsvCells } from '../lead-csv.js';
import { ERASED_LEAD_NOTES_MESSAGE } from '../team/admin-leads.service.js';
import { PARTNER_LEAD_CSV_HEADER, toPartnerLeadDto } from './partner-lead-dto.js';
import type { ListTable } from '../../common/list-page-query.js';
import type { ProviderLead } from '../entities/provider-lead.entity.js';
import type { UpdateLeadOutcomeDto } from './update-lead-outcome.dto.js';

type PartnerLeadFilter = 'outcome' | 'from' | 'to';

/**
 * A request held for the provider before it joined Homeward is the team's until it is handed over (ProviderLeadRepository.handOverHeld),
 * which each read here does first for a provider whose claim was approved.
 */
const isProvidersOwn = (lead: ProviderLead) => lead.heldAt === null || lead.handedOverAt !== null;

const PARTNER_LEAD_LIST: ListSpec<PartnerLeadFilter> = {
  sortable: ['id', 'createdAt', 'outcome', 'contactBy'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['outcome', 'from', 'to'],
};

const PARTNER_LEAD_TABLE: ListTable<PartnerLeadFilter> = {
  alias: 'l',
  equalityFilters: {
    outcome: (value) => {
      if (!isLeadOutcome(value)) throw new BadRequestException('filter.outcome must be a lead outcome');
      return value;
    },
  },
  dateColumn: 'createdAt',
};

/**
 * My leads: the provider leads addressed to the session's provider, and only those. Every read and
 * write starts from `WHERE providerId = <the session's provider>`: another provider's lead id is a 404, the
 * same answer as an id that does not exist.
 */
@Injectable()
export class PartnerLeadsService {
  constructor(
    private readonly providerLeads: ProviderLeadRepository,
    private readonly audit: AuditService,
  ) {}

  async list(providerId: number, params: ListQueryParams, now = new Date()): Promise<ListPage<PartnerLeadDto>> {
    const query = parseListQuery(params, PARTNER_LEAD_LIST);
    await this.providerLeads.handOverHeld({ providerId }, now);
    const page = await this.providerLeads.findPageForProvider(providerId, query, PARTNER_LEAD_TABLE);
    return { ...page, items: page.items.map((lead) => toPartnerLeadDto(lead, now)) };
  }

  async get(providerId: number, id: number, now = new Date()): Promise<PartnerLeadDto> {
    return toPartnerLeadDto(await this.own(providerId, id), now);
  }

  /** Outcome and note; the first outcome other than "new" stamps firstContactAt once. Audited with the provider user as actor. */
  async update(providerId: number, id: number, dto: UpdateLeadOutcomeDto, now = new Date()): Promise<PartnerLeadDto> {
    await this.providerLeads.handOverHeld({ providerId }, now);
    return this.providerLeads.transaction(async (em) => {
      const lead = await this.providerLeads.findForProvider(providerId, id, em);
      if (!lead || !isProvidersOwn(lead)) throw new NotFoundException(`Lead ${id} not found`);
      if (lead.erasedAt !== null && typeof dto.note === 'string') throw new BadRequestException(ERASED_LEAD_NOTES_MESSAGE);
      const before = { outcome: lead.outcome, note: lead.outcomeNote };
      if (dto.outcome !== undefined && dto.outcome !== lead.outcome) {
        lead.outcome = dto.outcome;
        lead.outcomeAt = now;
        if (lead.firstContactAt === null && isFirstContact(dto.outcome)) lead.firstContactAt = now;
      }
      if (dto.note !== undefined) lead.outcomeNote = dto.note;
      const changes = auditChanges(before, { outcome: lead.outcome, note: lead.outcomeNote }, { redacted: ['note'] });
      if (Object.keys(changes).length === 0) return toPartnerLeadDto(lead, now);
      await this.providerLeads.save(lead, em);
      await this.audit.record(em, { action: 'update', entity: 'provider_lead', entityId: id, changes });
      return toPartnerLeadDto(lead, now);
    });
  }

  /** Every lead of the list's filter and sort as CSV (formula-safe: common/csv), recorded in the audit trail. */
  async export(providerId: number, params: ListQueryParams): Promise<string> {
    const { items } = await this.list(providerId, { sort: params.sort, filter: params.filter });
    const csv = toCsv(
      PARTNER_LEAD_CSV_HEADER,
      items.map((l) => [
        l.id,
        l.createdAt,
        l.outcome,
        l.note,
        l.erased ? '[erased]' : l.name,
        l.email,
        l.phone,
        l.postcode,
        l.serviceLevel,
        l.hasReferralId,
        l.selfManagement,
        ...planCsvCells(l.plan),
        l.contactBy,
        l.firstContactAt,
      ]),
    );
    await this.audit.recordAlone({ action: 'export', entity: 'provider_lead', reason: `CSV of ${items.length} lead(s) of provider ${providerId}` });
    return csv;
  }

  private async own(providerId: number, id: number): Promise<ProviderLead> {
    await this.providerLeads.handOverHeld({ providerId });
    const lead = await this.providerLeads.findForProvider(providerId, id);
    if (!lead || !isProvidersOwn(lead)) throw new NotFoundException(`Lead ${id} not found`);
    return lead;
  }
}
