import { AsyncLocalStorage } from 'node:async_hooks';
import type { AdminSessionDto } from '@homeward/domain';
import type { Request, RequestHandler } from 'express';

export interface AuditActor {
  id: number | null;
  email: string | null;
  /** An admin unless said otherwise; a provider user acts through the portal (issue 25). */
  kind?: 'admin' | 'provider';
}

const current = new AsyncLocalStorage<Request>();
const declared = new AsyncLocalStorage<AuditActor>();

/**
 * Runs work on behalf of this actor: the audit entries and price changes it writes name them. The provider
 * portal's services wrap each write in it, so the providers' write service records the provider user
 * without taking the actor as a parameter.
 */
export function actingAs<T>(actor: AuditActor, work: () => Promise<T>): Promise<T> {
  return declared.run(actor, work);
}

/**
 * Mounted on /api/admin before the session: each admin request runs inside its own context, so a service
 * deep in a transaction can name who acted without every method taking the actor as a parameter.
 * req.user is read when the event is written (passport sets it after this middleware ran).
 */
export const trackRequestActor: RequestHandler = (req, _res, next) => current.run(req, next);

/** Who is acting: the actor declared by actingAs, else the signed-in admin of the request being served, else null (system work). */
export function requestActor(): AuditActor | null {
  const actor = declared.getStore();
  if (actor) return actor;
  const user = current.getStore()?.user as AdminSessionDto | undefined;
  return user ? { id: user.id, email: user.email, kind: 'admin' } : null;
}
