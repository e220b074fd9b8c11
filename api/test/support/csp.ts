import type request from 'supertest';

/** One directive of a response's Content-Security-Policy (e.g. its script-src), as the browser reads it. */
export function cspDirective(res: request.Response, name: string): string | undefined {
  return String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(name));
}
