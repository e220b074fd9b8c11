import request from 'supertest';
import { SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { SessionRecord } from '../src/database/session.entity.js';
import { AdminUser } from '../src/auth/admin/admin-user.entity.js';
import { currentTotp } from '../src/auth/second-factor/totp.js';
import { TEST_ADMIN, adminAgent, useTestApp } from './support/harness.js';
import { enrolTwoFactor, newAdmin, newAdminWithTwoFactor } from './support/accounts.js';
import { auditEvents } from './support/factories.js';

/** A code of the next 30-second step: the step of the code just used is never accepted again (no replay). */
const nextCode = (secret: string, steps = 1) => currentTotp(secret, Date.now() + steps * 30_000);

describe('two-step sign-in (TOTP) for admins', () => {
  const ctx = useTestApp('two_factor');

  it('sets up with a QR code and a first code, and answers ten recovery codes once; only hashes are kept', async () => {
    const account = await newAdmin(ctx, 'enrol@test.example');
    const agent = await adminAgent(ctx(), account);
    const setup = await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: account.password }).expect(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toContain('otpauth://totp/Homeward:enrol%40test.example');
    expect(setup.headers['cache-control']).toBe('no-store');

    const wrong = await agent.post('/api/admin/account/two-factor').send({ code: '000000' }).expect(400);
    expect(wrong.body.message).toBe(SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
    const confirmed = await agent
      .post('/api/admin/account/two-factor')
      .send({ code: currentTotp(setup.body.secret) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await agent.get('/api/admin/session').expect(200)).body).toMatchObject({ twoFactorEnabled: true, mustEnrolTwoFactor: false });

    const row = await ctx().dataSource.getRepository(AdminUser).findOneByOrFail({ email: account.email });
    expect(row.totpSecret).toBe(setup.body.secret);
    const stored = String(row.recoveryCodeHashes);
    for (const code of confirmed.body.recoveryCodes as string[]) expect(stored).not.toContain(code.replace(/-/g, ''));
    expect(JSON.parse(stored)).toHaveLength(10);

    // Once only: a second set-up is refused, and the secret never shows again.
    await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: account.password }).expect(409);
    expect(JSON.stringify((await agent.get(`/api/admin/users/${row.id}`).expect(200)).body)).not.toContain(setup.body.secret);
  });

  it('refuses to confirm without a set-up started in this session', async () => {
    const account = await newAdmin(ctx, 'no-setup@test.example');
    const agent = await adminAgent(ctx(), account);
    const res = await agent.post('/api/admin/account/two-factor').send({ code: '123456' }).expect(400);
    expect(res.body.message).toBe(SECOND_FACTOR_MESSAGES.noSetup);
  });

  describe('signing in with the second step', () => {
    const account = { email: 'second-step@test.example', password: 'a-colleagues-passphrase' };
    let secret: string;
    let recoveryCodes: string[];

    beforeAll(async () => {
      await newAdmin(ctx, account.email);
      ({ secret, recoveryCodes } = await enrolTwoFactor(await adminAgent(ctx(), account), 'admin', account.password));
    });

    it('asks for the code after the right password, and lets nothing in before it', async () => {
      const agent = request.agent(ctx().app.getHttpServer());
      const res = await agent.post('/api/admin/login').send(account).expect(200);
      expect(res.body).toEqual({ secondStepRequired: true });
      await agent.get('/api/admin/session').expect(401);
      await agent.get('/api/admin/users').expect(401);
    });

    it('stamps the last sign-in only when the second step is done, not at the password', async () => {
      const mine = await newAdmin(ctx, 'last-login@test.example');
      const { secret: mySecret } = await enrolTwoFactor(await adminAgent(ctx(), mine), 'admin', mine.password);
      const repo = ctx().dataSource.getRepository(AdminUser);
      const { id } = await repo.findOneByOrFail({ email: mine.email });
      await repo.update({ id }, { lastLogin: null });
      const agent = request.agent(ctx().app.getHttpServer());
      await agent.post('/api/admin/login').send({ email: mine.email, password: mine.password }).expect(200);
      expect((await repo.findOneByOrFail({ id })).lastLogin).toBeNull();
      await agent
        .post('/api/admin/login/second-step')
        .send({ code: nextCode(mySecret) })
        .expect(200);
      expect((await repo.findOneByOrFail({ id })).lastLogin).toEqual(expect.any(Date));
    });

    it('refuses a wrong code (401, the code counted as a failed sign-in) and signs in with the right one, once', async () => {
      const agent = request.agent(ctx().app.getHttpServer());
      await agent.post('/api/admin/login').send(account).expect(200);
      const wrong = await agent.post('/api/admin/login/second-step').send({ code: '000000' }).expect(401);
      expect(wrong.body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
      const code = nextCode(secret);
      const res = await agent.post('/api/admin/login/second-step').send({ code }).expect(200);
      expect(res.body).toMatchObject({ email: account.email, twoFactorEnabled: true });
      await agent.get('/api/admin/users').expect(200);

      // The same code again, in another browser: refused (no replay).
      const other = request.agent(ctx().app.getHttpServer());
      await other.post('/api/admin/login').send(account).expect(200);
      await other.post('/api/admin/login/second-step').send({ code }).expect(401);
    });

    it('signs in with a recovery code, once; its use is in the audit trail', async () => {
      const agent = request.agent(ctx().app.getHttpServer());
      await agent.post('/api/admin/login').send(account).expect(200);
      await agent.post('/api/admin/login/second-step').send({ code: recoveryCodes[0].toLowerCase() }).expect(200);
      await agent.get('/api/admin/users').expect(200);

      const again = request.agent(ctx().app.getHttpServer());
      await again.post('/api/admin/login').send(account).expect(200);
      await again.post('/api/admin/login/second-step').send({ code: recoveryCodes[0] }).expect(401);

      const admin = await adminAgent(ctx());
      const audit = await auditEvents(admin, { action: 'recovery_code_used' });
      expect(audit[0]).toMatchObject({ actorEmail: account.email, changes: { recoveryCodesLeft: { before: 10, after: 9 } } });
      expect(JSON.stringify(audit)).not.toContain(recoveryCodes[0]);
    });

    it('refuses the second step without a password accepted first', async () => {
      const res = await ctx()
        .http.post('/api/admin/login/second-step')
        .send({ code: nextCode(secret, 0) })
        .expect(401);
      expect(res.body.message).toBe(SECOND_FACTOR_MESSAGES.noSecondStep);
    });

    it('refuses a missing or empty code with 400 naming it', async () => {
      const agent = request.agent(ctx().app.getHttpServer());
      await agent.post('/api/admin/login').send(account).expect(200);
      const res = await agent.post('/api/admin/login/second-step').send({ code: '' }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(SECOND_FACTOR_MESSAGES.codeRequired);
    });
  });

  describe('another admin resets a lost second factor', () => {
    it('removes it, ends their sessions and records who did it; they sign in with the password alone next', async () => {
      const { account, agent: theirs } = await newAdminWithTwoFactor(ctx, 'lost-phone@test.example');
      const admin = await adminAgent(ctx());
      const id = (await ctx().dataSource.getRepository(AdminUser).findOneByOrFail({ email: account.email })).id;

      const res = await admin.delete(`/api/admin/users/${id}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(200);
      expect(res.body).toMatchObject({ id, twoFactorEnabled: false });
      await theirs.get('/api/admin/session').expect(401);
      const again = await ctx().http.post('/api/admin/login').send({ email: account.email, password: account.password }).expect(200);
      expect(again.body).toMatchObject({ email: account.email, twoFactorEnabled: false });

      const audit = await auditEvents(admin, { action: 'second_factor_reset', entityId: id });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorEmail: TEST_ADMIN.email, entity: 'admin_user', changes: { secondFactor: 'changed' } });

      await admin.delete(`/api/admin/users/${id}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(409);
    });

    it('refuses to reset your own (400) and an unknown admin (404)', async () => {
      const admin = await adminAgent(ctx());
      const me = (await admin.get('/api/admin/session').expect(200)).body.id as number;
      const own = await admin.delete(`/api/admin/users/${me}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(400);
      expect(own.body.message).toBe(SECOND_FACTOR_MESSAGES.resetOwn);
      await admin.delete('/api/admin/users/999999/two-factor').send({ currentPassword: TEST_ADMIN.password }).expect(404);
    });
  });

  describe('the absolute session lifetime (12 hours)', () => {
    it('ends a session 12 hours after its sign-in, however busy it has been', async () => {
      const agent = await adminAgent(ctx());
      await agent.get('/api/admin/session').expect(200);
      const repo = ctx().dataSource.getRepository(SessionRecord);
      const me = (await agent.get('/api/admin/session').expect(200)).body.id as number;
      for (const row of await repo.findBy({ userId: me })) {
        const data = JSON.parse(row.data) as { signedInAt?: number };
        if (data.signedInAt === undefined) continue;
        data.signedInAt -= 12 * 60 * 60_000 + 60_000;
        await repo.update({ id: row.id }, { data: JSON.stringify(data) });
      }
      await agent.get('/api/admin/session').expect(401);
    });
  });
});

describe('ADMIN_REQUIRE_2FA: every admin sets up a second factor before anything else', () => {
  const ctx = useTestApp('require_two_factor', { ADMIN_REQUIRE_2FA: 'true' });

  it('signs in with the password, then answers 403 everywhere but the session and the set-up until it is done', async () => {
    const agent = request.agent(ctx().app.getHttpServer());
    const login = await agent.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    expect(login.body).toMatchObject({ twoFactorEnabled: false, mustEnrolTwoFactor: true });
    const refused = await agent.get('/api/admin/providers').expect(403);
    expect(refused.body.message).toBe(SECOND_FACTOR_MESSAGES.mustEnrol);
    await agent.get('/api/admin/session').expect(200);

    const setup = await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: TEST_ADMIN.password }).expect(200);
    await agent
      .post('/api/admin/account/two-factor')
      .send({ code: currentTotp(setup.body.secret) })
      .expect(200);
    expect((await agent.get('/api/admin/session').expect(200)).body).toMatchObject({ twoFactorEnabled: true, mustEnrolTwoFactor: false });
    await agent.get('/api/admin/providers').expect(200);
  });
});
