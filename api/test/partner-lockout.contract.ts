import request from 'supertest';
import { TEST_ADMIN, useTestApp } from './support/harness.js';
import { seedPartnerUser } from './support/partners.js';

/** The portal's sign-in limits are the admin door's, counted apart from it. */
describe('provider portal sign-in limits', () => {
  const ctx = useTestApp('partner-lockout', { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
  const login = (door: 'partner' | 'admin', from: string, email: string, password: string, agent: request.Agent | ReturnType<typeof request> = ctx().http) =>
    agent.post(`/api/${door}/login`).set('X-Forwarded-For', from).send({ email, password });

  it('answers 429 with Retry-After after LOGIN_RATE_LIMIT failures from one address for one account, and pauses the account elsewhere', async () => {
    const user = await seedPartnerUser(ctx(), 1);
    for (let i = 0; i < 3; i++) await login('partner', '203.0.113.10', user.email, `wrong-${i}`).expect(401);
    const res = await login('partner', '203.0.113.10', user.email, user.password).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    const elsewhere = await login('partner', '203.0.113.11', user.email, user.password).expect(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("lets the owner's known browser in while a stranger pauses the account", async () => {
    const user = await seedPartnerUser(ctx(), 1);
    const browser = request.agent(ctx().app.getHttpServer());
    await login('partner', '192.0.2.60', user.email, user.password, browser).expect(200);
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) stranger.push((await login('partner', `198.51.100.${20 + i}`, user.email, `spite-${i}`)).status);
    expect(stranger).toEqual([401, 401, 401, 429]);
    await login('partner', '192.0.2.61', user.email, user.password, browser).expect(200);
  });

  it("counts apart from the admin door: failures at the portal do not pause the admin's account", async () => {
    for (let i = 0; i < 4; i++) await login('partner', `198.51.100.${40 + i}`, TEST_ADMIN.email, `portal-guess-${i}`);
    await login('admin', '198.51.100.50', TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
  });
});
