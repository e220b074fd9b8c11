import { BadRequestException, type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { LoginAttempts } from '../shared-state/login-attempts.js';
import { LoginDto } from './dto/auth.dto.js';
import { AdminSessionMiddleware } from './session.middleware.js';
import type { Request, Response } from 'express';

/**
 * Validates the login body (guards run before pipes), refuses an address or account that has used up its
 * failed attempts (429), then signs the admin in through passport-local, counting a wrong password.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    private readonly sessions: AdminSessionMiddleware,
    private readonly attempts: LoginAttempts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('The request body must be a JSON object');
    const dto = plainToInstance(LoginDto, body);
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) throw new BadRequestException(errors.flatMap((e) => Object.values(e.constraints ?? {})));
    req.body = { email: dto.email, password: dto.password };
    const address = req.ip ?? 'unknown';
    await this.attempts.assertAllowed(address, dto.email);
    try {
      await this.sessions.logIn(req, context.switchToHttp().getResponse<Response>());
    } catch (error) {
      if (error instanceof UnauthorizedException) await this.attempts.recordFailure(address, dto.email);
      throw error;
    }
    return true;
  }
}
