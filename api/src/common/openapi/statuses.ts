/** The security scheme name of the admin session cookie in the OpenAPI document. */
export const ADMIN_SESSION_SCHEME = 'adminSession';
/** The security scheme name of the provider portal's session cookie. */
export const PARTNER_SESSION_SCHEME = 'partnerSession';

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: a field is missing or invalid (the message names it)',
  401: 'No admin session, or it has ended (sign in again)',
  403: 'Refused: a cross-site write, or an action not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  413: 'The request body is too large',
  415: 'The body must be JSON (Content-Type: application/json)',
  429: 'Too many requests: wait and try again',
  503: 'The database is unavailable: try again shortly',
};
