import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActorKind } from '@homeward/domain';
import type { Request, RequestHandler } from 'express';

export interface AuditActor {
  id: number | null;
  email: string | null;
  /** Which door; an actor with an id and no kind is an admin. */
  kind?: AuditActorKind;
}

const current = new AsyncLocalStorage<Request>();

/**
 * Mounted on /api/admin and /api/partner before the session: each request runs inside its own context, so a service
 * deep in a transaction can name who acted without every method taking the actor as a parameter.
 * req.user is read when the event is written (passport sets it after this middleware ran).
 */
export const trackRequestActor: RequestHandler = (req, _res, next) => current.run(req, next);

/** The signed-in user of the request being served (an admin, or a provider user), or null (system work, or no session). */
export function requestActor(): AuditActor | null {
  const user = current.getStore()?.user as { id: number; email: string; door?: AuditActorKind } | undefined;
  return user ? { id: user.id, email: user.email, kind: user.door ?? 'admin' } : null;
}
