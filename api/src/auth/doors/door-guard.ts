import { HttpStatus, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { SIGN_IN_MESSAGE, isUnderPrefix } from '../../common/signed-in-doors.js';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { BEFORE_SECOND_FACTOR, IS_PUBLIC } from './public.decorator.js';
import type { DoorConfig } from './door.js';
import type { DoorUser } from './door-session.js';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';

/**
 * A door's one guard, registered globally once per door (doorProviders): a path outside the door's prefix (in
 * any case, as Express routes it) or a route marked @Public() passes untouched; any other request needs a
 * session whose user belongs to this door, or it is refused with 401 SIGN_IN_MESSAGE. Only the door's own
 * session middleware runs under its prefix, and it re-reads the user on every request, so a deactivated user
 * is refused at once. A user the door says must still set up a second factor reaches only the routes marked
 * @BeforeSecondFactor() (403 elsewhere).
 */
export class DoorSessionGuard<U extends DoorUser> implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: Pick<DoorConfig<U, unknown>, 'prefix' | 'isDoorUser' | 'mustEnrol'>,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!isUnderPrefix(req.path, this.config.prefix)) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (typeof req.isAuthenticated !== 'function' || !req.isAuthenticated() || !this.config.isDoorUser(req.user))
      throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.signInRequired, SIGN_IN_MESSAGE);
    if (this.config.mustEnrol?.(req.user as U) && !this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, targets)) {
      throw authError(HttpStatus.FORBIDDEN, AUTH_ERRORS.secondStepRequired, SECOND_FACTOR_MESSAGES.mustEnrol);
    }
    return true;
  }
}
