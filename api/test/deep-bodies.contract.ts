import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_BODY_DEPTH } from '../src/common/json-depth.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { calculatorLead, providerLead } from './support/factories.js';
import type request from 'supertest';

/** A valid body of the endpoint with one field replaced by arrays nested `levels` deep. */
const deep = (body: object, levels: number): string => {
  const json = JSON.stringify({ ...body, extra: '__DEEP__' });
  return json.replace('"__DEEP__"', '['.repeat(levels) + ']'.repeat(levels));
};

describe('bodies nested too deep: 400 before validation on every JSON endpoint family', () => {
  const ctx = useTestApp('deep-bodies');
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  const families: Array<[string, string, string, () => object, boolean]> = [
    ['calculator', 'post', '/api/calculate', () => ({ classificationId: 1, selectedServices: [] }), false],
    ['calculator lead form', 'post', '/api/leads/calculator', calculatorLead, false],
    ['provider lead form', 'post', '/api/leads/provider', providerLead, false],
    ['admin login', 'post', '/api/admin/login', () => ({ email: 'a@b.example', password: 'whatever-password' }), false],
    ['provider write', 'post', '/api/admin/providers', () => ({ name: 'Deep Body Care' }), true],
    ['provider update', 'put', '/api/admin/providers/1', () => ({ name: 'Deep Body Care' }), true],
    ['admin-user write', 'post', '/api/admin/users', () => ({ email: 'deep@test.example', password: 'long-enough-password' }), true],
  ];

  it.each(families)('%s: 10,000 levels and %p levels + 1 answer 400 with a clear message', async (_family, method, url, body, asAdmin) => {
    for (const levels of [10_000, MAX_JSON_BODY_DEPTH + 1]) {
      const client = asAdmin ? admin : ctx().http;
      const res = await (client as unknown as Record<string, (u: string) => request.Test>)
        [method](url)
        .set('Content-Type', 'application/json')
        .send(deep(body(), levels))
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', error: 'Bad Request', message: JSON_TOO_DEEP_MESSAGE });
    }
  });

  it('a body at the limit reaches validation as before (400 from the validator, not the depth check)', async () => {
    const res = await ctx()
      .http.post('/api/calculate')
      .set('Content-Type', 'application/json')
      .send(deep({ classificationId: 1, selectedServices: [] }, MAX_JSON_BODY_DEPTH - 1));
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('nothing is stored from a refused lead', async () => {
    const before = await admin.get('/api/admin/leads/calculator').expect(200);
    await ctx().http.post('/api/leads/calculator').set('Content-Type', 'application/json').send(deep(calculatorLead(), 5_000)).expect(400);
    const after = await admin.get('/api/admin/leads/calculator').expect(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });
});
