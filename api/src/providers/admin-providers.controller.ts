import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminProviderDto } from '@homeward/domain';
import { AdminOperation } from '../common/openapi/decorators.js';
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

  @Get()
  @AdminOperation({ summary: 'List providers (ra-data-simple-rest: sort, range, filter q/state/isActive/isHighlighted; Content-Range)' })
  @ApiOkResponse({ type: AdminProviderResponse, isArray: true, description: 'All providers; with sort/range/filter, one page and Content-Range' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminProviderDto[]> {
    return sendListPage(res, 'providers', await this.reads.list(query));
  }

  @Get(':id')
  @AdminOperation({ summary: 'One provider' })
  @ApiOkResponse({ type: AdminProviderResponse })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminProviderDto> {
    return this.reads.get(id);
  }

  @Post()
  @AdminOperation({ summary: 'Add a provider' })
  @ApiCreatedResponse({ type: AdminProviderResponse })
  create(@Body() body: CreateProviderDto): Promise<AdminProviderDto> {
    return this.writer.create(body);
  }

  @Put(':id')
  @AdminOperation({ summary: 'Edit a provider, or toggle active/highlighted, or set its display priority (send only those fields)' })
  @ApiOkResponse({ type: AdminProviderResponse })
  update(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateProviderDto): Promise<AdminProviderDto> {
    return this.writer.update(id, body);
  }

  @Delete(':id')
  @AdminOperation({ summary: 'Delete a provider (its leads keep the provider name)' })
  @ApiOkResponse({ type: AdminProviderResponse, description: 'The deleted provider' })
  remove(@Param('id', ParseIntPipe) id: number): Promise<AdminProviderDto> {
    return this.writer.remove(id);
  }
}
