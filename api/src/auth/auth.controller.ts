import type { AdminSessionDto } from '@homeward/domain';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { AdminSessionResponse, LoginDto, OkResponse } from './dto/auth.dto.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { Public } from './public.decorator.js';
import { SESSION_COOKIE, SESSION_COOKIE_PATH } from './session.middleware.js';

@ApiTags('admin')
@Controller('api/admin')
export class AuthController {
  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(RateLimitGuard, LocalAuthGuard)
  @SkipThrottle({ lead: true })
  @ApiOkResponse({ type: AdminSessionResponse, description: 'Signed in; the session cookie is set' })
  @ApiBadRequestResponse({ description: 'Email or password missing or malformed' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'More than LOGIN_RATE_LIMIT attempts in 15 minutes from one address' })
  login(@Body() _body: LoginDto, @Req() req: Request): AdminSessionDto {
    return req.user as AdminSessionDto;
  }

  @Get('session')
  @ApiCookieAuth()
  @ApiOkResponse({ type: AdminSessionResponse })
  @ApiUnauthorizedResponse({ description: 'No admin session' })
  session(@Req() req: Request): AdminSessionDto {
    return req.user as AdminSessionDto;
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
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
