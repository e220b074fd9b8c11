import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SECOND_FACTOR_MESSAGES, type AdminSessionDto } from '@homeward/domain';
import { BEFORE_SECOND_FACTOR, IS_PUBLIC } from './public.decorator.js';
import { ADMIN_PREFIX, isUnderPrefix } from './doors.js';
import type { Request } from 'express';

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
    const req = context.switchToHttp().getRequest<Request>();
    if (!isUnderPrefix(req.path, ADMIN_PREFIX)) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (typeof req.isAuthenticated !== 'function' || !req.isAuthenticated() || !req.user) throw new UnauthorizedException('Please sign in');
    if ((req.user as AdminSessionDto).mustEnrolTwoFactor && !this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, targets)) {
      throw new ForbiddenException(SECOND_FACTOR_MESSAGES.mustEnrol);
    }
    return true;
  }
}
