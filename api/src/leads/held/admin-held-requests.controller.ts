import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HeldRequestDto, UnclaimedDemandDto } from '@homeward/domain';
import { AdminOperation } from '../../common/openapi/decorators.js';
import { ListQueryDto } from '../../common/list-query.dto.js';
import { sendListPage } from '../../common/list-query.js';
import { AdminHeldRequestsService } from './admin-held-requests.service.js';
import { ActOnHeldRequestDto, HeldRequestResponse, UnclaimedDemandResponse } from './held-request.dto.js';
import type { Response } from 'express';

/** The team's queue of requests for providers not on Homeward, and which of those organisations families ask for. */
@ApiTags('admin')
@Controller('api/admin')
export class AdminHeldRequestsController {
  constructor(private readonly held: AdminHeldRequestsService) {}

  @Get('held-requests')
  @AdminOperation({
    summary: 'Requests held for organisations not on Homeward (still unclaimed): not acted on first, then the rest',
    description: 'ra-data-simple-rest list; sort, range; filter: q, acted (true/false), overdue (true/false), from, to; Content-Range.',
  })
  @ApiOkResponse({ type: HeldRequestResponse, isArray: true })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<HeldRequestDto[]> {
    return sendListPage(res, 'held-requests', await this.held.list(query));
  }

  @Post('held-requests/:id/action')
  @HttpCode(200)
  @AdminOperation({
    summary: 'Record what the team did with a held request: passed-on or invited (once; the family is emailed; audited)',
    errors: [409],
  })
  @ApiOkResponse({ type: HeldRequestResponse })
  act(@Param('id', ParseIntPipe) id: number, @Body() body: ActOnHeldRequestDto): Promise<HeldRequestDto> {
    return this.held.act(id, body);
  }

  @Get('unclaimed-demand')
  @AdminOperation({
    summary: 'Organisations not on Homeward that families asked for: how many requests, the latest, most asked first',
    description: 'ra-data-simple-rest list; sort (requests, waiting, latestRequestAt, organisation), range; filter: q, state; Content-Range.',
  })
  @ApiOkResponse({ type: UnclaimedDemandResponse, isArray: true })
  async demand(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<UnclaimedDemandDto[]> {
    return sendListPage(res, 'unclaimed-demand', await this.held.demand(query));
  }
}
