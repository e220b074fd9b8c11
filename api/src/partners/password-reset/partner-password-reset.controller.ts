import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { OkResponse } from '../../auth/dto/auth.dto.js';
import { Public } from '../../auth/public.decorator.js';
import { PublicOperation } from '../../common/openapi/decorators.js';
import { ConfirmPartnerPasswordResetDto, RequestPartnerPasswordResetDto } from '../invitations/partner-door.dto.js';
import { PartnerPasswordResetService } from './partner-password-reset.service.js';

class ResetRequestedResponse {
  @ApiProperty({ example: PARTNER_DOOR_MESSAGES.resetRequested }) message: string;
}

/** "Forgot your password?": ask for a link, then use it. */
@ApiTags('partner')
@Controller('api/partner/password-reset')
export class PartnerPasswordResetController {
  constructor(private readonly resets: PartnerPasswordResetService) {}

  @Post()
  @Public()
  @HttpCode(202)
  @PublicOperation({ summary: 'Ask for a password reset link by email (the same answer whether or not the address has an account)' })
  @ApiAcceptedResponse({ type: ResetRequestedResponse })
  request(@Body() body: RequestPartnerPasswordResetDto): ResetRequestedResponse {
    this.resets.request(body.email);
    return { message: PARTNER_DOOR_MESSAGES.resetRequested };
  }

  @Post('confirm')
  @Public()
  @HttpCode(200)
  @PublicOperation({
    summary: 'Choose a new password with a reset link; every session of that user ends',
    description: 'The link works once, for 1 hour: 404 for a link never issued, 410 for one expired or used.',
    errors: [404, 410],
  })
  @ApiOkResponse({ type: OkResponse })
  async confirm(@Body() body: ConfirmPartnerPasswordResetDto): Promise<OkResponse> {
    await this.resets.confirm(body.token, body.password);
    return { ok: true };
  }
}
