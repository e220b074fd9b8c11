import { applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ADMIN_SESSION_SCHEME, PARTNER_SESSION_SCHEME, STATUS_TEXT } from './statuses.js';
import { ErrorResponse } from './error-response.js';

/**
 * Error statuses an operation can answer, each with the shared error body. The statuses every operation of
 * a kind shares (400 for bad input, 404 for an unknown id, 401/403 on admin routes, 413/415 for bodies)
 * are added by completeOpenApiDocument; list here only the ones particular to this call (409, 429, 503...).
 */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorResponse),
    ...statuses.map((status) => ApiResponse({ status, description: STATUS_TEXT[status] ?? 'Error', type: ErrorResponse })),
  );
}

/** A public operation: its summary and its particular error statuses. */
export function PublicOperation(options: { summary: string; description?: string; errors?: number[] }): MethodDecorator {
  return applyDecorators(ApiOperation({ summary: options.summary, description: options.description }), ApiErrorResponses(...(options.errors ?? [])));
}

/**
 * An /api/admin operation: summary, the admin session cookie, and 401/403 besides its particular errors.
 * `operationId` only where a class factory would otherwise rename it (its default is Class_method).
 */
export function AdminOperation(options: { summary: string; description?: string; errors?: number[]; operationId?: string }): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description, operationId: options.operationId }),
    ApiCookieAuth(ADMIN_SESSION_SCHEME),
    ApiErrorResponses(401, 403, ...(options.errors ?? [])),
  );
}

/** An /api/partner operation: summary, the provider portal's session cookie, and 401/403 besides its particular errors. */
export function PartnerOperation(options: { summary: string; description?: string; errors?: number[] }): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    ApiCookieAuth(PARTNER_SESSION_SCHEME),
    ApiErrorResponses(401, 403, ...(options.errors ?? [])),
  );
}
