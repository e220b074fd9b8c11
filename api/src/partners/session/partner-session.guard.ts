import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../../auth/public.decorator.js';
import { PARTNER_PREFIX, isUnderPrefix } from '../../auth/doors.js';
import type { PartnerSessionUser } from '../users/partner-session-user.js';
import type { Request } from 'express';

export const PARTNER_SIGN_IN_MESSAGE = 'Please sign in';

/**
 * The one guard of the provider portal's API, registered globally: every route under /api/partner (in any case,
 * as Express routes it) needs a provider user's session unless it is marked @Public() (signing in, out, the
 * invitation and reset links). Only the portal's own session middleware runs there, and it re-reads the user on
 * every request: a deactivated user, or one whose provider is gone, is refused at once. Other paths pass.
 */
@Injectable()
export class PartnerSessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!isUnderPrefix(req.path, PARTNER_PREFIX)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const user = req.user as PartnerSessionUser | undefined;
    if (typeof req.isAuthenticated !== 'function' || !req.isAuthenticated() || user?.door !== 'partner') {
      throw new UnauthorizedException(PARTNER_SIGN_IN_MESSAGE);
    }
    return true;
  }
}
