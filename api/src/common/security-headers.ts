import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once. With fixed options helmet sends the same headers on every response,
 * but it runs a dozen middlewares per request to do so (docs/decisions/021). Here one helmet run at start
 * records them, and a single middleware sets that list. Directives computed per request (CSP nonces) are
 * refused, since they would be frozen at their first value.
 */
export function staticSecurityHeaders(options: HelmetOptions): RequestHandler {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
