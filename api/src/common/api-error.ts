import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  HttpStatus,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { DOMAIN_ERROR_CODES, defaultErrorCode, type ApiErrorBody, type ApiErrorCode } from '@homeward/domain';

/** The status text Nest's own exceptions put in `error`, so a body made here reads the same as theirs. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** One error body: `{ statusCode, code, message, error?, fields? }` (the API's only error shape). */
export function errorBody(status: number, code: ApiErrorCode, message: string | string[], fields?: Record<string, string>): ApiErrorBody {
  const body: ApiErrorBody = { statusCode: status, code, message };
  const error = STATUS_TEXT[status];
  if (error !== undefined) body.error = error;
  if (fields !== undefined) body.fields = fields;
  return body;
}

/** Nest's own exception for a status, so code that tells errors apart by class (a 401 counted as a failed sign-in) still can. */
const NEST_EXCEPTION: Partial<Record<number, new (body: object) => HttpException>> = {
  400: BadRequestException,
  401: UnauthorizedException,
  403: ForbiddenException,
  404: NotFoundException,
  409: ConflictException,
  410: GoneException,
  413: PayloadTooLargeException,
  503: ServiceUnavailableException,
};

/**
 * An error with a stable code a client can branch on (and, for a bad input, the fields it names): Nest's
 * exception for the status, carrying the one body. The domain error files (provider-errors, lead-errors,
 * auth-errors, claim-errors) make theirs with it.
 */
export function apiError(status: HttpStatus | number, code: ApiErrorCode, message: string | string[], fields?: Record<string, string>): HttpException {
  const body = errorBody(status, code, message, fields);
  const Kind = NEST_EXCEPTION[status];
  return Kind ? new Kind(body) : new HttpException(body, status);
}

/**
 * A domain's own codes, picked by name from the shared list (libs/domain), and its error maker, typed to those
 * codes: each domain's *-errors.ts is one call, so a code is written once and a domain throws only its own.
 */
export function domainErrors<const K extends keyof typeof DOMAIN_ERROR_CODES>(names: readonly K[]) {
  const codes = Object.fromEntries(names.map((name) => [name, DOMAIN_ERROR_CODES[name]])) as { readonly [P in K]: (typeof DOMAIN_ERROR_CODES)[P] };
  const error = (status: HttpStatus, code: (typeof DOMAIN_ERROR_CODES)[K], message: string | string[], fields?: Record<string, string>): HttpException =>
    apiError(status, code, message, fields);
  return { codes, error };
}

/**
 * Any HttpException's body in the one shape: Nest's own ({ statusCode, message, error }) and a string body get
 * the status's default code; a body that already has a code keeps it. `message` and `error` stay as they were.
 */
export function toErrorBody(status: number, response: string | object): ApiErrorBody {
  if (typeof response === 'string') return { statusCode: status, code: defaultErrorCode(status), message: response };
  const body = response as Partial<ApiErrorBody> & Record<string, unknown>;
  const out: ApiErrorBody = { ...body, statusCode: body.statusCode ?? status, code: body.code ?? defaultErrorCode(status), message: body.message ?? '' };
  return out;
}
