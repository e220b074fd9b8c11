import request from 'supertest';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { PartnerSignInLinks } from '../src/auth/links/sign-in-link/partner-sign-in-links.service.js';
import { PartnerPasswordResetService } from '../src/auth/links/password-reset/partner-password-reset.service.js';
import { PartnerToken } from '../src/auth/accounts/partner-token.entity.js';
import { PartnerUser } from '../src/auth/partner/users/partner-user.entity.js';
import { TEST_ADMIN, adminAgent, useTestApp } from './support/harness.js';
import { emlFor, inviteByEmail, linkTokenIn, seedPartnerUser } from './support/partners.js';

/** What a stranger can do to someone else's sign-in: count it under another spelling, keep the owner out, void their link. */
describe('a stranger at the sign-in doors', () => {
  const ctx = useTestApp('sign-in-abuse', { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: 'true', SITE_ORIGIN: 'https://homeward.test', OUTBOX_POLL_MS: '100' });
  type Agent = request.Agent | ReturnType<typeof request>;
  const login = (door: 'admin' | 'partner', from: string, email: string, password: string, agent: Agent = ctx().http) =>
    agent.post(`/api/${door}/login`).set('X-Forwarded-For', from).send({ email, password });
  const resetRequest = (from: string, email: string) => ctx().http.post('/api/partner/password-reset').set('X-Forwarded-For', from).send({ email });
  const resets = () => ctx().app.get(PartnerPasswordResetService);
  const resetTokens = (email: string) =>
    ctx()
      .dataSource.getRepository(PartnerToken)
      .find({ where: { kind: 'reset', email }, order: { id: 'ASC' } });
  /** Asks for a reset link for `email` from `from`, waits for its email, and answers the first link's token. */
  const firstResetLink = async (from: string, email: string) => {
    await resetRequest(from, email).expect(202);
    await resets().settled();
    const [first] = await resetTokens(email);
    return linkTokenIn(await emlFor(ctx(), `reset-${first.id}`), 'reset');
  };
  /** Moves every reset link of `email` back in time, as if the minutes had passed. */
  const age = async (email: string, ms: number) => {
    for (const t of await resetTokens(email)) {
      await ctx()
        .dataSource.getRepository(PartnerToken)
        .update({ id: t.id }, { createdAt: t.createdAt - ms, expiresAt: t.expiresAt - ms });
    }
  };

  describe('an email typed another way', () => {
    it('does not sign in as the account when it only looks alike (accents, on MySQL too)', async () => {
      for (const email of ['ädmin@test.example', 'ADMÍN@TEST.EXAMPLE']) await login('admin', '203.0.113.1', email, TEST_ADMIN.password).expect(401);
      await login('admin', '203.0.113.1', TEST_ADMIN.email, TEST_ADMIN.password).expect(200);
    });

    it('counts every spelling of one account together: full-width and upper-case letters get no tries of their own', async () => {
      const user = await seedPartnerUser(ctx(), 1, { email: 'owner@provider.example' });
      for (let i = 0; i < 3; i++) await login('partner', '203.0.113.2', user.email, `wrong-${i}`).expect(401);
      await login('partner', '203.0.113.2', 'ＯＷＮＥＲ@provider.example', `wrong-x`).expect(429);
      await login('partner', '203.0.113.2', 'ｏｗｎｅｒ@provider.example', user.password).expect(429);
      await login('partner', '203.0.113.2', 'OWNER@PROVIDER.EXAMPLE', user.password).expect(429);
    });
  });

  describe('a password reset asked for again', () => {
    it('leaves the link already sent working, and sends at most 3 links an hour to one account', async () => {
      const user = await seedPartnerUser(ctx(), 1);
      const token = await firstResetLink('198.51.100.1', user.email);
      for (let i = 0; i < 5; i++) {
        await age(user.email, 61_000);
        await resetRequest(`198.51.100.${10 + i}`, user.email).expect(202);
        await resets().settled();
      }
      expect(await resetTokens(user.email)).toHaveLength(3);
      await ctx().http.post('/api/partner/password-reset/confirm').send({ token, password: 'river-lantern-copper-71' }).expect(200);
    });

    it('answers 429 with Retry-After once one address has asked 5 times in 15 minutes, whatever the emails', async () => {
      const asked: number[] = [];
      for (let i = 0; i < 6; i++) asked.push((await resetRequest('198.51.100.99', `someone${i}@provider.example`)).status);
      expect(asked).toEqual([202, 202, 202, 202, 202, 429]);
      const refused = await resetRequest('198.51.100.99', 'another@provider.example').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await resetRequest('198.51.100.98', 'another@provider.example').expect(202);
      await resets().settled();
    });
  });

  describe("the owner's known browser at an address a stranger shares", () => {
    it('still signs in after the stranger has used up the address limits', async () => {
      const owner = await seedPartnerUser(ctx(), 1);
      const browser = request.agent(ctx().app.getHttpServer());
      await login('partner', '192.0.2.10', owner.email, owner.password, browser).expect(200);
      for (let i = 0; i < 3; i++) await login('partner', '192.0.2.10', owner.email, `spite-${i}`).expect(401);
      for (let i = 0; i < 15; i++) await login('partner', '192.0.2.10', `made-up-${i}@provider.example`, 'guess');
      await login('partner', '192.0.2.10', 'someone-else@provider.example', 'guess').expect(429);
      await login('partner', '192.0.2.10', owner.email, owner.password, browser).expect(200);
    });

    it('is known once it completed a password reset, so a stranger pausing the account does not keep it out', async () => {
      const owner = await seedPartnerUser(ctx(), 1);
      const token = await firstResetLink('192.0.2.20', owner.email);
      const browser = request.agent(ctx().app.getHttpServer());
      await browser
        .post('/api/partner/password-reset/confirm')
        .set('X-Forwarded-For', '192.0.2.20')
        .send({ token, password: 'river-lantern-copper-71' })
        .expect(200);
      for (let i = 0; i < 4; i++) await login('partner', `198.51.100.${60 + i}`, owner.email, `spite-${i}`);
      await login('partner', '198.51.100.70', owner.email, 'river-lantern-copper-71').expect(429);
      await login('partner', '192.0.2.21', owner.email, 'river-lantern-copper-71', browser).expect(200);
    });

    it('is known once it accepted an invitation there', async () => {
      const { token } = await inviteByEmail(ctx(), await adminAgent(ctx()), 1, 'newcomer@provider.example');
      const browser = request.agent(ctx().app.getHttpServer());
      await browser.post('/api/partner/invitations/accept').send({ token, name: 'New Comer', password: 'river-lantern-copper-71' }).expect(200);
      await browser.post('/api/partner/logout').expect(200);
      for (let i = 0; i < 4; i++) await login('partner', `198.51.100.${90 + i}`, 'newcomer@provider.example', `spite-${i}`);
      await login('partner', '198.51.100.95', 'newcomer@provider.example', 'river-lantern-copper-71').expect(429);
      await login('partner', '192.0.2.22', 'newcomer@provider.example', 'river-lantern-copper-71', browser).expect(200);
    });
  });

  describe('a way in while the account is paused', () => {
    const askForLink = (from: string, email: string) => ctx().http.post('/api/partner/login/email-link').set('X-Forwarded-For', from).send({ email });
    const emailedLink = async (email: string) => {
      await ctx().app.get(PartnerSignInLinks).settled();
      const [link] = await ctx()
        .dataSource.getRepository(PartnerToken)
        .find({ where: { kind: 'sign-in', email }, order: { id: 'DESC' } });
      return linkTokenIn(await emlFor(ctx(), `sign-in-link-${link.id}`), 'sign-in');
    };
    const pause = async (email: string) => {
      for (let i = 0; i < 4; i++) await login('partner', `198.51.100.${80 + i}`, email, `spite-${i}`);
    };

    it('emails a single-use sign-in link (the same answer for any email) that signs a new browser in, and is known after', async () => {
      const owner = await seedPartnerUser(ctx(), 1);
      await pause(owner.email);
      const browser = request.agent(ctx().app.getHttpServer());
      await login('partner', '192.0.2.30', owner.email, owner.password, browser).expect(429);
      const asked = await askForLink('192.0.2.30', owner.email).expect(202);
      const unknown = await askForLink('192.0.2.31', 'nobody-here@provider.example').expect(202);
      expect(asked.body).toEqual(unknown.body);
      expect(asked.body.message).toBe(PARTNER_DOOR_MESSAGES.signInLinkRequested);
      const token = await emailedLink(owner.email);
      const signedIn = await browser.post('/api/partner/login/email-link/confirm').send({ token }).expect(200);
      expect(signedIn.body.user.email).toBe(owner.email);
      await browser.get('/api/partner/session').expect(200);
      const again = await ctx().http.post('/api/partner/login/email-link/confirm').send({ token }).expect(410);
      expect(again.body.message).toBe(PARTNER_DOOR_MESSAGES.signInLinkUnusable);
      await ctx()
        .http.post('/api/partner/login/email-link/confirm')
        .send({ token: 'x'.repeat(43) })
        .expect(404);
      await pause(owner.email);
      await login('partner', '192.0.2.32', owner.email, owner.password, browser).expect(200);
    });

    it('stands for the password only: an account with a second factor gives its code next', async () => {
      const owner = await seedPartnerUser(ctx(), 1);
      await ctx().dataSource.getRepository(PartnerUser).update({ id: owner.id }, { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() });
      await askForLink('192.0.2.40', owner.email).expect(202);
      const token = await emailedLink(owner.email);
      const fresh = request.agent(ctx().app.getHttpServer());
      expect((await fresh.post('/api/partner/login/email-link/confirm').send({ token }).expect(200)).body).toEqual({ secondStepRequired: true });
      await fresh.get('/api/partner/session').expect(401);
    });
  });
});
