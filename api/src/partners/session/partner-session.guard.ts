import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { guardedRequest } from '../../auth/door-guard.js';
import { PARTNER_PREFIX } from '../../auth/doors.js';
import type { PartnerSessionUser } from '../users/partner-session-user.js';

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
    guardedRequest(context, this.reflector, PARTNER_PREFIX, (user) => (user as PartnerSessionUser | undefined)?.door === 'partner');
    return true;
  }
}
