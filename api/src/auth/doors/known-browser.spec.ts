import { KnownBrowsers } from './known-browser.js';
import type { Request, Response } from 'express';

/** The Set-Cookie value KnownBrowsers.remember wrote, as the browser would send it back. */
function issued(browsers: KnownBrowsers, account: string, now: number): { cookie: string; options: Record<string, unknown> } {
  let cookie = '';
  let options: Record<string, unknown> = {};
  const res = {
    cookie: (name: string, value: string, opts: Record<string, unknown>) => {
      cookie = `${name}=${encodeURIComponent(value)}`;
      options = opts;
    },
  } as unknown as Response;
  browsers.remember(res, account, now);
  return { cookie, options };
}

const request = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

describe(KnownBrowsers.name, () => {
  const now = Date.UTC(2026, 10, 26);
  const browsers = new KnownBrowsers('a-session-secret-of-some-length', '/api/admin/login', true);

  it('remembers a browser for the account it signed in to, in an HttpOnly, strict, Secure cookie for the sign-in path', () => {
    const { cookie, options } = issued(browsers, 'email:owner@example.com', now);
    expect(browsers.isKnown(request(cookie), 'email:owner@example.com', now)).toBe(true);
    expect(options).toMatchObject({ path: '/api/admin/login', httpOnly: true, sameSite: 'strict', secure: true });
    expect(decodeURIComponent(cookie)).not.toContain('owner');
  });

  it.each([
    ['another account', (c: string) => c, 'email:someone.else@example.com', 0],
    ['after 90 days', (c: string) => c, 'email:owner@example.com', 91 * 24 * 60 * 60_000],
    ['a changed expiry', (c: string) => c.replace(/\.(\d+)\./, (_m, d: string) => `.${Number(d) + 1}.`), 'email:owner@example.com', 0],
    [
      'another secret',
      () => issued(new KnownBrowsers('another-secret-entirely', '/api/admin/login', true), 'email:owner@example.com', now).cookie,
      'email:owner@example.com',
      0,
    ],
    ['no cookie', () => '', 'email:owner@example.com', 0],
    ['a malformed cookie', () => 'hw_admin_known=%E0%A4%A', 'email:owner@example.com', 0],
  ])('does not know a browser with %s', (_label, tamper, account, later) => {
    const cookie = tamper(decodeURIComponent(issued(browsers, 'email:owner@example.com', now).cookie));
    expect(browsers.isKnown(request(cookie), account, now + later)).toBe(false);
  });
});
