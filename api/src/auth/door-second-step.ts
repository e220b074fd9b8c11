import { HttpStatus } from '@nestjs/common';
import { SECOND_FACTOR_MESSAGES, type AuditActorKind } from '@homeward/domain';
import { signInAccountKey, type LoginAttempts } from '../shared-state/login-attempts.js';
import { AUTH_ERRORS, authError } from './auth-errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DoorSession, DoorUser } from './door-session.js';
import type { KnownBrowsers } from './known-browser.js';
import type { AccountSecondFactor } from './second-factor/account-second-factor.js';
import type { Request, Response } from 'express';

/** What one door's second step uses. */
export interface DoorSecondStep<U extends DoorUser> {
  door: AuditActorKind;
  sessions: DoorSession<U>;
  secondFactor: AccountSecondFactor;
  attempts: LoginAttempts;
  knownBrowsers: KnownBrowsers;
  audit: AuditService;
}

/**
 * The second step of signing in at any door: the session remembers whose password was right (for 5 minutes);
 * a right code signs that user in. A wrong code counts as a failed sign-in, with the same limits and pauses as a
 * wrong password, so the 6-digit codes cannot be run through.
 */
export async function completeSecondStep<U extends DoorUser>(req: Request, res: Response, code: string, step: DoorSecondStep<U>): Promise<U> {
  const pending = step.sessions.pendingSecondStep(req);
  if (pending === null) throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.sessionExpired, SECOND_FACTOR_MESSAGES.noSecondStep);
  const account = signInAccountKey(pending.userId, pending.email);
  const attempt = { address: req.ip ?? 'unknown', account, knownBrowser: step.knownBrowsers.isKnown(req, account) };
  await step.attempts.assertAllowed(attempt);
  const passed = await step.secondFactor.verify(pending.userId, pending.email, code);
  const user = passed === null ? null : await step.sessions.spec.accounts.findSessionUser(pending.userId);
  if (user === null) {
    await step.attempts.recordFailure(attempt);
    await step.audit.recordAlone({
      action: 'login_failed',
      entity: 'session',
      entityId: pending.userId,
      actor: { id: null, email: pending.email, kind: step.door },
    });
    throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.wrongCode, SECOND_FACTOR_MESSAGES.wrongCode);
  }
  delete req.session.secondStep;
  await step.sessions.signIn(req, user);
  await step.attempts.recordSuccess(attempt);
  step.knownBrowsers.remember(res, account);
  return user;
}
