import { Body, Controller, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminSessionDto, ProviderClaimDto } from '@homeward/domain';
import { CurrentUser } from '../common/current-user.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { AdminGet, AdminPost } from '../common/openapi/operations.js';
import { ClaimDecisionsService } from './claim-decisions.service.js';
import { DeclineClaimDto, ProviderClaimResponse } from './claim-dtos.js';
import type { Response } from 'express';

/** The console's claims queue: who says they run which organisation, and the team's decision. */
@ApiTags('admin')
@Controller('api/admin/claims')
export class AdminClaimsController {
  constructor(private readonly decisions: ClaimDecisionsService) {}

  @AdminGet(undefined, {
    summary: 'Claims of listings, pending first (newest first among them)',
    description: 'ra-data-simple-rest list; filter: q (name, work email, ABN), status, isDispute, providerId; Content-Range.',
    ok: { type: ProviderClaimResponse, isArray: true, description: 'With sort/range/filter, one page and Content-Range' },
  })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ProviderClaimDto[]> {
    return sendListPage(res, 'claims', await this.decisions.list(query));
  }

  @AdminGet(':id', { summary: 'One claim, with its organisation', ok: ProviderClaimResponse })
  get(@Param('id', ParseIntPipe) id: number): Promise<ProviderClaimDto> {
    return this.decisions.get(id);
  }

  @AdminPost(':id/approve', {
    summary: "Approve a claim: the organisation is marked claimed and the portal's invitation is emailed to the claimant (audited)",
    description: '409 when the claim was already decided, or when the work email already has a portal account or an open invitation.',
    errors: [409],
    ok: ProviderClaimResponse,
  })
  approve(@Param('id', ParseIntPipe) id: number, @CurrentUser() admin: AdminSessionDto): Promise<ProviderClaimDto> {
    return this.decisions.approve(id, admin.id);
  }

  @AdminPost(':id/decline', {
    summary: 'Decline a claim with a reason; the claimant is emailed it (audited)',
    description: '409 when the claim was already decided.',
    errors: [409],
    ok: ProviderClaimResponse,
  })
  decline(@Param('id', ParseIntPipe) id: number, @Body() body: DeclineClaimDto): Promise<ProviderClaimDto> {
    return this.decisions.decline(id, body.reason);
  }
}
