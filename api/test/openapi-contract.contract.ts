import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_SESSION_SCHEME } from '../src/common/openapi/statuses.js';
import { openApiProblems } from '../src/common/openapi/complete-document.js';
import { useTestApp } from './support/harness.js';
import type { OpenAPIObject } from '@nestjs/swagger';

const REPO = path.resolve(__dirname, '..', '..');

/**
 * The contract outside QA tests against: Redocly CLI's recommended rules pass, every admin
 * operation declares the session cookie with its 401 and 403, every operation has a summary and its
 * 4xx statuses with the error body. New routes are held to it here.
 */
describe('OpenAPI document (/api/docs-json)', () => {
  const ctx = useTestApp('openapi');
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = (await ctx().http.get('/api/docs-json').expect(200)).body as OpenAPIObject;
  });

  it('names a server and the admin session cookie scheme', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components?.securitySchemes?.[ADMIN_SESSION_SCHEME]).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'hw_admin' }));
  });

  it('gives every operation a summary and its error statuses with the error body; admin operations the cookie, 401 and 403', () => {
    expect(openApiProblems(document)).toEqual([]);
  });

  it('answers the documented 400 with the error body even on an operation without parameters', async () => {
    const res = await ctx().http.get('/api/classifications').set('Content-Type', 'application/json').send('{"broken"').expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_JSON', error: 'Bad Request', message: 'The request body is not valid JSON' });
  });

  it('documents the admin calls for the audit trail, passwords, erasing leads and the provider CSV', () => {
    const paths = Object.keys(document.paths);
    for (const p of [
      '/api/admin/audit',
      '/api/admin/users/{id}/password',
      '/api/admin/account/password',
      '/api/admin/leads/calculator/erase',
      '/api/admin/providers/export.csv',
      '/api/admin/providers/import',
    ]) {
      expect(paths).toContain(p);
    }
    expect(document.paths['/api/admin/audit'].put).toBeUndefined();
    expect(document.paths['/api/admin/audit'].delete).toBeUndefined();
    expect(document.paths['/api/admin/audit'].post).toBeUndefined();
  });

  it('documents the plan a provider lead may carry and the stored plan the admin reads', () => {
    const schemas = document.components!.schemas as Record<string, { properties: Record<string, { enum?: string[] }>; required?: string[] }>;
    expect(schemas.CreateProviderLeadDto.properties).toHaveProperty('plan');
    expect(schemas.CreateProviderLeadDto.required).not.toContain('plan');
    expect(Object.keys(schemas.PlanSelectionDto.properties)).toEqual(['classificationId', 'selectedServices']);
    expect(schemas.ProviderLeadResponse.properties).toHaveProperty('plan');
    expect(Object.keys(schemas.ProviderLeadPlanResponse.properties)).toEqual([
      'classificationId',
      'classificationName',
      'services',
      'weeklyCost',
      'quarterlyCost',
      'remainingBudget',
    ]);
    expect(schemas.LeadPlanLineResponse.properties.status.enum).toEqual(['priced', 'unpriced', 'notOffered']);
  });

  it('passes `redocly lint` with the recommended rules', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hw-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document, null, 2));
      const run = spawnSync(
        process.execPath,
        [path.join(REPO, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', path.join(REPO, 'redocly.yaml'), '--format', 'stylish'],
        {
          cwd: REPO,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          timeout: 120_000,
        },
      );
      if (run.status !== 0) console.log(run.stdout, run.stderr);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
