import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from './public.decorator.js';
import { ADMIN_PREFIX, isUnderPrefix } from './doors.js';
import type { Request } from 'express';

/**
 * The one guard for the admin API, registered globally: every route under /api/admin needs an admin
 * session unless it is marked @Public(). Other routes pass straight through.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!isUnderPrefix(req.path, ADMIN_PREFIX)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    if (typeof req.isAuthenticated === 'function' && req.isAuthenticated() && req.user) return true;
    throw new UnauthorizedException('Please sign in');
  }
}
