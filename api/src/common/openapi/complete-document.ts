import { ADMIN_PREFIX } from '../signed-in-doors.js';
import { ADMIN_SESSION_SCHEME, PARTNER_SESSION_SCHEME, STATUS_TEXT } from './statuses.js';
import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = {
  summary?: string;
  parameters?: Array<{ in?: string; name?: string } | { $ref: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Admin operations that work without a session (they start or end one). */
const SESSIONLESS = new Set([`post ${ADMIN_PREFIX}/login`, `post ${ADMIN_PREFIX}/login/second-step`, `post ${ADMIN_PREFIX}/logout`]);

const errorResponse = (status: number) => ({
  description: STATUS_TEXT[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/**
 * The statuses every operation of a kind can answer, added in one place so no route (today's or a new one)
 * can forget them: the global ValidationPipe's 400 wherever there is input, 404 for a path id, 413/415
 * wherever a JSON body is read, and on /api/admin the session cookie with 401 and 403 (the guard and the
 * same-origin check). Also the servers entry and the cookie security scheme.
 */
export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  document.servers = [{ url: '/', description: 'This Homeward server (the API is served under /api on the site origin)' }];
  document.components ??= {};
  document.components.securitySchemes = {
    [ADMIN_SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'hw_admin', description: 'The admin session cookie set by POST /api/admin/login' },
    [PARTNER_SESSION_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: 'hw_partner',
      description: "The provider portal's session cookie set by POST /api/partner/login",
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    const isAdmin = path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const add = (status: number) => {
        op.responses[String(status)] ??= errorResponse(status);
      };
      // A status declared with only a description (@ApiBadRequestResponse({ description })) gets the error body.
      for (const [status, response] of Object.entries(op.responses)) {
        const r = response as { description?: string; content?: unknown };
        // (and a CSV route's errors, which @ApiProduces('text/csv') would otherwise describe as CSV: errors are always JSON).
        if (/^[45]\d\d$/.test(status) && !(r.content as Record<string, unknown> | undefined)?.['application/json'])
          r.content = errorResponse(Number(status)).content;
      }
      const params = (op.parameters ?? []).filter((p): p is { in?: string; name?: string } => !('$ref' in p));
      // Every /api request's body is read before routing (apiRequestBodies): even a GET sent with a
      // malformed JSON body gets a 400, so no operation is without one.
      add(400);
      if (params.some((p) => p.in === 'path')) add(404);
      if (op.requestBody !== undefined && method !== 'get') {
        add(413);
        add(415);
      }
      if (isAdmin && !SESSIONLESS.has(`${method} ${path}`)) {
        op.security = [{ [ADMIN_SESSION_SCHEME]: [] }];
        add(401);
        add(403);
      } else if (isAdmin) {
        op.security = [];
      }
      if (!isAdmin && op.security === undefined) op.security = [];
    }
  }
  // Operations outside /api/admin need nothing; the document-wide default says so explicitly.
  document.security = [];
  return document;
}

type Schema = { $ref?: string; properties?: Record<string, { type?: string; additionalProperties?: { type?: string } }>; required?: string[] };

/** Why an error response's schema is not the one error shape (statusCode, code and message required; fields an object of strings), or null. */
function errorShapeProblem(document: OpenAPIObject, schema: Schema): string | null {
  const ref = schema.$ref?.replace('#/components/schemas/', '');
  const resolved = (ref ? document.components?.schemas?.[ref] : schema) as Schema | undefined;
  if (!resolved) return `its schema ${schema.$ref ?? ''} is missing`;
  const missing = ['statusCode', 'code', 'message'].filter((k) => !resolved.required?.includes(k));
  if (missing.length > 0) return `its body does not require ${missing.join(', ')}`;
  const fields = resolved.properties?.fields;
  if (fields && (fields.type !== 'object' || fields.additionalProperties?.type !== 'string')) return 'its fields is not an object of strings';
  return null;
}

/** Problems that make the document fail the project's rules (used by the contract test, which names each). */
export function openApiProblems(document: OpenAPIObject): string[] {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const name = `${method.toUpperCase()} ${path}`;
      if (!op.summary) problems.push(`${name}: no summary`);
      const statuses = Object.keys(op.responses);
      if (!statuses.some((s) => s.startsWith('4'))) problems.push(`${name}: no 4xx response`);
      for (const s of statuses.filter((x) => /^[45]/.test(x))) {
        const body = op.responses[s] as { content?: Record<string, { schema?: unknown }> };
        const schema = body.content?.['application/json']?.schema as Schema | undefined;
        if (!schema) problems.push(`${name}: ${s} has no error body`);
        // The health check's 503 is its own report (what a load balancer reads), not an error.
        const shape = schema && name !== 'GET /api/health' ? errorShapeProblem(document, schema) : null;
        if (shape) problems.push(`${name}: ${s} ${shape}`);
      }
      const isAdmin = path.startsWith(`${ADMIN_PREFIX}/`) && !SESSIONLESS.has(`${method} ${path}`);
      if (isAdmin && !(op.security ?? []).some((s) => ADMIN_SESSION_SCHEME in s)) problems.push(`${name}: no admin session security`);
      if (isAdmin && !(statuses.includes('401') && statuses.includes('403'))) problems.push(`${name}: 401/403 not documented`);
    }
  }
  return problems;
}
