import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OverdueLeadDto } from '@homeward/domain';
import { AdminGet } from '../../common/openapi/operations.js';
import { sendListPage } from '../../common/list-query.js';
import { toOverdueLeadDto } from '../reminders/overdue-leads.js';
import { OverdueLeadResponse } from '../dto/partner-leads.responses.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';
import type { Response } from 'express';

@ApiTags('admin')
@Controller('api/admin/leads/overdue')
export class AdminOverdueLeadsController {
  constructor(private readonly providerLeads: ProviderLeadRepository) {}

  @AdminGet(undefined, {
    summary: "Provider leads still new 2 business days after they arrived (the provider's state), longest overdue first",
    ok: { type: OverdueLeadResponse, isArray: true, description: 'Plain array with Content-Range (at most 500)' },
  })
  async list(@Res({ passthrough: true }) res: Response): Promise<OverdueLeadDto[]> {
    const items = (await this.providerLeads.findOverdue(new Date())).map(toOverdueLeadDto);
    return sendListPage(res, 'overdue-leads', { items, total: items.length, skip: 0 });
  }
}
