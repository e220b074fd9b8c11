import { Body, Controller, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminProviderDto } from '@homeward/domain';
import { AdminGet, AdminCreate, AdminPut, AdminDelete } from '../common/openapi/operations.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { CreateProviderDto, UpdateProviderDto } from './dto/create-provider.dto.js';
import { AdminProviderResponse } from './dto/provider-responses.js';
import { ProviderAdminReads } from './provider-admin-reads.js';
import { ProviderWriter } from './provider-writer.js';
import type { Response } from 'express';

@ApiTags('admin')
@Controller('api/admin/providers')
export class AdminProvidersController {
  constructor(
    private readonly reads: ProviderAdminReads,
    private readonly writer: ProviderWriter,
  ) {}

  @AdminGet(undefined, {
    summary: 'List providers (ra-data-simple-rest: sort, range, filter q/state/isActive/isHighlighted; Content-Range)',
    ok: { type: AdminProviderResponse, isArray: true, description: 'All providers; with sort/range/filter, one page and Content-Range' },
  })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminProviderDto[]> {
    return sendListPage(res, 'providers', await this.reads.list(query));
  }

  @AdminGet(':id', { summary: 'One provider', ok: AdminProviderResponse })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminProviderDto> {
    return this.reads.get(id);
  }

  @AdminCreate(undefined, { summary: 'Add a provider', created: AdminProviderResponse })
  create(@Body() body: CreateProviderDto): Promise<AdminProviderDto> {
    return this.writer.create(body);
  }

  @AdminPut(':id', {
    summary: 'Edit a provider, or toggle active/highlighted, or set its display priority (send only those fields)',
    ok: AdminProviderResponse,
  })
  update(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateProviderDto): Promise<AdminProviderDto> {
    return this.writer.update(id, body);
  }

  @AdminDelete(':id', {
    summary: 'Delete a provider (its leads keep the provider name)',
    ok: { type: AdminProviderResponse, description: 'The deleted provider' },
  })
  remove(@Param('id', ParseIntPipe) id: number): Promise<AdminProviderDto> {
    return this.writer.remove(id);
  }
}
