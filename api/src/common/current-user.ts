import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminSessionDto } from '@homeward/domain';
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

/** The part of the portal's signed-in user that its actor is made of (the session re-reads it per request). */
interface SignedInPartner {
  door: 'partner';
  id: number;
  providerId: number;
  email: string;
}

/** Who is acting, as @CurrentUser() gives it: the door the request came through decides which. */
export type CurrentActor = AdminSessionDto | PartnerActor;

const isPartner = (user: unknown): user is SignedInPartner => (user as { door?: unknown } | undefined)?.door === 'partner';

/**
 * The signed-in person of the door the request came through, as its routes act for them: on /api/admin the
 * admin's session (AdminSessionDto), on /api/partner the portal's actor (PartnerActor: the user and the one
 * provider they manage, never a provider id the client sent). Type the parameter with the door's type. The
 * door's guard has already refused a request without a session of that door.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): CurrentActor => {
  const user = context.switchToHttp().getRequest<Request>().user;
  return isPartner(user) ? { userId: user.id, providerId: user.providerId, email: user.email } : (user as AdminSessionDto);
});
