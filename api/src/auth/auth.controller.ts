import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { AdminSessionDto } from '@homeward/domain';
import { AdminOperation, PublicOperation } from '../common/openapi/decorators.js';
import { AdminSessionResponse, LoginDto, OkResponse } from './dto/auth.dto.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { Public } from './public.decorator.js';
import { SESSION_COOKIE, SESSION_COOKIE_PATH } from './session.middleware.js';
import type { Request, Response } from 'express';

@ApiTags('admin')
@Controller('api/admin')
export class AuthController {
  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @PublicOperation({ summary: 'Sign in as an admin (sets the session cookie)', errors: [401, 403, 429] })
  @ApiOkResponse({ type: AdminSessionResponse, description: 'Signed in; the session cookie is set' })
  @ApiTooManyRequestsResponse({
    description: 'LOGIN_RATE_LIMIT failed attempts in 15 minutes from this address or for this account; Retry-After says how many seconds to wait',
  })
  login(@Body() _body: LoginDto, @Req() req: Request): AdminSessionDto {
    return req.user as AdminSessionDto;
  }

  @Get('session')
  @AdminOperation({ summary: 'The signed-in admin' })
  @ApiOkResponse({ type: AdminSessionResponse })
  session(@Req() req: Request): AdminSessionDto {
    return req.user as AdminSessionDto;
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
  @PublicOperation({ summary: 'Sign out (ends the session; also fine without one)', errors: [403] })
  @ApiOkResponse({ type: OkResponse, description: 'Signed out (also when there was no session)' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
      await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH });
    return { ok: true };
  }
}
