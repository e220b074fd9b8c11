import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { auditChanges, auditedLeadFilter } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { toCsv } from '../common/csv.js';
import { fetchListPage } from '../common/list-page-query.js';
import { parseListQuery, type ListPage, type ListQueryParams } from '../common/list-query.js';
import type { DataSource, FindOptionsWhere } from 'typeorm';
import type { LeadBase } from './entities/lead-base.js';
import type { LeadKindDescriptor } from './lead-kinds.js';
import type { UpdateLeadDto } from './dto/update-lead.dto.js';

export const ERASED_LEAD_NOTES_MESSAGE = 'This lead was erased: notes can no longer be added';

// Every data row starts with its quoted id (toCsv quotes every cell), which a line inside a notes cell cannot fake cheaply.
const countRows = (csv: string) => (csv.match(/\r\n"\d+",/g) ?? []).length;

/** The admin's side of leads, one kind at a time: the list, one lead, the follow-up (status, notes) and the CSV export. */
@Injectable()
export class AdminLeadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, params: ListQueryParams): Promise<ListPage<D>> {
    const query = parseListQuery(params, kind.list);
    const page = await fetchListPage(this.dataSource.getRepository(kind.entity).createQueryBuilder(kind.table.alias), query, kind.table);
    return { ...page, items: page.items.map((lead) => kind.toDto(lead)) };
  }

  async get<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, id: number): Promise<D> {
    const lead = await this.dataSource.getRepository(kind.entity).findOneBy({ id } as FindOptionsWhere<E>);
    if (!lead) throw new NotFoundException(`${kind.label} ${id} not found`);
    return kind.toDto(lead);
  }

  /** Status and notes, with the audit entry in the same transaction. Notes are personal: the audit says "changed" only. */
  update<E extends LeadBase, D extends { id: number }>(kind: LeadKindDescriptor<E, D>, id: number, dto: UpdateLeadDto): Promise<D> {
    return this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(kind.entity);
      const lead = await repo.findOneBy({ id } as FindOptionsWhere<E>);
      if (!lead) throw new NotFoundException(`${kind.label} ${id} not found`);
      if (lead.erasedAt !== null && typeof dto.notes === 'string') throw new BadRequestException(ERASED_LEAD_NOTES_MESSAGE);
      const before = { status: lead.status, notes: lead.notes };
      if (dto.status !== undefined) lead.status = dto.status;
      if (dto.notes !== undefined) lead.notes = dto.notes;
      const changes = auditChanges(before, { status: lead.status, notes: lead.notes }, { redacted: ['notes'] });
      if (Object.keys(changes).length === 0) return kind.toDto(lead);
      const saved = await repo.save(lead);
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
