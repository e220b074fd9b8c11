import { Body, Controller, Delete, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AdminSessionDto, type AdminUserDto, type RecoveryCodesDto, type SecondFactorSetupDto } from '@homeward/domain';
import { AdminOperation } from '../common/openapi/decorators.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import { CurrentAdmin } from './current-admin.decorator.js';
import { AdminUserResponse, ConfirmSecondFactorDto, RecoveryCodesResponse, SecondFactorSetupResponse } from './dto/auth.dto.js';
import { BeforeSecondFactor } from './public.decorator.js';
import { IdentityProofDto } from './second-factor/identity-proof.dto.js';
import type { Request } from 'express';

/** Setting up one's own second factor (an authenticator app), and another admin's reset of theirs. */
@ApiTags('admin')
@Controller('api/admin')
export class TwoFactorController {
  constructor(private readonly secondFactor: AdminSecondFactorService) {}

  @Post('account/two-factor/setup')
  @HttpCode(200)
  @BeforeSecondFactor()
  @AdminOperation({
    summary: 'Start setting up two-step sign-in: a new secret as a QR code (kept in the session until confirmed)',
    description: '400 unless currentPassword (your own) is right: a session alone cannot set up a second factor. Five wrong tries in one session end it (401).',
    errors: [409],
  })
  @ApiOkResponse({ type: SecondFactorSetupResponse })
  startSetup(@CurrentAdmin() actor: AdminSessionDto, @Req() req: Request, @Body() body: IdentityProofDto): Promise<SecondFactorSetupDto> {
    return this.secondFactor.startSetup(req, actor, body);
  }

  @Post('account/two-factor')
  @HttpCode(200)
  @BeforeSecondFactor()
  @AdminOperation({
    summary: 'Finish setting up two-step sign-in with the first code from the app; answers the ten recovery codes, shown this once',
    description: '400 when the code is wrong or no set-up was started in this session; 409 when it is already set up.',
    errors: [409],
  })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  confirmSetup(@CurrentAdmin() actor: AdminSessionDto, @Req() req: Request, @Body() body: ConfirmSecondFactorDto): Promise<RecoveryCodesDto> {
    return this.secondFactor.confirmSetup(req, actor, body.code);
  }

  @Delete('users/:id/two-factor')
  @AdminOperation({
    summary: "Reset another admin's two-step sign-in (a lost phone): their sessions end, and they set it up again at their next sign-in",
    description:
      'Confirm it is you first: your own currentPassword, or currentCode from your app, in the body. 400 for your own account or when the confirmation is missing or wrong (five wrong tries in one session end it: 401); 409 when that admin has not set it up. That admin is emailed.',
    errors: [409],
  })
  @ApiOkResponse({ type: AdminUserResponse })
  reset(
    @CurrentAdmin() actor: AdminSessionDto,
    @Req() req: Request,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: IdentityProofDto,
  ): Promise<AdminUserDto> {
    return this.secondFactor.reset(req, actor, id, body);
  }
}
