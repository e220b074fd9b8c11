import { TEST_ADMIN, useTestApp } from './support/harness.js';
import { calculatorLead, providerLead } from './support/factories.js';

describe('rate limits: login and lead intake (public reads are never limited)', () => {
  // TRUST_PROXY lets each test speak from its own client address (X-Forwarded-For).
  const ctx = useTestApp('rate-limits', { LOGIN_RATE_LIMIT: '3', LEAD_RATE_LIMIT: '2', TRUST_PROXY: 'true' });
  const login = (from: string, email: string, password: string) => ctx().http.post('/api/admin/login').set('X-Forwarded-For', from).send({ email, password });

  it('answers 429 with Retry-After in seconds once an address has LOGIN_RATE_LIMIT failed logins', async () => {
    for (let i = 0; i < 3; i++) await login('203.0.113.1', `nobody-${i}@test.example`, `wrong-${i}`).expect(401);
    const res = await login('203.0.113.1', TEST_ADMIN.email, TEST_ADMIN.password).expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // another address is not affected
    await login('203.0.113.2', TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
  });

  it('counts failed attempts per account too, whatever address they come from', async () => {
    const account = 'target@test.example';
    for (let i = 0; i < 3; i++) await login(`198.51.100.${i + 1}`, account, `guess-${i}`).expect(401);
    const res = await login('198.51.100.99', account, 'guess-again').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never counts successful logins: an office behind one address signs in as often as it needs', async () => {
    for (let i = 0; i < 6; i++) await login('192.0.2.10', TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
  });

  it('answers 429 with Retry-After past LEAD_RATE_LIMIT lead submissions a minute, each form counted apart', async () => {
    await ctx().http.post('/api/leads/calculator').send(calculatorLead()).expect(201);
    await ctx().http.post('/api/leads/calculator').send(calculatorLead()).expect(201);
    const res = await ctx().http.post('/api/leads/calculator').send(calculatorLead()).expect(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
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
