import { Injectable } from '@nestjs/common';
import type { AdminSessionDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { LoginAttempts } from '../shared-state/login-attempts.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import { completeSecondStep } from './door-second-step.js';
import { KnownBrowsers } from './known-browser.js';
import { AdminSessionMiddleware } from './session.middleware.js';
import type { Request, Response } from 'express';

/** The admin door's second step of signing in (door-second-step.ts). */
@Injectable()
export class SecondStepService {
  constructor(
    private readonly sessions: AdminSessionMiddleware,
    private readonly secondFactor: AdminSecondFactorService,
    private readonly attempts: LoginAttempts,
    private readonly knownBrowsers: KnownBrowsers,
    private readonly audit: AuditService,
  ) {}

  complete(req: Request, res: Response, code: string): Promise<AdminSessionDto> {
    const { sessions, secondFactor, attempts, knownBrowsers, audit } = this;
    return completeSecondStep(req, res, code, { door: 'admin', sessions, secondFactor, attempts, knownBrowsers, audit });
  }
}
