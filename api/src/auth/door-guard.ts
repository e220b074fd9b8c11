import { type ExecutionContext, HttpStatus } from '@nestjs/common';
import { IS_PUBLIC } from './public.decorator.js';
import { SIGN_IN_MESSAGE, isUnderPrefix } from './doors.js';
import { AUTH_ERRORS, authError } from './auth-errors.js';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';

/** A request a door's guard checked: signed in to that door, on a route that is not @Public(). */
export interface GuardedRequest {
  req: Request;
  /** The route's handler and controller, for the door's own route markers. */
  targets: [ReturnType<ExecutionContext['getHandler']>, ReturnType<ExecutionContext['getClass']>];
}

/**
 * What both doors' global guards check first: a path outside the door's prefix (in any case, as Express routes
 * it) or a route marked @Public() passes untouched (null); any other request needs a session whose user belongs
 * to this door, or it is refused with 401 SIGN_IN_MESSAGE.
 */
export function guardedRequest(context: ExecutionContext, reflector: Reflector, prefix: string, isDoorUser: (user: unknown) => boolean): GuardedRequest | null {
  const req = context.switchToHttp().getRequest<Request>();
  if (!isUnderPrefix(req.path, prefix)) return null;
  const targets: GuardedRequest['targets'] = [context.getHandler(), context.getClass()];
  if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return null;
  if (typeof req.isAuthenticated !== 'function' || !req.isAuthenticated() || !isDoorUser(req.user))
    throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.signInRequired, SIGN_IN_MESSAGE);
  return { req, targets };
}
