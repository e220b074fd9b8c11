import { BadRequestException, type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { LoginAttempts } from '../shared-state/login-attempts.js';
import { LoginDto } from './dto/auth.dto.js';
import { KnownBrowsers } from './known-browser.js';
import { AdminSessionMiddleware, type PasswordOutcome } from './session.middleware.js';
import type { Request, Response } from 'express';

/** Where LocalAuthGuard leaves the password step's outcome for the login handler. */
export const PASSWORD_OUTCOME = 'passwordOutcome';

/**
 * Validates the login body (guards run before pipes), refuses an attempt that must wait (429: the address,
 * the address and account, or the account's pause unless this browser signed in to it before), then checks
 * the password through passport-local, counting a wrong one. A right password signs in, or (with a second
 * factor) leads to the code step; the outcome is in res.locals[PASSWORD_OUTCOME].
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    private readonly sessions: AdminSessionMiddleware,
    private readonly attempts: LoginAttempts,
    private readonly knownBrowsers: KnownBrowsers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('The request body must be a JSON object');
    const dto = plainToInstance(LoginDto, body);
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) throw new BadRequestException(errors.flatMap((e) => Object.values(e.constraints ?? {})));
    req.body = { email: dto.email, password: dto.password };
    const attempt = { address: req.ip ?? 'unknown', email: dto.email, knownBrowser: this.knownBrowsers.isKnown(req, dto.email) };
    await this.attempts.assertAllowed(attempt);
    let outcome: PasswordOutcome;
    try {
      outcome = await this.sessions.logIn(req, res);
    } catch (error) {
      if (error instanceof UnauthorizedException) await this.attempts.recordFailure(attempt);
      throw error;
    }
    if ('signedIn' in outcome) {
      await this.attempts.recordSuccess(attempt);
      this.knownBrowsers.remember(res, dto.email);
    }
    res.locals[PASSWORD_OUTCOME] = outcome;
    return true;
  }
}
