import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { errorBody } from './api-error.js';
import { exceedsJsonDepth, JSON_TOO_DEEP_MESSAGE } from './json-depth.js';

/** Set on a request whose body a route's own parser has read (the provider CSV import), so the JSON-only step lets it through. */
export const BODY_ALREADY_READ = Symbol('bodyAlreadyRead');

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** The API speaks JSON only: a write with a body in any other type is refused before parsing (415). */
export const requireJsonBodies: RequestHandler = (req, res, next) => {
  if (WRITE_METHODS.has(req.method) && hasBody(req.headers) && !req.is('application/json')) {
    res.status(415).json(errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json'));
    return;
  }
  next();
};

/** A URL's origin (scheme, host, port; default ports dropped), or null when it has none. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Admin writes must come from this site: when the browser says where the request comes from (Origin, or
 * Sec-Fetch-Site), it must be this origin, scheme and port included (an https page is another origin than an
 * http server on the same host). Browsers always send one of them on cross-site writes; clients that send
 * neither (curl, server-to-server) are not a CSRF vector and still need the session cookie. Behind a proxy
 * that ends TLS, TRUST_PROXY lets req.protocol read the scheme the browser used.
 */
export const requireSameOrigin: RequestHandler = (req, res, next) => {
  if (!WRITE_METHODS.has(req.method)) return next();
  const origin = req.get('origin');
  const fetchSite = req.get('sec-fetch-site');
  let sameOrigin = true;
  if (origin !== undefined) {
    const expected = originOf(`${req.protocol}://${req.host}`);
    sameOrigin = expected !== null && originOf(origin) === expected;
  } else if (fetchSite !== undefined) {
    sameOrigin = fetchSite === 'same-origin' || fetchSite === 'none';
  }
  if (!sameOrigin) {
    res.status(403).json(errorBody(403, 'CROSS_ORIGIN_REFUSED', 'Admin changes must come from this site (cross-origin request refused)'));
    return;
  }
  next();
};

/** body-parser's errors (malformed JSON, too large, bad charset) as JSON 4xx, never an HTML page or a 500. */
export const bodyErrorHandler: ErrorRequestHandler = (
  err: { type?: string; status?: number; statusCode?: number; limit?: number; code?: string },
  _req,
  res,
  next,
) => {
  const status = err.status ?? err.statusCode;
  if (status === undefined || status < 400 || status >= 500) return next(err);
  // A body whose Content-Encoding does not match it: zlib's error (Z_DATA_ERROR...) comes as a 400 without a type.
  if (err.type === undefined && err.code?.startsWith('Z_')) err.type = 'encoding.invalid';
  const messages: Record<string, string> = {
    'entity.parse.failed': 'The request body is not valid JSON',
    'entity.too.large': `The request body is too large (limit ${err.limit ?? ''} bytes)`.replace(' ( bytes)', ''),
    'encoding.unsupported': 'The request body encoding is not supported',
    'encoding.invalid': 'The request body is not valid for its Content-Encoding',
    'charset.unsupported': 'The request body charset is not supported',
    'request.aborted': 'The request was aborted',
    'request.size.invalid': 'The request body size does not match Content-Length',
  };
  const code =
    status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : err.type === 'entity.parse.failed' ? 'INVALID_JSON' : 'BAD_REQUEST';
  const message = (err.type && messages[err.type]) || 'The request body could not be read';
  // Whatever 4xx body-parser gives, `error` names one of the three kinds of problem, as it always has.
  res
    .status(status)
    .json({ ...errorBody(status, code, message), error: status === 413 ? 'Payload Too Large' : status === 415 ? 'Unsupported Media Type' : 'Bad Request' });
};

/** /api and everything under it (the path as Express routes it: the URL's path, not decoded). */
export const isApiPath = (req: Request): boolean => req.path === '/api' || req.path.startsWith('/api/');

/**
 * A parsed body nested past MAX_JSON_BODY_DEPTH is refused with a 400 here, before any pipe or guard
 * walks it (the validation pipe recurses per level and overflowed on deep bodies).
 */
export const refuseDeepBodies: RequestHandler = (req, res, next) => {
  if (exceedsJsonDepth(req.body)) {
    res.status(400).json(errorBody(400, 'BAD_REQUEST', JSON_TOO_DEEP_MESSAGE));
    return;
  }
  next();
};

/**
 * The API's request bodies, in one middleware: JSON only (requireJsonBodies), parsed with the body limit,
 * parser errors answered as JSON (bodyErrorHandler), bodies nested too deep refused (refuseDeepBodies). A request without Content-Length or Transfer-Encoding
 * has no body, which body-parser would skip as well: those (every GET) pass straight on.
 */
export function apiRequestBodies(options: { limit: string | number }): RequestHandler {
  const json = express.json({ limit: options.limit, strict: true });
  return (req, res, next) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    if (!isApiPath(req)) return next();
    if ((req as { [BODY_ALREADY_READ]?: boolean })[BODY_ALREADY_READ]) return next();
    requireJsonBodies(req, res, (err?: unknown) => {
      if (err !== undefined) return next(err);
      json(req, res, (parseError?: unknown) => (parseError === undefined ? refuseDeepBodies(req, res, next) : bodyErrorHandler(parseError, req, res, next)));
    });
  };
}

/**
 * Several middlewares run one after another as a single Express layer: every layer the router walks costs a
 * path match, a closure and a try/catch per request, for each of the app's front middlewares.
 * An error goes to Express's error handling, as from any middleware.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const handler = handlers[index++];
      if (handler === undefined) return next();
      try {
        handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
