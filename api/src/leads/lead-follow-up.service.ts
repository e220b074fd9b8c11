import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { auditChanges, type CalculatorLeadDto, type ProviderLeadDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { CalculatorLead } from './entities/calculator-lead.entity.js';
import { ProviderLead } from './entities/provider-lead.entity.js';
import { LEAD_TABLES, type LeadKind } from './lead-erasure.service.js';
import { toCalculatorLeadDto, toProviderLeadDto } from './leads.service.js';
import type { UpdateLeadDto } from './dto/update-lead.dto.js';
import type { DataSource } from 'typeorm';

export const ERASED_LEAD_NOTES_MESSAGE = 'This lead was erased: notes can no longer be added';

/** An admin's follow-up of a lead (status, notes), with the audit entry in the same transaction. Notes are personal: "changed" only. */
@Injectable()
export class LeadFollowUpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  updateCalculatorLead(id: number, dto: UpdateLeadDto): Promise<CalculatorLeadDto> {
    return this.update('calculator', id, dto).then((lead) => toCalculatorLeadDto(lead as CalculatorLead));
  }

  updateProviderLead(id: number, dto: UpdateLeadDto): Promise<ProviderLeadDto> {
    return this.update('provider', id, dto).then((lead) => toProviderLeadDto(lead as ProviderLead));
  }

  private update(kind: LeadKind, id: number, dto: UpdateLeadDto): Promise<CalculatorLead | ProviderLead> {
    const table = LEAD_TABLES[kind];
    return this.dataSource.transaction(async (em) => {
      const repo = em.getRepository<CalculatorLead | ProviderLead>(table.entity);
      const lead = await repo.findOneBy({ id });
      if (!lead) throw new NotFoundException(`${table.label} ${id} not found`);
      if (lead.erasedAt !== null && typeof dto.notes === 'string') throw new BadRequestException(ERASED_LEAD_NOTES_MESSAGE);
      const before = { status: lead.status, notes: lead.notes };
      if (dto.status !== undefined) lead.status = dto.status;
      if (dto.notes !== undefined) lead.notes = dto.notes;
      const changes = auditChanges(before, { status: lead.status, notes: lead.notes }, { redacted: ['notes'] });
      if (Object.keys(changes).length === 0) return lead;
      const saved = await repo.save(lead);
      await this.audit.record(em, { action: 'update', entity: table.audit, entityId: id, changes });
      return saved;
    });
  }
}
