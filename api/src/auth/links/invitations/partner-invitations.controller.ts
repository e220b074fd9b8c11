import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PartnerInvitationPreviewDto, PartnerSessionDto } from '@homeward/domain';
import { Public } from '../../doors/public.decorator.js';
import { PublicOperation } from '../../../common/openapi/decorators.js';
import { InjectDoor } from '../../doors/door.js';
import { signInAccountKey } from '../../doors/door-limits.js';
import { PartnerSessionResponse } from '../../partner/partner-session.responses.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { AcceptPartnerInvitationDto, PartnerInvitationPreviewResponse } from './partner-door.dto.js';
import type { PartnerDoor } from '../../partner/partner-door.js';
import type { Request, Response } from 'express';

/** The invitation link's page: what it is for, and accepting it. */
@ApiTags('partner')
@Controller('api/partner/invitations')
export class PartnerInvitationsController {
  constructor(
    private readonly acceptance: InvitationAcceptanceService,
    @InjectDoor('partner') private readonly door: PartnerDoor,
  ) {}

  @Get(':token')
  @Public()
  @PublicOperation({
    summary: 'What an invitation link is for: the email invited and the provider',
    description: '404 for a link never issued, 410 for one expired, used or revoked; both with one plain message.',
    errors: [404, 410],
  })
  @ApiOkResponse({ type: PartnerInvitationPreviewResponse })
  preview(@Param('token') token: string): Promise<PartnerInvitationPreviewDto> {
    return this.acceptance.preview(token);
  }

  @Post('accept')
  @Public()
  @HttpCode(200)
  @PublicOperation({
    summary: 'Accept an invitation: choose a name and password; signed in at once (sets the portal session cookie)',
    description: 'The link works once, for 72 hours. 404/410 as for the link; 409 when the email already has an account.',
    errors: [404, 409, 410],
  })
  @ApiOkResponse({ type: PartnerSessionResponse })
  async accept(@Body() body: AcceptPartnerInvitationDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PartnerSessionDto> {
    const session = await this.acceptance.accept(req, body);
    // The person just set this account's password here: this browser is the owner's (known for the sign-in limits).
    this.door.limits.knownBrowsers.remember(res, signInAccountKey(session.user.id, session.user.email));
    return session;
  }
}
