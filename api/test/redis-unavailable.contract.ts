import { TEST_ADMIN, useTestApp } from './support/harness.js';
import { providerLead } from './support/factories.js';

/**
 * REDIS_URL points at a Redis that is not there (a closed port): the API still serves, lead limits fail
 * open, failed logins are still limited (per instance), and health says Redis is unavailable.
 */
describe('with REDIS_URL set but Redis unreachable', () => {
  const ctx = useTestApp('redis-down', { REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT: '2', LEAD_RATE_LIMIT: '1' });

  it('health is 200 and reports redis unavailable', async () => {
    const res = await ctx().http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', databaseReachable: true, redis: 'unavailable' });
  });

  it('accepts every lead: the lead limit fails open rather than turn a family away', async () => {
    for (let i = 0; i < 3; i++) await ctx().http.post('/api/leads/provider').send(providerLead()).expect(201);
  });

  it('still limits failed logins, counting in this instance', async () => {
    for (let i = 0; i < 2; i++)
      await ctx()
        .http.post('/api/admin/login')
        .send({ email: TEST_ADMIN.email, password: `wrong-${i}` })
        .expect(401);
    const res = await ctx().http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('serves the directory (uncached) and lets an admin edit it', async () => {
    await ctx().http.get('/api/providers/search').query({ q: 'care' }).expect(200);
  });
});
