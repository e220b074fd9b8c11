/**
 * The body of every error the API sends: `message` in words for a person (a list when several fields were wrong),
 * `code` a stable word a web app can branch on, `fields` each bad field's path ('postcode', 'prices.0.standard')
 * with what is wrong with it. `error` is the HTTP status text, kept because the spec's clients read it.
 */
export interface ApiErrorBody {
  statusCode: number;
  code: ApiErrorCode;
  message: string | string[];
  error?: string;
  fields?: Record<string, string>;
}

/** The codes any route may answer with, by HTTP status. */
export const COMMON_ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  invalidJson: 'INVALID_JSON',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  crossOriginRefused: 'CROSS_ORIGIN_REFUSED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  gone: 'GONE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internalError: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** The per-domain codes (the API's domain error files use these words; web apps branch on them). */
export const DOMAIN_ERROR_CODES = {
  // providers and the directory
  providerNotFound: 'PROVIDER_NOT_FOUND',
  unknownPlace: 'UNKNOWN_PLACE',
  priceNeedsConfirming: 'PRICE_NEEDS_CONFIRMING',
  noticeNotFound: 'NOTICE_NOT_FOUND',
  // claims
  claimNotFound: 'CLAIM_NOT_FOUND',
  claimAlreadyDecided: 'CLAIM_ALREADY_DECIDED',
  tooManyClaims: 'TOO_MANY_CLAIMS',
  // leads
  leadFormIncomplete: 'LEAD_FORM_INCOMPLETE',
  leadEmailBusy: 'LEAD_EMAIL_BUSY',
  heldRequestAlreadyActed: 'HELD_REQUEST_ALREADY_ACTED',
  heldRequestJoined: 'HELD_REQUEST_JOINED',
  // sign-in, sessions and accounts (admin team and provider portal)
  signInFailed: 'SIGN_IN_FAILED',
  signInRequired: 'SIGN_IN_REQUIRED',
  secondStepRequired: 'SECOND_STEP_REQUIRED',
  wrongCode: 'WRONG_CODE',
  accountPaused: 'ACCOUNT_PAUSED',
  identityCheckRequired: 'IDENTITY_CHECK_REQUIRED',
  identityCheckWrong: 'IDENTITY_CHECK_WRONG',
  sessionExpired: 'SESSION_EXPIRED',
  duplicateEmail: 'DUPLICATE_EMAIL',
  lastActiveAdmin: 'LAST_ACTIVE_ADMIN',
  linkExpired: 'LINK_EXPIRED',
  alreadyUser: 'ALREADY_USER',
  invitationOpen: 'INVITATION_OPEN',
  invitationNotOpen: 'INVITATION_NOT_OPEN',
} as const;

export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[keyof typeof COMMON_ERROR_CODES];
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[keyof typeof DOMAIN_ERROR_CODES];
export type ApiErrorCode = CommonErrorCode | DomainErrorCode;

/** The code a status answers with when the route names none. */
export function defaultErrorCode(status: number): CommonErrorCode {
  const byStatus: Record<number, CommonErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    409: 'CONFLICT',
    410: 'GONE',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
    503: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** The error body a failed request carried, when it is the API's shape (a `code` word and a status); else null. */
export function apiErrorBodyOf(value: unknown): ApiErrorBody | null {
  if (typeof value === 'string') {
    try {
      return apiErrorBodyOf(JSON.parse(value));
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Partial<ApiErrorBody>;
  return typeof body.code === 'string' && typeof body.statusCode === 'number' ? (body as ApiErrorBody) : null;
}

/** The API's error body a failed request carried on its `body` (the web apps' fetch errors, react-admin's HttpError), or null. */
export function apiErrorOf(error: unknown): ApiErrorBody | null {
  return typeof error === 'object' && error !== null ? apiErrorBodyOf((error as { body?: unknown }).body) : null;
}
