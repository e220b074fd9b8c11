import { BadRequestException, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { LoginDto } from './dto/auth.dto.js';
import { AdminSessionMiddleware } from './session.middleware.js';

/** Validates the login body (guards run before pipes), then signs the admin in through passport-local. */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionMiddleware) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('The request body must be a JSON object');
    const dto = plainToInstance(LoginDto, body);
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) throw new BadRequestException(errors.flatMap((e) => Object.values(e.constraints ?? {})));
    req.body = { email: dto.email, password: dto.password };
    await this.sessions.logIn(req, context.switchToHttp().getResponse<Response>());
    return true;
  }
}
