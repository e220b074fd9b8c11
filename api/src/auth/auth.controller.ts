import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, getSchemaPath } from '@nestjs/swagger';
import type { AdminSessionDto, SecondStepNeededDto } from '@homeward/domain';
import { AdminOperation, PublicOperation } from '../common/openapi/decorators.js';
import { AdminSessionResponse, LoginDto, OkResponse, SecondStepDto, SecondStepNeededResponse } from './dto/auth.dto.js';
import { SignOutOperation } from './door-login.js';
import { LocalAuthGuard, PASSWORD_OUTCOME } from './local-auth.guard.js';
import { BeforeSecondFactor, Public } from './public.decorator.js';
import { SecondStepService } from './second-step.service.js';
import { AdminSessionMiddleware, type PasswordOutcome } from './session.middleware.js';
import type { Request, Response } from 'express';

const TOO_MANY =
  'LOGIN_RATE_LIMIT failed attempts in 15 minutes from this address for this account (or 5 times as many for any account), or the account is pausing after failures from anywhere; Retry-After says how many seconds to wait';

@ApiTags('admin')
@ApiExtraModels(AdminSessionResponse, SecondStepNeededResponse)
@Controller('api/admin')
export class AuthController {
  constructor(
    private readonly secondStep: SecondStepService,
    private readonly sessions: AdminSessionMiddleware,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @PublicOperation({ summary: 'Sign in as an admin (sets the session cookie)', errors: [401, 403, 429] })
  @ApiOkResponse({
    description: 'Signed in (the admin), or the password was right and the second factor comes next ({ secondFactorRequired: true })',
    schema: { oneOf: [{ $ref: getSchemaPath(AdminSessionResponse) }, { $ref: getSchemaPath(SecondStepNeededResponse) }] },
  })
  @ApiTooManyRequestsResponse({ description: TOO_MANY })
  login(@Body() _body: LoginDto, @Res({ passthrough: true }) res: Response): AdminSessionDto | SecondStepNeededDto {
    const outcome = res.locals[PASSWORD_OUTCOME] as PasswordOutcome;
    return 'signedIn' in outcome ? outcome.signedIn : { secondFactorRequired: true };
  }

  @Post('login/second-factor')
  @Public()
  @HttpCode(200)
  @PublicOperation({
    summary: 'The second step of signing in: a code from the authenticator app, or a recovery code',
    description: '401 when the code is wrong, or when no password was accepted in this session in the last 5 minutes.',
    errors: [401, 403, 429],
  })
  @ApiOkResponse({ type: AdminSessionResponse, description: 'Signed in; the session cookie is set' })
  @ApiTooManyRequestsResponse({ description: TOO_MANY })
  completeSecondStep(@Body() body: SecondStepDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminSessionDto> {
    return this.secondStep.complete(req, res, body.code);
  }

  @Get('session')
  @BeforeSecondFactor()
  @AdminOperation({ summary: 'The signed-in admin' })
  @ApiOkResponse({ type: AdminSessionResponse })
  session(@Req() req: Request): AdminSessionDto {
    return req.user as AdminSessionDto;
  }

  @Post('logout')
  @SignOutOperation('Sign out (ends the session; also fine without one)')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    await this.sessions.logOut(req, res);
    return { ok: true };
  }
}
