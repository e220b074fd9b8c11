import { Body, Controller, Get, Header, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { PartnerLeadDto } from '@homeward/domain';
import { PartnerOperation } from '../../common/openapi/decorators.js';
import { PartnerGet, PartnerPatch } from '../../common/openapi/operations.js';
import { ListQueryDto } from '../../common/list-query.dto.js';
import { sendListPage } from '../../common/list-query.js';
import { CurrentUser, type PartnerActor } from '../../common/current-user.js';
import { PartnerLeadResponse } from '../dto/partner-leads.responses.js';
import { PartnerLeadsService } from './partner-leads.service.js';
import { UpdateLeadOutcomeDto } from './update-lead-outcome.dto.js';
import type { Response } from 'express';

/** My leads: the enquiries families sent to the signed-in user's provider. export.csv comes before :id. */
@ApiTags('partner')
@Controller('api/partner/leads')
export class PartnerLeadsController {
  constructor(private readonly leads: PartnerLeadsService) {}

  @PartnerGet(undefined, {
    summary: "The provider's leads, newest first (ra-data-simple-rest: sort, range, filter outcome/from/to; Content-Range)",
    errors: [400],
    ok: [PartnerLeadResponse],
  })
  async list(@CurrentUser() partner: PartnerActor, @Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<PartnerLeadDto[]> {
    return sendListPage(res, 'leads', await this.leads.list(partner.providerId, query));
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="leads.csv"')
  @ApiProduces('text/csv')
  @PartnerOperation({ summary: "The provider's leads as CSV (same filter and sort as the list; formula-safe; recorded in the audit trail)", errors: [400] })
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  export(@CurrentUser() partner: PartnerActor, @Query() query: ListQueryDto): Promise<string> {
    return this.leads.export(partner.providerId, query);
  }

  @PartnerGet(':id', { summary: 'One of the provider’s leads (another provider’s id is 404)', errors: [400, 404], ok: PartnerLeadResponse })
  get(@CurrentUser() partner: PartnerActor, @Param('id', ParseIntPipe) id: number): Promise<PartnerLeadDto> {
    return this.leads.get(partner.providerId, id);
  }

  @PartnerPatch(':id', {
    summary: 'Record what happened: outcome (new, contacted, became_client, not_suitable, could_not_reach) and a note',
    errors: [400, 404],
    ok: PartnerLeadResponse,
  })
  update(@CurrentUser() partner: PartnerActor, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateLeadOutcomeDto): Promise<PartnerLeadDto> {
    return this.leads.update(partner.providerId, id, body);
  }
}
