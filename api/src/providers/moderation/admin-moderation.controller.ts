import { Body, Controller, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ModerationRequestDto } from '@homeward/domain';
import { AdminGet, AdminPost } from '../../common/openapi/operations.js';
import { sendListPage } from '../../common/list-query.js';
import { ModerationRequestResponse } from '../dto/listing-responses.js';
import { ModerationService } from './moderation.service.js';
import { RejectChangeDto } from './reject-change.dto.js';
import type { Response } from 'express';

/** The console's moderation queue: providers' changes to business name, website and description. */
@ApiTags('admin')
@Controller('api/admin/moderation')
export class AdminModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @AdminGet(undefined, {
    summary: 'Changes waiting for approval, oldest first: provider, field, before, after, requested by and at',
    ok: { type: ModerationRequestResponse, isArray: true, description: 'Plain array with Content-Range' },
  })
  async queue(@Res({ passthrough: true }) res: Response): Promise<ModerationRequestDto[]> {
    const items = await this.moderation.queue();
    return sendListPage(res, 'moderation', { items, total: items.length, skip: 0 });
  }

  @AdminPost(':id/approve', {
    summary: 'Approve a change: it goes live at once (audited with the admin as actor)',
    errors: [400, 404],
    ok: ModerationRequestResponse,
  })
  approve(@Param('id', ParseIntPipe) id: number): Promise<ModerationRequestDto> {
    return this.moderation.approve(id);
  }

  @AdminPost(':id/reject', { summary: 'Reject a change with a reason the provider sees', errors: [400, 404], ok: ModerationRequestResponse })
  reject(@Param('id', ParseIntPipe) id: number, @Body() body: RejectChangeDto): Promise<ModerationRequestDto> {
    return this.moderation.reject(id, body.reason);
  }
}
