import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { PartnerSessionUser } from '../users/partner-session-user.js';
import type { Request } from 'express';

/**
 * Who is acting in the portal: the provider user and the ONE provider they manage. Every /api/partner service
 * call scopes its reads and writes by this providerId, never by an id the client sent.
 */
export interface PartnerActor {
  userId: number;
  providerId: number;
  email: string;
}

/** The signed-in provider user (PartnerSessionGuard has already refused requests without one). */
export const CurrentPartner = createParamDecorator((_data: unknown, context: ExecutionContext): PartnerActor => {
  const user = context.switchToHttp().getRequest<Request>().user as PartnerSessionUser;
  return { userId: user.id, providerId: user.providerId, email: user.email };
});
