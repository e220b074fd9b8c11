import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OverdueLeadDto } from '@homeward/domain';
import { AdminOperation } from '../../common/openapi/decorators.js';
import { sendListPage } from '../../common/list-query.js';
import { listOverdueLeads } from './overdue-leads.js';
import { OverdueLeadResponse } from './partner-leads.responses.js';
import type { DataSource } from 'typeorm';
import type { Response } from 'express';

@ApiTags('admin')
@Controller('api/admin/leads/overdue')
export class AdminOverdueLeadsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @AdminOperation({ summary: "Provider leads still new 2 business days after they arrived (the provider's state), longest overdue first" })
  @ApiOkResponse({ type: OverdueLeadResponse, isArray: true, description: 'Plain array with Content-Range (at most 500)' })
  async list(@Res({ passthrough: true }) res: Response): Promise<OverdueLeadDto[]> {
    const items = await listOverdueLeads(this.dataSource.manager, new Date());
    return sendListPage(res, 'overdue-leads', { items, total: items.length, skip: 0 });
  }
}
