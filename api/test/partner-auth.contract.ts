import request from 'supertest';
import { LOGIN_FAILED_MESSAGE } from '@homeward/domain';
import { ADMIN_SESSION_COOKIE as SESSION_COOKIE } from '../src/auth/admin/admin-door.js';
import { AuditEvent } from '../src/audit/audit-event.entity.js';
import { PARTNER_SESSION_COOKIE } from '../src/auth/partner/partner-door.js';
import { PartnerUser } from '../src/auth/partner/users/partner-user.entity.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { partnerAgent, seedPartnerUser, signInAsPartner } from './support/partners.js';

const cookieOf = (res: request.Response, name: string): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
const credentials = (p: { email: string; password: string }) => ({ email: p.email, password: p.password });
const cookieValue = (cookie: string) => cookie.split(';')[0].slice(cookie.indexOf('=') + 1);

describe('provider portal door: POST /api/partner/login, GET /api/partner/session, POST /api/partner/logout', () => {
  const ctx = useTestApp('partner-auth');

  it('signs in, answers the user and their provider (no password), and sets a strict HttpOnly cookie for /api/partner only', async () => {
    const partner = await seedPartnerUser(ctx(), 1, { name: 'Pat Partner' });
    const res = await ctx().http.post('/api/partner/login').send({ email: partner.email.toUpperCase(), password: partner.password }).expect(200);
    expect(res.body).toEqual({
      user: { id: partner.id, email: partner.email, name: 'Pat Partner', twoFactorEnabled: false },
      provider: { id: 1, businessName: 'Wattle Grove Home Care (Demo)' },
    });
    const cookie = cookieOf(res, PARTNER_SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/partner(;|$)/);
    expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/partner/session answers the signed-in user, and 401 without a session or with a forged cookie', async () => {
    const { agent, partner } = await signInAsPartner(ctx(), 2);
    const me = await agent.get('/api/partner/session').expect(200);
    expect(me.body.user.id).toBe(partner.id);
    expect(me.body.provider.id).toBe(2);
    expect((await ctx().http.get('/api/partner/session').expect(401)).body.message).toBe('Please sign in');
    await ctx().http.get('/api/partner/session').set('Cookie', `${PARTNER_SESSION_COOKIE}=s%3Aforged.signature`).expect(401);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'not-the-password-at-all' })],
    ['an unknown email', () => ({ email: 'nobody-here@provider.example', password: 'not-the-password-at-all' })],
  ])('answers 401 "%s" with the same message as the admin door, and sets no cookie', async (_label, body) => {
    const partner = await seedPartnerUser(ctx(), 1);
    const res = await ctx().http.post('/api/partner/login').send(body(partner.email)).expect(401);
    expect(res.body.message).toBe(LOGIN_FAILED_MESSAGE);
    expect(cookieOf(res, PARTNER_SESSION_COOKIE)).toBeUndefined();
  });

  it.each([
    [{ password: 'whatever-it-is' }, 'email'],
    [{ email: 'not-an-email', password: 'whatever-it-is' }, 'email'],
    [{ email: 'a@provider.example' }, 'password'],
  ])('answers 400 naming the field for a bad body %p', async (body, field) => {
    const res = await ctx().http.post('/api/partner/login').send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(field);
  });

  it('regenerates the session at sign-in: a session id from before does not carry over', async () => {
    const partner = await seedPartnerUser(ctx(), 1);
    const first = cookieOf(await ctx().http.post('/api/partner/login').send(credentials(partner)).expect(200), PARTNER_SESSION_COOKIE)!;
    const agent = request.agent(ctx().app.getHttpServer());
    agent.jar.setCookie(`${PARTNER_SESSION_COOKIE}=${cookieValue(first)}; Path=/api/partner`);
    const second = cookieOf(await agent.post('/api/partner/login').send(credentials(partner)).expect(200), PARTNER_SESSION_COOKIE)!;
    expect(cookieValue(second)).not.toBe(cookieValue(first));
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const { agent } = await signInAsPartner(ctx(), 1);
    const res = await agent.post('/api/partner/logout').expect(200);
    expect(res.body).toEqual({ ok: true });
    await agent.get('/api/partner/session').expect(401);
  });

  it('refuses a deactivated user at once, on the next request of a live session', async () => {
    const { agent, partner } = await signInAsPartner(ctx(), 1);
    await agent.get('/api/partner/session').expect(200);
    await ctx().dataSource.getRepository(PartnerUser).update({ id: partner.id }, { isActive: false });
    await agent.get('/api/partner/session').expect(401);
    await ctx().http.post('/api/partner/login').send(credentials(partner)).expect(401);
  });

  describe('a session is of one kind only', () => {
    it('an admin session is not a provider session, and a provider session never reaches /api/admin', async () => {
      const admin = await adminAgent(ctx());
      await admin.get('/api/admin/session').expect(200);
      await admin.get('/api/partner/session').expect(401);
      const { agent } = await signInAsPartner(ctx(), 1);
      await agent.get('/api/admin/session').expect(401);
      await agent.get('/api/admin/providers').expect(401);
    });

    it("a door's session id shown to the other door finds nothing (the cookie signature is the same secret)", async () => {
      const adminRes = await ctx().http.post('/api/admin/login').send({ email: 'admin@test.example', password: 'correct-horse-battery' }).expect(200);
      const adminSid = cookieValue(cookieOf(adminRes, SESSION_COOKIE)!);
      await ctx().http.get('/api/partner/session').set('Cookie', `${PARTNER_SESSION_COOKIE}=${adminSid}`).expect(401);
      const partner = await seedPartnerUser(ctx(), 1);
      const partnerRes = await ctx().http.post('/api/partner/login').send(credentials(partner)).expect(200);
      const partnerSid = cookieValue(cookieOf(partnerRes, PARTNER_SESSION_COOKIE)!);
      await ctx().http.get('/api/partner/session').set('Cookie', `${PARTNER_SESSION_COOKIE}=${partnerSid}`).expect(200);
      await ctx().http.get('/api/admin/session').set('Cookie', `${SESSION_COOKIE}=${partnerSid}`).expect(401);
    });
  });

  it('refuses other spellings of the door, cross-site writes, and keeps answers out of caches', async () => {
    const { agent } = await signInAsPartner(ctx(), 1);
    const odd = await agent.get('/api/Partner/session').expect(401);
    expect(odd.headers['cache-control']).toBe('no-store');
    const cross = await agent.post('/api/partner/logout').set('Origin', 'https://evil.example').expect(403);
    expect(cross.headers['cache-control']).toBe('no-store');
    await agent.post('/api/partner/logout').set('Host', 'homeward.test').set('Origin', 'https://homeward.test').expect(403);
    await agent.get('/api/partner/session').expect(200);
  });

  it('records sign-ins and failed sign-ins in the audit trail as the provider door', async () => {
    const partner = await seedPartnerUser(ctx(), 1);
    await partnerAgent(ctx(), partner);
    await ctx().http.post('/api/partner/login').send({ email: partner.email, password: 'wrong-password-here' }).expect(401);
    const events = await ctx()
      .dataSource.getRepository(AuditEvent)
      .find({ where: { actorEmail: partner.email }, order: { id: 'ASC' } });
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['login', 'partner', partner.id],
      ['login_failed', null, null],
    ]);
  });
});
