import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { AdminOperation, PartnerOperation, PublicOperation } from './decorators.js';

/**
 * Composite route decorators: the route, its operation (decorators.ts) and its success body in one, for the
 * common stack `@Get(path) @AdminOperation({ summary }) @ApiOkResponse({ type })`. Decorators they do not cover
 * (@Header, @ApiNotFoundResponse...) go below them as before.
 */

/** What a call answers with 200: a response class, a list of them (`[Class]`), or ApiOkResponse's own options. */
export type OkBody = Type<unknown> | [Type<unknown>] | ApiResponseOptions;

type AdminRoute = Parameters<typeof AdminOperation>[0] & { ok: OkBody };
type PartnerRoute = Parameters<typeof PartnerOperation>[0] & { ok: OkBody };
type PublicRoute = Parameters<typeof PublicOperation>[0] & { ok: OkBody };
type AdminCreateRoute = Parameters<typeof AdminOperation>[0] & { created: Type<unknown> };

function okResponse(ok: OkBody): MethodDecorator {
  if (Array.isArray(ok)) return ApiOkResponse({ type: ok[0], isArray: true });
  return ApiOkResponse(typeof ok === 'function' ? { type: ok } : ok);
}

/**
 * Applied in the order the written stack `@Get @AdminOperation @ApiOkResponse` applies them (the bottom one
 * first), so the document lists the responses in the same order.
 */
function route(verb: MethodDecorator, operation: MethodDecorator, body: MethodDecorator, ...more: MethodDecorator[]): MethodDecorator {
  return applyDecorators(body, operation, ...more, verb);
}

/** A GET under /api/admin answering 200 with `ok`: its summary, the admin cookie, 401/403 and its particular errors. */
export const AdminGet = (path: string | undefined, options: AdminRoute) => route(Get(path), AdminOperation(options), okResponse(options.ok));
/** A POST under /api/admin that does something and answers 200 (not 201) with `ok`. */
export const AdminPost = (path: string, options: AdminRoute) => route(Post(path), AdminOperation(options), okResponse(options.ok), HttpCode(200));
/** A POST under /api/admin that adds something and answers 201 with `created`. */
export const AdminCreate = (path: string | undefined, options: AdminCreateRoute) =>
  route(Post(path), AdminOperation(options), ApiCreatedResponse({ type: options.created }));
/** A PUT under /api/admin answering 200 with `ok`. */
export const AdminPut = (path: string, options: AdminRoute) => route(Put(path), AdminOperation(options), okResponse(options.ok));
/** A PATCH under /api/admin answering 200 with `ok`. */
export const AdminPatch = (path: string, options: AdminRoute) => route(Patch(path), AdminOperation(options), okResponse(options.ok));
/** A DELETE under /api/admin answering 200 with `ok`. */
export const AdminDelete = (path: string, options: AdminRoute) => route(Delete(path), AdminOperation(options), okResponse(options.ok));

/** A GET under /api/partner answering 200 with `ok`: its summary, the portal cookie, 401/403 and its particular errors. */
export const PartnerGet = (path: string | undefined, options: PartnerRoute) => route(Get(path), PartnerOperation(options), okResponse(options.ok));
/** A POST under /api/partner that does something and answers 200 (not 201) with `ok`. */
export const PartnerPost = (path: string, options: PartnerRoute) => route(Post(path), PartnerOperation(options), okResponse(options.ok), HttpCode(200));
/** A PUT under /api/partner answering 200 with `ok`. */
export const PartnerPut = (path: string, options: PartnerRoute) => route(Put(path), PartnerOperation(options), okResponse(options.ok));
/** A PATCH under /api/partner answering 200 with `ok`. */
export const PartnerPatch = (path: string, options: PartnerRoute) => route(Patch(path), PartnerOperation(options), okResponse(options.ok));

/** A public GET answering 200 with `ok`. */
export const PublicGet = (path: string | undefined, options: PublicRoute) => route(Get(path), PublicOperation(options), okResponse(options.ok));
/** A public POST that works something out and answers 200 (not 201) with `ok`. */
export const PublicPost = (path: string, options: PublicRoute) => route(Post(path), PublicOperation(options), okResponse(options.ok), HttpCode(200));
