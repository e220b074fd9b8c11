import { Body, Controller, Get, Header, Param, ParseIntPipe, Query, Res, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOperation } from '../../common/openapi/decorators.js';
import { AdminGet, AdminPost, AdminPut } from '../../common/openapi/operations.js';
import { ListQueryDto } from '../../common/list-query.dto.js';
import { sendListPage } from '../../common/list-query.js';
import { CALCULATOR_LEAD_KIND, PROVIDER_LEAD_KIND, type LeadKindDescriptor } from '../lead-kinds.js';
import { CalculatorLeadResponse, ProviderLeadResponse } from '../dto/lead-responses.js';
import { LeadDeliveryService } from './lead-delivery.service.js';
import { AdminLeadsService } from './admin-leads.service.js';
import { LeadErasureService, type ErasureResult } from './lead-erasure.service.js';
import { UpdateLeadDto } from './update-lead.dto.js';
import { EraseLeadsDto, EraseLeadsResponse } from './erase-leads.dto.js';
import type { LeadBase } from '../entities/lead-base.js';
import type { Response } from 'express';

const csvName = (stem: string) => `attachment; filename="${stem}-${new Date().toISOString().slice(0, 10)}.csv"`;
const LIST_FILTERS = 'filter: q, status, serviceLevel, from, to (dates, inclusive)';

/**
 * The admin calls of one lead kind under /api/admin/leads/<kind>. A class per kind rather than a :kind
 * parameter, so the OpenAPI document keeps each kind's own response type. Nest matches a controller's routes
 * in the order of its methods: export and erase come before :id.
 */
function leadAdminController<E extends LeadBase, D extends { id: number }>(
  kind: LeadKindDescriptor<E, D>,
  openApi: { response: Type<unknown>; listFilters: string },
): Type<unknown> {
  const Kind = `${kind.kind[0].toUpperCase()}${kind.kind.slice(1)}`;
  // The operation ids from when one class held both kinds: a client generated from the document keeps its method names.
  const operationId = (method: string) => `AdminLeadsController_${method}${Kind}`;

  @ApiTags('admin')
  @Controller(`api/admin/leads/${kind.kind}`)
  class LeadAdminController {
    constructor(
      private readonly leads: AdminLeadsService,
      private readonly delivery: LeadDeliveryService,
      private readonly erasure: LeadErasureService,
    ) {}

    @AdminGet(undefined, {
      summary: `List ${kind.kind} leads (newest first)`,
      description: `ra-data-simple-rest list; ${openApi.listFilters}; Content-Range.`,
      operationId: operationId('list'),
      ok: { type: openApi.response, isArray: true, description: 'Newest first; with sort/range/filter, one page and Content-Range' },
    })
    async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<D[]> {
      const page = await this.leads.list(kind, query);
      return sendListPage(res, kind.resource, { ...page, items: await this.delivery.withDelivery(kind.kind, page.items) });
    }

    @Get('export')
    @Header('Content-Type', 'text/csv; charset=utf-8')
    @Header('Cache-Control', 'no-store')
    @ApiProduces('text/csv')
    @AdminOperation({
      summary: `Export ${kind.kind} leads as CSV (same filter and sort as the list; recorded in the audit trail)`,
      operationId: operationId('export'),
    })
    @ApiOkResponse({ description: 'CSV with a header row; honours the same filter and sort as the list', schema: { type: 'string' } })
    async export(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
      res.setHeader('Content-Disposition', csvName(kind.resource));
      return this.leads.export(kind, query);
    }

    @AdminPost('erase', {
      summary: `Erase ${kind.kind} leads (privacy request): personal details replaced by "[erased]", rows kept`,
      operationId: operationId('erase'),
      ok: EraseLeadsResponse,
    })
    erase(@Body() body: EraseLeadsDto): Promise<ErasureResult> {
      return this.erasure.erase(kind.kind, body.ids, body.reason);
    }

    @AdminGet(':id', { summary: `One ${kind.kind} lead`, operationId: operationId('get'), ok: openApi.response })
    async get(@Param('id', ParseIntPipe) id: number): Promise<D> {
      const [lead] = await this.delivery.withDelivery(kind.kind, [await this.leads.get(kind, id)]);
      return lead!;
    }

    @AdminPut(':id', { summary: `Update a ${kind.kind} lead's status and notes`, operationId: operationId('update'), ok: openApi.response })
    update(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateLeadDto): Promise<D> {
      return this.leads.update(kind, id, body);
    }
  }
  // Nest's route log and error messages name the class.
  Object.defineProperty(LeadAdminController, 'name', { value: `${Kind}LeadsAdminController` });
  return LeadAdminController;
}

export const CalculatorLeadsAdminController = leadAdminController(CALCULATOR_LEAD_KIND, { response: CalculatorLeadResponse, listFilters: LIST_FILTERS });
export const ProviderLeadsAdminController = leadAdminController(PROVIDER_LEAD_KIND, {
  response: ProviderLeadResponse,
  listFilters: `${LIST_FILTERS}, providerId`,
});
