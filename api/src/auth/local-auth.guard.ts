import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { LoginAttempts } from '../shared-state/login-attempts.js';
import { passwordStep } from './door-login.js';
import { KnownBrowsers } from './known-browser.js';
import { AdminSessionMiddleware } from './session.middleware.js';
import type { Request, Response } from 'express';

export { PASSWORD_OUTCOME } from './door-login.js';

/** The admin door's password step (door-login.ts): its outcome is in res.locals[PASSWORD_OUTCOME]. */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    readonly sessions: AdminSessionMiddleware,
    readonly attempts: LoginAttempts,
    readonly knownBrowsers: KnownBrowsers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await passwordStep(http.getRequest<Request>(), http.getResponse<Response>(), this);
    return true;
  }
}
