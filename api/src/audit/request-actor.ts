import { AsyncLocalStorage } from 'node:async_hooks';
import type { AdminSessionDto } from '@homeward/domain';
import type { Request, RequestHandler } from 'express';

export interface AuditActor {
  id: number | null;
  email: string | null;
}

const current = new AsyncLocalStorage<Request>();

/**
 * Mounted on /api/admin before the session: each admin request runs inside its own context, so a service
 * deep in a transaction can name who acted without every method taking the actor as a parameter.
 * req.user is read when the event is written (passport sets it after this middleware ran).
 */
export const trackRequestActor: RequestHandler = (req, _res, next) => current.run(req, next);

/** The signed-in admin of the request being served, or null (system work, or no session). */
export function requestActor(): AuditActor | null {
  const user = current.getStore()?.user as AdminSessionDto | undefined;
  return user ? { id: user.id, email: user.email } : null;
}
