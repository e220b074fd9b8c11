import { Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuditEventDto } from '@homeward/domain';
import { AdminGet } from '../common/openapi/operations.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { AuditEventResponse } from './audit-responses.js';
import { AuditService } from './audit.service.js';
import type { Response } from 'express';

/** Read-only on purpose: the trail has no create, update or delete route. */
@ApiTags('admin')
@Controller('api/admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @AdminGet(undefined, {
    summary: 'List the audit trail (newest first)',
    description: 'ra-data-simple-rest list: filter by actorId, actorEmail, entity, entityId, action, from and to (dates or date-times); Content-Range.',
    ok: [AuditEventResponse],
  })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AuditEventDto[]> {
    return sendListPage(res, 'audit', await this.audit.list(query));
  }
}
