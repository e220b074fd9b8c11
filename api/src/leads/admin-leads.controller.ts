import type { CalculatorLeadDto, ProviderLeadDto } from '@homeward/domain';
import { Body, Controller, Get, Header, Param, ParseIntPipe, Put, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { CalculatorLeadResponse, ProviderLeadResponse } from './dto/lead-responses.js';
import { UpdateLeadDto } from './dto/update-lead.dto.js';
import { LeadsService } from './leads.service.js';

const csvName = (kind: string) => `attachment; filename="${kind}-leads-${new Date().toISOString().slice(0, 10)}.csv"`;

@ApiTags('admin')
@ApiCookieAuth()
@Controller('api/admin/leads')
export class AdminLeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get('calculator')
  @ApiOkResponse({ type: CalculatorLeadResponse, isArray: true, description: 'Newest first; with sort/range/filter, one page and Content-Range' })
  async listCalculator(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<CalculatorLeadDto[]> {
    return sendListPage(res, 'calculator-leads', await this.leads.listCalculatorLeads(query));
  }

  @Get('calculator/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row; honours the same filter and sort as the list' })
  async exportCalculator(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', csvName('calculator'));
    return this.leads.exportCalculatorLeads(query);
  }

  @Get('calculator/:id')
  @ApiOkResponse({ type: CalculatorLeadResponse })
  getCalculator(@Param('id', ParseIntPipe) id: number): Promise<CalculatorLeadDto> {
    return this.leads.getCalculatorLead(id);
  }

  @Put('calculator/:id')
  @ApiOkResponse({ type: CalculatorLeadResponse })
  updateCalculator(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateLeadDto): Promise<CalculatorLeadDto> {
    return this.leads.updateCalculatorLead(id, body);
  }

  @Get('provider')
  @ApiOkResponse({ type: ProviderLeadResponse, isArray: true, description: 'Newest first; with sort/range/filter, one page and Content-Range' })
  async listProvider(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ProviderLeadDto[]> {
    return sendListPage(res, 'provider-leads', await this.leads.listProviderLeads(query));
  }

  @Get('provider/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row; honours the same filter and sort as the list' })
  async exportProvider(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', csvName('provider'));
    return this.leads.exportProviderLeads(query);
  }

  @Get('provider/:id')
  @ApiOkResponse({ type: ProviderLeadResponse })
  getProvider(@Param('id', ParseIntPipe) id: number): Promise<ProviderLeadDto> {
    return this.leads.getProviderLead(id);
  }

  @Put('provider/:id')
  @ApiOkResponse({ type: ProviderLeadResponse })
  updateProvider(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateLeadDto): Promise<ProviderLeadDto> {
    return this.leads.updateProviderLead(id, body);
  }
}
