import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { auditChanges, auditedLeadFilter } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { toCsv } from '../../common/csv.js';
import { parseListQuery, type ListPage, type ListQueryParams } from '../../common/list-query.js';
import { LeadRepository } from '../lead.repository.js';
import type { LeadBase } from '../entities/lead-base.js';
import type { LeadKindDescriptor } from '../lead-kinds.js';
import type { UpdateLeadDto } from './update-lead.dto.js';

export const ERASED_LEAD_NOTES_MESSAGE = 'This lead was erased: notes can no longer be added';

// Every data row starts with its quoted id (toCsv quotes every cell), which a line inside a notes cell cannot fake cheaply.
const countRows = (csv: string) => (csv.match(/\r\n"\d+",/g) ?? []).length;

/** The admin's side of leads, one kind at a time: the list, one lead, the follow-up (status, notes) and the CSV export. */
@Injectable()
export class AdminLeadsService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly audit: AuditService,
  ) {}

  async list<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, params: ListQueryParams): Promise<ListPage<D>> {
    const query = parseListQuery(params, kind.list);
    const page = await this.leads.findPage(kind.entity, query, kind.table);
    return { ...page, items: page.items.map((lead) => kind.toDto(lead)) };
  }

  async get<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, id: number): Promise<D> {
    const lead = await this.leads.findById(kind.entity, id);
    if (!lead) throw new NotFoundException(`${kind.label} ${id} not found`);
    return kind.toDto(lead);
  }

  /** Status and notes, with the audit entry in the same transaction. Notes are personal: the audit says "changed" only. */
  update<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, id: number, dto: UpdateLeadDto): Promise<D> {
    return this.leads.transaction(async (em) => {
      const lead = await this.leads.findById(kind.entity, id, em);
      if (!lead) throw new NotFoundException(`${kind.label} ${id} not found`);
      if (lead.erasedAt !== null && typeof dto.notes === 'string') throw new BadRequestException(ERASED_LEAD_NOTES_MESSAGE);
      const before = { status: lead.status, notes: lead.notes };
      if (dto.status !== undefined) lead.status = dto.status;
      if (dto.notes !== undefined) lead.notes = dto.notes;
      const changes = auditChanges(before, { status: lead.status, notes: lead.notes }, { redacted: ['notes'] });
      if (Object.keys(changes).length === 0) return kind.toDto(lead);
      const saved = await this.leads.save(kind.entity, lead, em);
      await this.audit.record(em, { action: 'update', entity: kind.audit, entityId: id, changes });
      return kind.toDto(saved);
    });
  }

  /**
   * CSV of the same list the admin sees (same filter and sort, every page), recorded in the audit trail:
   * who took personal data out of the system, how many rows, with which filter.
   */
  async export<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, params: ListQueryParams): Promise<string> {
    const { items } = await this.list(kind, { sort: params.sort, filter: params.filter });
    const csv = toCsv(
      kind.csvHeader,
      items.map((lead) => kind.csvRow(lead)),
    );
    await this.audit.recordAlone({
      action: 'export',
      entity: kind.audit,
      reason: `CSV of ${countRows(csv)} lead(s); filter ${auditedLeadFilter(params.filter)}`,
    });
    return csv;
  }
}
