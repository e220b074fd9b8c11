import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PartnerSessionDto, RecoveryCodesDto, SecondFactorSetupDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { completeSecondStep } from '../../auth/door-second-step.js';
import { ConfirmSecondFactorDto, RecoveryCodesResponse, SecondFactorSetupResponse, SecondStepDto } from '../../auth/dto/auth.dto.js';
import { Public } from '../../auth/public.decorator.js';
import { IdentityProofDto } from '../../auth/second-factor/identity-proof.dto.js';
import { PartnerOperation, PublicOperation } from '../../common/openapi/decorators.js';
import { toPartnerSessionDto, type PartnerSessionUser } from '../users/partner-session-user.js';
import { PartnerDoorLimits } from './partner-door-limits.js';
import { PartnerSecondFactor } from './partner-second-factor.js';
import { PartnerSessionResponse } from './partner-session.responses.js';
import { PartnerSessions } from './partner-session.js';
import type { Request, Response } from 'express';

/** Two-step sign-in for provider users: the same flow as the admins' (set up with an app, a code at sign-in). */
@ApiTags('partner')
@Controller('api/partner')
export class PartnerTwoFactorController {
  constructor(
    private readonly sessions: PartnerSessions,
    private readonly secondFactor: PartnerSecondFactor,
    private readonly limits: PartnerDoorLimits,
    private readonly audit: AuditService,
  ) {}

  @Post('login/second-step')
  @Public()
  @HttpCode(200)
  @PublicOperation({
    summary: 'The second step of signing in to the portal: a code from the authenticator app, or a recovery code',
    description: '401 when the code is wrong, or when no password was accepted in this session in the last 5 minutes.',
    errors: [401, 403, 429],
  })
  @ApiOkResponse({ type: PartnerSessionResponse })
  async secondStep(@Body() body: SecondStepDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PartnerSessionDto> {
    const { attempts, knownBrowsers } = this.limits;
    const step = { door: 'partner' as const, sessions: this.sessions, secondFactor: this.secondFactor, attempts, knownBrowsers, audit: this.audit };
    return toPartnerSessionDto(await completeSecondStep(req, res, body.code, step));
  }

  @Post('account/two-factor/setup')
  @HttpCode(200)
  @PartnerOperation({
    summary: 'Start setting up two-step sign-in: a new secret as a QR code (kept in the session until confirmed)',
    description: '400 unless currentPassword (your own) is right: a session alone cannot set up a second factor. Five wrong tries in one session end it (401).',
    errors: [409],
  })
  @ApiOkResponse({ type: SecondFactorSetupResponse })
  startSetup(@Req() req: Request, @Body() body: IdentityProofDto): Promise<SecondFactorSetupDto> {
    return this.secondFactor.startSetup(req, req.user as PartnerSessionUser, body);
  }

  @Post('account/two-factor')
  @HttpCode(200)
  @PartnerOperation({
    summary: 'Finish setting up two-step sign-in with the first code from the app; answers the ten recovery codes, shown this once',
    description: '400 when the code is wrong or no set-up was started in this session; 409 when it is already set up.',
    errors: [409],
  })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  confirmSetup(@Req() req: Request, @Body() body: ConfirmSecondFactorDto): Promise<RecoveryCodesDto> {
    return this.secondFactor.confirmSetup(req, req.user as PartnerSessionUser, body.code);
  }
}
