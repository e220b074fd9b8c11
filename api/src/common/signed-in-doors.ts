import { errorBody } from './api-error.js';
import type { RequestHandler } from 'express';

/** The signed-in doors (DESIGN "People and their doors"): the admin API, and the provider portal's API. */
export const ADMIN_PREFIX = '/api/admin';
export const PARTNER_PREFIX = '/api/partner';
export const SIGNED_IN_PREFIXES = [ADMIN_PREFIX, PARTNER_PREFIX] as const;

/** The 401 of a signed-in door's API without its session (the guards, and a door in another spelling). */
export const SIGN_IN_MESSAGE = 'Please sign in';

/**
 * Whether a request path is the prefix or under it, compared as Express routes: without regard to case
 * (`/api/Admin/providers` reaches the admin controllers, so the guard must see it as admin too).
 */
export function isUnderPrefix(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

export const isSignedInDoor = (path: string): boolean => SIGNED_IN_PREFIXES.some((prefix) => isUnderPrefix(path, prefix));

/**
 * Answers of the signed-in doors carry personal details: no browser or proxy keeps a copy (no-store), errors
 * included. Set before anything else runs, so every answer (a body parser's 400, the guard's 401, a 500) has it.
 */
export const noStoreOnSignedInDoors: RequestHandler = (req, res, next) => {
  if (isSignedInDoor(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Express matches a mount path without regard to case, but the session cookie's path (and so the session) is
 * case-sensitive: `/api/Admin/...` would reach the controllers with no session machinery at all. The door is
 * refused in any spelling but its own, with the guard's own answer, before the session middleware runs.
 */
export function refuseOtherSpellings(prefix: string): RequestHandler {
  return (req, res, next) => {
    if (req.baseUrl === prefix) return next();
    res.status(401).json(errorBody(401, 'SIGN_IN_REQUIRED', SIGN_IN_MESSAGE));
  };
}
