import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './http-middleware.js';
import type { RequestHandler } from 'express';

/**
 * helmet's options for pages: the site, the admin remote and Swagger UI, checked in Chromium with no
 * CSP violation. HSTS and upgrade-insecure-requests only in production.
 */
export function pageHelmetOptions(options: { production: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // emotion (MUI) injects <style> tags at run time
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/**
 * The CSP with more sources in its script-src (the prerendered pages' inline scripts, pinned by hash).
 * The page CSP is worked out once at start; the hashes come from the built site's manifest, which a rebuild
 * can change while the server runs, so they are added when a page is sent.
 */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (!sources.length) return csp;
  return csp
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${sources.join(' ')}` : directive))
    .join(';');
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** The headers one helmet run sets, recorded (helmet sets the same ones on every response for fixed options). */
function helmetHeaders(options: HelmetOptions): HeaderList {
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
  return headers;
}

/**
 * What a JSON API response needs (OWASP REST Security): no MIME sniffing, no framing, no loading by other
 * origins, no referrer, HSTS in production, and a CSP that allows nothing (a JSON body is never a page).
 * helmet's page headers (the site's CSP, COOP, Origin-Agent-Cluster, the legacy X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) only mean something on HTML.
 */
export function apiSecurityHeaders(options: { hsts: boolean }): HeaderList {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ...(options.hsts ? ([['Strict-Transport-Security', 'max-age=15552000; includeSubDomains']] as const) : []),
  ];
}

/**
 * Security headers worked out once, set by one middleware: helmet runs a dozen
 * middlewares per request to send what are, for fixed options, always the same headers. Pages (the site,
 * the admin remote, Swagger UI under /api/docs) get helmet's headers as recorded from one run at start;
 * the JSON API gets apiSecurityHeaders. Directives computed per request (CSP nonces) are not supported here.
 */
export function securityHeaders(options: { page: HelmetOptions; hsts: boolean }): RequestHandler {
  const page = helmetHeaders(options.page);
  const api = apiSecurityHeaders({ hsts: options.hsts });
  return (req, res, next) => {
    const headers = isApiPath(req) && !req.path.startsWith('/api/docs') ? api : page;
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
