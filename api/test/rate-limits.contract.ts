import { TEST_ADMIN, useTestApp } from './support/harness.js';
import { calculatorLead, providerLead } from './support/factories.js';

describe('rate limits: login and lead intake (public reads are never limited)', () => {
  const ctx = useTestApp('rate-limits', { LOGIN_RATE_LIMIT: '3', LEAD_RATE_LIMIT: '2' });

  it('answers 429 to a burst of bad passwords past LOGIN_RATE_LIMIT', async () => {
    for (let i = 0; i < 3; i++) {
      await ctx().http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: `wrong-${i}` }).expect(401);
    }
    const res = await ctx().http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
    expect(Object.keys(res.headers).some((h) => h.startsWith('retry-after'))).toBe(true);
  });

  it('answers 429 past LEAD_RATE_LIMIT lead submissions a minute, each form counted apart', async () => {
    await ctx().http.post('/api/leads/calculator').send(calculatorLead()).expect(201);
    await ctx().http.post('/api/leads/calculator').send(calculatorLead()).expect(201);
    await ctx().http.post('/api/leads/calculator').send(calculatorLead()).expect(429);
    await ctx().http.post('/api/leads/provider').send(providerLead()).expect(201);
  });

  it('does not limit the catalogue, search or calculator', async () => {
    for (let i = 0; i < 10; i++) {
      await ctx().http.get('/api/services').expect(200);
      await ctx().http.get('/api/providers/search').expect(200);
      await ctx().http.post('/api/calculate').send({ classificationId: 1, selectedServices: [] }).expect(200);
    }
  });
});
