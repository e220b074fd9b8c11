import { Body, Controller, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProviderClaimReceiptDto } from '@homeward/domain';
import { PublicOperation } from '../common/openapi/decorators.js';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { providerNotFound } from '../providers/provider-errors.js';
import { ClaimIntakePipe } from './claim-intake.pipe.js';
import { CreateProviderClaimDto, ProviderClaimReceiptResponse } from './claim-dtos.js';
import { ProviderClaimsService } from './provider-claims.service.js';
import type { Response } from 'express';

/** "Is this your organisation?": the public claim of a listing, limited per address as lead intake is. */
@ApiTags('providers')
@Controller('api/providers')
@UseGuards(RateLimitGuard)
export class ProviderClaimsController {
  constructor(private readonly claims: ProviderClaimsService) {}

  @Post(':id/claims')
  @PublicOperation({
    summary: 'Claim a listing: someone from the organisation asks to look after it (the team checks the ABN and calls back)',
    description:
      '400 names each bad field (message, and fields by field). A claim for an organisation already claimed is stored as a dispute for the team. 429: more than LEAD_RATE_LIMIT claims a minute from one address (Retry-After), or 3 claims from one work email already waiting.',
    errors: [404, 429],
  })
  @ApiBody({ type: CreateProviderClaimDto })
  @ApiCreatedResponse({ type: ProviderClaimReceiptResponse, description: 'The claim is with the team; an acknowledgement is emailed to the work email' })
  @ApiOkResponse({
    type: ProviderClaimReceiptResponse,
    description: "The same person's claim for this organisation was already waiting: that claim, nothing new stored",
  })
  async create(@Param('id') id: string, @Body(ClaimIntakePipe) body: object, @Res({ passthrough: true }) res: Response): Promise<ProviderClaimReceiptDto> {
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw providerNotFound(`Provider ${id.slice(0, 20)} not found`);
    const intake = await this.claims.submit(Number(id), body as CreateProviderClaimDto);
    res.status(intake.created ? 201 : 200);
    return intake.receipt;
  }
}
