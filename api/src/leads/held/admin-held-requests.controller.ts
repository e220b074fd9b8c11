import { Body, Controller, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HeldRequestDto, UnclaimedDemandDto } from '@homeward/domain';
import { AdminGet, AdminPost } from '../../common/openapi/operations.js';
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

  @AdminGet('held-requests', {
    summary: 'Requests held for organisations not on Homeward (still unclaimed): not acted on first, then the rest',
    description: 'ra-data-simple-rest list; sort, range; filter: q, acted (true/false), overdue (true/false), from, to; Content-Range.',
    ok: [HeldRequestResponse],
  })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<HeldRequestDto[]> {
    return sendListPage(res, 'held-requests', await this.held.list(query));
  }

  @AdminPost('held-requests/:id/action', {
    summary: 'Record what the team did with a held request: passed-on or invited (once; the family is emailed; audited)',
    errors: [409],
    ok: HeldRequestResponse,
  })
  act(@Param('id', ParseIntPipe) id: number, @Body() body: ActOnHeldRequestDto): Promise<HeldRequestDto> {
    return this.held.act(id, body);
  }

  @AdminGet('unclaimed-demand', {
    summary: 'Organisations not on Homeward that families asked for: how many requests, the latest, most asked first',
    description: 'ra-data-simple-rest list; sort (requests, waiting, latestRequestAt, organisation), range; filter: q, state; Content-Range.',
    ok: [UnclaimedDemandResponse],
  })
  async demand(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<UnclaimedDemandDto[]> {
    return sendListPage(res, 'unclaimed-demand', await this.held.demand(query));
  }
}
