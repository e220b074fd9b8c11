import request from 'supertest';
import { TEST_ADMIN, adminAgent, useTestApp } from './support/harness.js';
import { calculatorLead, providerLead } from './support/factories.js';

describe('rate limits: login and lead intake (public reads are never limited)', () => {
  // TRUST_PROXY lets each test speak from its own client address (X-Forwarded-For).
  const ctx = useTestApp('rate-limits', { LOGIN_RATE_LIMIT: '3', LEAD_RATE_LIMIT: '2', TRUST_PROXY: 'true' });
  const login = (from: string, email: string, password: string) => ctx().http.post('/api/admin/login').set('X-Forwarded-For', from).send({ email, password });

  it('answers 429 with Retry-After in seconds once an address has LOGIN_RATE_LIMIT failed logins for one account', async () => {
    const account = 'pair@test.example';
    for (let i = 0; i < 3; i++) await login('203.0.113.1', account, `wrong-${i}`).expect(401);
    const res = await login('203.0.113.1', account, 'wrong-again').expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    // This address waits for this account until the window ends...
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // ...another address only waits out the account's short pause.
    const elsewhere = await login('203.0.113.2', account, 'wrong-again').expect(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('answers 429 once an address has 5 x LOGIN_RATE_LIMIT failed logins over any accounts (spraying)', async () => {
    for (let i = 0; i < 15; i++) await login('203.0.113.5', `nobody-${i}@test.example`, `wrong-${i}`).expect(401);
    await login('203.0.113.5', TEST_ADMIN.email, TEST_ADMIN.password).expect(429);
    await login('203.0.113.6', TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
  });

  it('pauses an account after LOGIN_RATE_LIMIT failures from anywhere, briefly (Retry-After at most a minute)', async () => {
    const account = 'target@test.example';
    for (let i = 0; i < 3; i++) await login(`198.51.100.${i + 1}`, account, `guess-${i}`).expect(401);
    const res = await login('198.51.100.99', account, 'guess-again').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('does not let a stranger lock the owner out: a browser that signed in before goes straight in', async () => {
    const admin = await adminAgent(ctx());
    const owner = { email: 'owner@test.example', password: 'owners-own-passphrase' };
    await admin.post('/api/admin/users').send(owner).expect(201);
    // The owner's usual browser: it signed in once, and keeps the known-browser cookie.
    const browser = request.agent(ctx().app.getHttpServer());
    await browser.post('/api/admin/login').set('X-Forwarded-For', '192.0.2.50').send(owner).expect(200);
    // A stranger fails on purpose, from many addresses, past every limit of the account.
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) stranger.push((await login(`198.51.100.${100 + i}`, owner.email, `spite-${i}`)).status);
    expect(stranger).toEqual([401, 401, 401, 429]);
    // The owner, from home or from the office: in at once.
    await browser.post('/api/admin/login').set('X-Forwarded-For', '192.0.2.50').send(owner).expect(200);
    await browser.post('/api/admin/login').set('X-Forwarded-For', '192.0.2.51').send(owner).expect(200);
  });

  it('does not accept a known-browser cookie made for another account, or forged', async () => {
    const browser = request.agent(ctx().app.getHttpServer());
    await browser.post('/api/admin/login').set('X-Forwarded-For', '192.0.2.70').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    const victim = 'paused@test.example';
    for (let i = 0; i < 3; i++) await login(`198.51.100.${200 + i}`, victim, `guess-${i}`).expect(401);
    // At once, while the account pauses: this browser knows TEST_ADMIN only, and a forged cookie counts for nothing.
    await browser.post('/api/admin/login').set('X-Forwarded-For', '192.0.2.70').send({ email: victim, password: 'guess-more' }).expect(429);
    await ctx()
      .http.post('/api/admin/login')
      .set('X-Forwarded-For', '192.0.2.71')
      .set('Cookie', 'hw_admin_known=v1.forged.99999999999999.signature')
      .send({ email: victim, password: 'guess-more' })
      .expect(429);
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
