import { Injectable, UnauthorizedException } from '@nestjs/common';
import { SECOND_FACTOR_MESSAGES, type AdminSessionDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { LoginAttempts } from '../shared-state/login-attempts.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { KnownBrowsers } from './known-browser.js';
import { AdminSessionMiddleware } from './session.middleware.js';
import type { Request, Response } from 'express';

/**
 * The second step of signing in: the session remembers whose password was right (for 5 minutes); a right
 * code signs that admin in. A wrong code counts as a failed sign-in, with the same limits and pauses as a
 * wrong password, so the 6-digit codes cannot be run through.
 */
@Injectable()
export class SecondStepService {
  constructor(
    private readonly sessions: AdminSessionMiddleware,
    private readonly secondFactor: AdminSecondFactorService,
    private readonly users: AdminUsersService,
    private readonly attempts: LoginAttempts,
    private readonly knownBrowsers: KnownBrowsers,
    private readonly audit: AuditService,
  ) {}

  async complete(req: Request, res: Response, code: string): Promise<AdminSessionDto> {
    const pending = this.sessions.pendingSecondStep(req);
    if (pending === null) throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.noSecondStep);
    const attempt = { address: req.ip ?? 'unknown', email: pending.email, knownBrowser: this.knownBrowsers.isKnown(req, pending.email) };
    await this.attempts.assertAllowed(attempt);
    const passed = await this.secondFactor.verify(pending.userId, pending.email, code);
    const admin = passed === null ? null : await this.users.findSessionUser(pending.userId);
    if (admin === null) {
      await this.attempts.recordFailure(attempt);
      await this.audit.recordAlone({ action: 'login_failed', entity: 'session', entityId: pending.userId, actor: { id: null, email: pending.email } });
      throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.wrongCode);
    }
    delete req.session.secondStep;
    await this.sessions.signIn(req, admin);
    await this.attempts.recordSuccess(attempt);
    this.knownBrowsers.remember(res, admin.email);
    return admin;
  }
}
