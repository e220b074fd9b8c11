import { Body, Controller, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminNoticeDto, AdminProviderNoticesDto, AdminSessionDto } from '@homeward/domain';
import { CurrentUser } from '../../common/current-user.js';
import { AdminOperation } from '../../common/openapi/decorators.js';
import { AdminGet, AdminPost, AdminPatch } from '../../common/openapi/operations.js';
import { AdminNoticeResponse, AdminProviderNoticesResponse, CreateNoticeDto, UpdateNoticeDto } from './notice-dtos.js';
import { NoticesService } from './notices.service.js';

/** The console's record of regulatory notices against a provider; every write is audited. */
@ApiTags('admin')
@Controller('api/admin')
export class AdminNoticesController {
  constructor(private readonly notices: NoticesService) {}

  @AdminGet('providers/:id/notices', { summary: "A provider's regulatory notices (newest first) and the team's last check", ok: AdminProviderNoticesResponse })
  list(@Param('id', ParseIntPipe) id: number): Promise<AdminProviderNoticesDto> {
    return this.notices.list(id);
  }

  @Post('providers/:id/notices')
  @AdminOperation({
    summary: 'Record a notice from the Aged Care Quality and Safety Commission against a provider (audited)',
    description: '400 names each bad field (message, and fields by field). The directory and the provider page show it at once.',
  })
  @ApiOkResponse({ type: AdminNoticeResponse })
  create(@Param('id', ParseIntPipe) id: number, @Body() body: CreateNoticeDto, @CurrentUser() admin: AdminSessionDto): Promise<AdminNoticeDto> {
    return this.notices.create(id, body, admin.id);
  }

  @AdminPatch('notices/:id', { summary: 'Edit a notice, or end it with endedOn (audited)', description: '400 names each bad field.', ok: AdminNoticeResponse })
  update(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateNoticeDto): Promise<AdminNoticeDto> {
    return this.notices.update(id, body);
  }

  @AdminPost('providers/:id/notices-checked', {
    summary: "Record that this admin checked the Commission's pages for the provider today (audited)",
    description: 'Only once checked may the public pages say "no current notices", with this date.',
    ok: AdminProviderNoticesResponse,
  })
  checked(@Param('id', ParseIntPipe) id: number, @CurrentUser() admin: AdminSessionDto): Promise<AdminProviderNoticesDto> {
    return this.notices.markChecked(id, admin.id);
  }
}
