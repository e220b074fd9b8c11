import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { passwordStep } from '../../auth/door-login.js';
import { PartnerDoorLimits } from './partner-door-limits.js';
import { PartnerSessions } from './partner-session.js';
import type { Request, Response } from 'express';

/** The portal's password step: the admin door's (auth/door-login.ts) with the portal's session and limits. */
@Injectable()
export class PartnerLoginGuard implements CanActivate {
  constructor(
    private readonly sessions: PartnerSessions,
    private readonly limits: PartnerDoorLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await passwordStep(http.getRequest<Request>(), http.getResponse<Response>(), {
      sessions: this.sessions,
      attempts: this.limits.attempts,
      knownBrowsers: this.limits.knownBrowsers,
    });
    return true;
  }
}
