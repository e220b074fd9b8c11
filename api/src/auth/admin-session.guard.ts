import { type CanActivate, type ExecutionContext, Injectable, HttpStatus } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SECOND_FACTOR_MESSAGES, type AdminSessionDto } from '@homeward/domain';
import { BEFORE_SECOND_FACTOR } from './public.decorator.js';
import { ADMIN_PREFIX } from './doors.js';
import { guardedRequest } from './door-guard.js';
import { AUTH_ERRORS, authError } from './auth-errors.js';

/** Kept importable from here for code written before doors.ts. */
export { ADMIN_PREFIX } from './doors.js';

/**
 * The one guard for the admin API, registered globally: every route under /api/admin (in any case, as
 * Express routes it) needs an admin session unless it is marked @Public(). An admin who must still set up a
 * second factor reaches only the routes marked @BeforeSecondFactor(). Other routes pass straight through.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const guarded = guardedRequest(context, this.reflector, ADMIN_PREFIX, (user) => Boolean(user));
    if (guarded === null) return true;
    if ((guarded.req.user as AdminSessionDto).mustEnrolTwoFactor && !this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, guarded.targets)) {
      throw authError(HttpStatus.FORBIDDEN, AUTH_ERRORS.secondStepRequired, SECOND_FACTOR_MESSAGES.mustEnrol);
    }
    return true;
  }
}
