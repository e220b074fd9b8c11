import { Body, Controller, Get, Header, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CalculatorLeadDto, ProviderLeadDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { AdminOperation } from '../common/openapi/decorators.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { LeadDeliveryService } from '../outbox/lead-delivery.service.js';
import { LeadsService } from './leads.service.js';
import { LeadFollowUpService } from './lead-follow-up.service.js';
import { LeadErasureService, type ErasureResult } from './lead-erasure.service.js';
import { UpdateLeadDto } from './dto/update-lead.dto.js';
import { CalculatorLeadResponse, ProviderLeadResponse } from './dto/lead-responses.js';
import { EraseLeadsDto, EraseLeadsResponse } from './dto/erase-leads.dto.js';
import type { Response } from 'express';

const csvName = (kind: string) => `attachment; filename="${kind}-leads-${new Date().toISOString().slice(0, 10)}.csv"`;
// Every data row starts with its quoted id (toCsv quotes every cell), which a line inside a notes cell cannot fake cheaply.
const countRows = (csv: string) => (csv.match(/\r\n"\d+",/g) ?? []).length;
const LIST_FILTERS = 'filter: q, status, serviceLevel, from, to (dates, inclusive)';

@ApiTags('admin')
@Controller('api/admin/leads')
export class AdminLeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly delivery: LeadDeliveryService,
    private readonly followUp: LeadFollowUpService,
    private readonly erasure: LeadErasureService,
    private readonly audit: AuditService,
  ) {}

  @Get('calculator')
  @AdminOperation({ summary: 'List calculator leads (newest first)', description: `ra-data-simple-rest list; ${LIST_FILTERS}; Content-Range.` })
  @ApiOkResponse({ type: CalculatorLeadResponse, isArray: true, description: 'Newest first; with sort/range/filter, one page and Content-Range' })
  async listCalculator(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<CalculatorLeadDto[]> {
    const page = await this.leads.listCalculatorLeads(query);
    return sendListPage(res, 'calculator-leads', { ...page, items: await this.delivery.withDelivery('calculator', page.items) });
  }

  @Get('calculator/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @AdminOperation({ summary: 'Export calculator leads as CSV (same filter and sort as the list; recorded in the audit trail)' })
  @ApiOkResponse({ description: 'CSV with a header row; honours the same filter and sort as the list', schema: { type: 'string' } })
  async exportCalculator(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', csvName('calculator'));
    const csv = await this.leads.exportCalculatorLeads(query);
    await this.recordExport('calculator_lead', csv, query);
    return csv;
  }

  @Post('calculator/erase')
  @HttpCode(200)
  @AdminOperation({ summary: 'Erase calculator leads (privacy request): personal details replaced by "[erased]", rows kept' })
  @ApiOkResponse({ type: EraseLeadsResponse })
  eraseCalculator(@Body() body: EraseLeadsDto): Promise<ErasureResult> {
    return this.erasure.erase('calculator', body.ids, body.reason);
  }

  @Get('calculator/:id')
  @AdminOperation({ summary: 'One calculator lead' })
  @ApiOkResponse({ type: CalculatorLeadResponse })
  async getCalculator(@Param('id', ParseIntPipe) id: number): Promise<CalculatorLeadDto> {
    const [lead] = await this.delivery.withDelivery('calculator', [await this.leads.getCalculatorLead(id)]);
    return lead!;
  }

  @Put('calculator/:id')
  @AdminOperation({ summary: "Update a calculator lead's status and notes" })
  @ApiOkResponse({ type: CalculatorLeadResponse })
  updateCalculator(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateLeadDto): Promise<CalculatorLeadDto> {
    return this.followUp.updateCalculatorLead(id, body);
  }

  @Get('provider')
  @AdminOperation({ summary: 'List provider leads (newest first)', description: `ra-data-simple-rest list; ${LIST_FILTERS}, providerId; Content-Range.` })
  @ApiOkResponse({ type: ProviderLeadResponse, isArray: true, description: 'Newest first; with sort/range/filter, one page and Content-Range' })
  async listProvider(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ProviderLeadDto[]> {
    const page = await this.leads.listProviderLeads(query);
    return sendListPage(res, 'provider-leads', { ...page, items: await this.delivery.withDelivery('provider', page.items) });
  }

  @Get('provider/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @AdminOperation({ summary: 'Export provider leads as CSV (same filter and sort as the list; recorded in the audit trail)' })
  @ApiOkResponse({ description: 'CSV with a header row; honours the same filter and sort as the list', schema: { type: 'string' } })
  async exportProvider(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', csvName('provider'));
    const csv = await this.leads.exportProviderLeads(query);
    await this.recordExport('provider_lead', csv, query);
    return csv;
  }

  @Post('provider/erase')
  @HttpCode(200)
  @AdminOperation({ summary: 'Erase provider leads (privacy request): personal details replaced by "[erased]", rows kept' })
  @ApiOkResponse({ type: EraseLeadsResponse })
  eraseProvider(@Body() body: EraseLeadsDto): Promise<ErasureResult> {
    return this.erasure.erase('provider', body.ids, body.reason);
  }

  @Get('provider/:id')
  @AdminOperation({ summary: 'One provider lead' })
  @ApiOkResponse({ type: ProviderLeadResponse })
  async getProvider(@Param('id', ParseIntPipe) id: number): Promise<ProviderLeadDto> {
    const [lead] = await this.delivery.withDelivery('provider', [await this.leads.getProviderLead(id)]);
    return lead!;
  }

  @Put('provider/:id')
  @AdminOperation({ summary: "Update a provider lead's status and notes" })
  @ApiOkResponse({ type: ProviderLeadResponse })
  updateProvider(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateLeadDto): Promise<ProviderLeadDto> {
    return this.followUp.updateProviderLead(id, body);
  }

  /** Who took personal data out of the system, how many rows, with which filter. */
  private recordExport(entity: 'calculator_lead' | 'provider_lead', csv: string, query: ListQueryDto): Promise<void> {
    return this.audit.recordAlone({ action: 'export', entity, reason: `CSV of ${countRows(csv)} lead(s); filter ${query.filter ?? '{}'}` });
  }
}
