import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { OkResponse } from '../../doors/door.dto.js';
import { InjectDoor } from '../../doors/door.js';
import { signInAccountKey } from '../../doors/door-limits.js';
import { Public } from '../../doors/public.decorator.js';
import { PublicOperation } from '../../../common/openapi/decorators.js';
import { ConfirmPartnerPasswordResetDto, RequestPartnerPasswordResetDto } from '../invitations/partner-door.dto.js';
import { PartnerPasswordResetService } from './partner-password-reset.service.js';
import type { PartnerDoor } from '../../partner/partner-door.js';
import type { Request, Response } from 'express';

class ResetRequestedResponse {
  @ApiProperty({ example: PARTNER_DOOR_MESSAGES.resetRequested }) message: string;
}

/** "Forgot your password?": ask for a link, then use it. */
@ApiTags('partner')
@Controller('api/partner/password-reset')
export class PartnerPasswordResetController {
  constructor(
    private readonly resets: PartnerPasswordResetService,
    @InjectDoor('partner') private readonly door: PartnerDoor,
  ) {}

  @Post()
  @Public()
  @HttpCode(202)
  @PublicOperation({
    summary: 'Ask for a password reset link by email (the same answer whether or not the address has an account)',
    description:
      'At most 5 link requests (reset or sign-in) from one address in 15 minutes (429 with Retry-After); an account is sent at most 3 links an hour.',
    errors: [429],
  })
  @ApiAcceptedResponse({ type: ResetRequestedResponse })
  async request(@Body() body: RequestPartnerPasswordResetDto, @Req() req: Request): Promise<ResetRequestedResponse> {
    await this.door.limits.countLinkRequest(req.ip ?? 'unknown');
    this.resets.request(body.email);
    return { message: PARTNER_DOOR_MESSAGES.resetRequested };
  }

  @Post('confirm')
  @Public()
  @HttpCode(200)
  @PublicOperation({
    summary: 'Choose a new password with a reset link; every session of that user ends, and this browser is remembered for the sign-in limits',
    description: 'The link works once, for 1 hour: 404 for a link never issued, 410 for one expired or used.',
    errors: [404, 410],
  })
  @ApiOkResponse({ type: OkResponse })
  async confirm(@Body() body: ConfirmPartnerPasswordResetDto, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    const user = await this.resets.confirm(body.token, body.password);
    this.door.limits.knownBrowsers.remember(res, signInAccountKey(user.id, user.email));
    return { ok: true };
  }
}
