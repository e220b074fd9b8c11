import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_RULES } from '@homeward/domain';
import type { CookieOptions, Request, Response } from 'express';

/**
 * A browser that completed a sign-in to an account (or set its password from an invitation or a reset link)
 * gets a signed cookie naming that account (by a hash of its counters' key, signInAccountKey, never the
 * email): its later attempts are counted apart from the address and skip the account's pause (DoorLimits),
 * so a stranger failing on purpose, at the same address or elsewhere, cannot keep the owner out. The cookie
 * proves nothing about the password: it has its own failure limit, and the second factor still applies. Signed with the session secret, so
 * every instance accepts it; it goes only to the door's sign-in path.
 */
export class KnownBrowsers {
  constructor(
    private readonly secret: string,
    private readonly loginPath: string,
    private readonly secure: boolean,
    readonly cookieName = 'hw_admin_known',
  ) {}

  /** Whether this request's cookie was issued to this browser for this account and has not expired. */
  isKnown(req: Request, account: string, now = Date.now()): boolean {
    const token = readCookie(req, this.cookieName);
    if (token === null) return false;
    const [version, hash, expires, signature] = token.split('.');
    if (version !== 'v2' || hash !== accountHash(account) || !/^\d+$/.test(expires ?? '') || Number(expires) < now) return false;
    const expected = Buffer.from(this.sign(`${version}.${hash}.${expires}`));
    const actual = Buffer.from(signature ?? '');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  remember(res: Response, account: string, now = Date.now()): void {
    const maxAge = SIGN_IN_RULES.knownBrowserDays * 24 * 60 * 60_000;
    const payload = `v2.${accountHash(account)}.${now + maxAge}`;
    res.cookie(this.cookieName, `${payload}.${this.sign(payload)}`, this.cookieOptions(maxAge));
  }

  private cookieOptions(maxAge: number): CookieOptions {
    return { path: this.loginPath, httpOnly: true, sameSite: 'strict', secure: this.secure, maxAge };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`known-browser:${payload}`).digest('base64url');
  }
}

const accountHash = (account: string): string => createHash('sha256').update(account).digest('base64url').slice(0, 22);

/** One cookie's value from the Cookie header (no cookie-parser here: express-session reads its own). */
function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null; // a malformed escape: not a cookie this app wrote
    }
  }
  return null;
}
