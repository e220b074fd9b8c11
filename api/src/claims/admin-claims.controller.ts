import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminSessionDto, ProviderClaimDto } from '@homeward/domain';
import { CurrentUser } from '../common/current-user.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { AdminOperation } from '../common/openapi/decorators.js';
import { ClaimDecisionsService } from './claim-decisions.service.js';
import { DeclineClaimDto, ProviderClaimResponse } from './claim-dtos.js';
import type { Response } from 'express';

/** The console's claims queue: who says they run which organisation, and the team's decision. */
@ApiTags('admin')
@Controller('api/admin/claims')
export class AdminClaimsController {
  constructor(private readonly decisions: ClaimDecisionsService) {}

  @Get()
  @AdminOperation({
    summary: 'Claims of listings, pending first (newest first among them)',
    description: 'ra-data-simple-rest list; filter: q (name, work email, ABN), status, isDispute, providerId; Content-Range.',
  })
  @ApiOkResponse({ type: ProviderClaimResponse, isArray: true, description: 'With sort/range/filter, one page and Content-Range' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ProviderClaimDto[]> {
    return sendListPage(res, 'claims', await this.decisions.list(query));
  }

  @Get(':id')
  @AdminOperation({ summary: 'One claim, with its organisation' })
  @ApiOkResponse({ type: ProviderClaimResponse })
  get(@Param('id', ParseIntPipe) id: number): Promise<ProviderClaimDto> {
    return this.decisions.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @AdminOperation({
    summary: "Approve a claim: the organisation is marked claimed and the portal's invitation is emailed to the claimant (audited)",
    description: '409 when the claim was already decided, or when the work email already has a portal account or an open invitation.',
    errors: [409],
  })
  @ApiOkResponse({ type: ProviderClaimResponse })
  approve(@Param('id', ParseIntPipe) id: number, @CurrentUser() admin: AdminSessionDto): Promise<ProviderClaimDto> {
    return this.decisions.approve(id, admin.id);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @AdminOperation({
    summary: 'Decline a claim with a reason; the claimant is emailed it (audited)',
    description: '409 when the claim was already decided.',
    errors: [409],
  })
  @ApiOkResponse({ type: ProviderClaimResponse })
  decline(@Param('id', ParseIntPipe) id: number, @Body() body: DeclineClaimDto): Promise<ProviderClaimDto> {
    return this.decisions.decline(id, body.reason);
  }
}
