import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { PartnerSecondStepDto, PartnerSessionDto } from '@homeward/domain';
import { PASSWORD_OUTCOME, SignOutOperation } from '../../auth/door-login.js';
import { LoginDto, OkResponse } from '../../auth/dto/auth.dto.js';
import { Public } from '../../auth/public.decorator.js';
import { PartnerOperation, PublicOperation } from '../../common/openapi/decorators.js';
import { toPartnerSessionDto, type PartnerSessionUser } from '../users/partner-session-user.js';
import { PartnerLoginGuard } from './partner-login.guard.js';
import { PartnerSecondStepResponse, PartnerSessionResponse } from './partner-session.responses.js';
import { PartnerSessions } from './partner-session.js';
import type { PasswordOutcome } from '../../auth/door-session.js';
import type { Request, Response } from 'express';

/** Signing in to and out of the provider portal, and who is signed in. */
@ApiTags('partner')
@ApiExtraModels(PartnerSessionResponse, PartnerSecondStepResponse)
@Controller('api/partner')
export class PartnerAuthController {
  constructor(private readonly sessions: PartnerSessions) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(PartnerLoginGuard)
  @PublicOperation({
    summary: 'Sign in as a provider user (sets the portal session cookie)',
    description: 'Same messages, limits and pauses as the admin sign-in: 401 "Invalid email or password", 429 with Retry-After.',
    errors: [401, 403, 429],
  })
  @ApiOkResponse({
    description: 'Signed in (the user and their provider), or the password was right and the second factor comes next ({ secondStep: true })',
    schema: { oneOf: [{ $ref: getSchemaPath(PartnerSessionResponse) }, { $ref: getSchemaPath(PartnerSecondStepResponse) }] },
  })
  login(@Body() _body: LoginDto, @Res({ passthrough: true }) res: Response): PartnerSessionDto | PartnerSecondStepDto {
    const outcome = res.locals[PASSWORD_OUTCOME] as PasswordOutcome<PartnerSessionUser>;
    return 'signedIn' in outcome ? toPartnerSessionDto(outcome.signedIn) : { secondStep: true };
  }

  @Get('me')
  @PartnerOperation({ summary: 'The signed-in provider user and their provider' })
  @ApiOkResponse({ type: PartnerSessionResponse })
  me(@Req() req: Request): PartnerSessionDto {
    return toPartnerSessionDto(req.user as PartnerSessionUser);
  }

  @Post('logout')
  @SignOutOperation('Sign out of the portal (ends the session; also fine without one)')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    await this.sessions.logOut(req, res);
    return { ok: true };
  }
}
