import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PARTNER_DOOR_MESSAGES, PASSWORD_MESSAGES, SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { AuditEvent } from '../src/audit/audit-event.entity.js';
import { currentTotp } from '../src/auth/second-factor/totp.js';
import { LeadNotification } from '../src/outbox/entities/lead-notification.entity.js';
import { PartnerPasswordResetService } from '../src/auth/links/password-reset/partner-password-reset.service.js';
import { PartnerToken } from '../src/auth/accounts/partner-token.entity.js';
import { TEST_ADMIN, adminAgent, useTestApp } from './support/harness.js';
import { emlFor, inviteByEmail, linkTokenIn, partnerAgent, seedPartnerUser, signInAsPartner, TEST_PARTNER_PASSWORD } from './support/partners.js';

const NEW_PASSWORD = 'river-lantern-copper-71';
const HOUR = 60 * 60_000;

describe('provider portal doors: invitations, password reset, second factor, deactivation', () => {
  const ctx = useTestApp('partner-doors', { SITE_ORIGIN: 'https://homeward.test', OUTBOX_POLL_MS: '100' });
  let admin: request.Agent;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  describe('an invitation', () => {
    it('is emailed through the outbox with a single-use link; accepting sets the password and signs the person in', async () => {
      const invited = await admin
        .post('/api/admin/providers/2/invitations')
        .send({ email: ' New.Manager@Provider.example ', name: ' Sam Manager ' })
        .expect(201);
      expect(invited.body).toEqual(
        expect.objectContaining({ providerId: 2, email: 'new.manager@provider.example', name: 'Sam Manager', status: 'open', emailStatus: 'queued' }),
      );
      expect(Date.parse(invited.body.expiresAt) - Date.parse(invited.body.createdAt)).toBe(72 * HOUR);

      const eml = await emlFor(ctx(), `invitation-${invited.body.id}`);
      expect(eml).toMatch(/^To: new\.manager@provider\.example$/m);
      expect(eml).toContain('Subject: You are invited to manage');
      const token = linkTokenIn(eml, 'invitation');
      expect(eml).toContain(`https://homeward.test/partners/invitation/${token}`);
      // Only the hash is kept; the outbox lets go of the token once the email is sent.
      const row = await ctx().dataSource.getRepository(PartnerToken).findOneByOrFail({ id: invited.body.id });
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
      const mail = await ctx().dataSource.getRepository(LeadNotification).findOneByOrFail({ leadKind: 'invitation', leadId: invited.body.id });
      expect(mail).toEqual(expect.objectContaining({ status: 'sent', linkToken: null }));

      const preview = await ctx().http.get(`/api/partner/invitations/${token}`).expect(200);
      expect(preview.body).toEqual({ email: 'new.manager@provider.example', providerName: expect.any(String) });

      const agent = request.agent(ctx().app.getHttpServer());
      const accepted = await agent.post('/api/partner/invitations/accept').send({ token, name: 'Sam M', password: NEW_PASSWORD }).expect(200);
      expect(accepted.body).toEqual({
        user: expect.objectContaining({ email: 'new.manager@provider.example', name: 'Sam M' }),
        provider: expect.objectContaining({ id: 2 }),
      });
      expect((await agent.get('/api/partner/session').expect(200)).body.user.id).toBe(accepted.body.user.id);

      // Single use: the link, and the preview, now give one plain message.
      const again = await ctx().http.post('/api/partner/invitations/accept').send({ token, name: 'Other', password: NEW_PASSWORD }).expect(410);
      expect(again.body.message).toBe(PARTNER_DOOR_MESSAGES.invitationUnusable);
      await ctx().http.get(`/api/partner/invitations/${token}`).expect(410);
      await partnerAgent(ctx(), { email: 'new.manager@provider.example', password: NEW_PASSWORD });

      const listed = await admin.get('/api/admin/providers/2/users').expect(200);
      expect(listed.body.users).toEqual(
        expect.arrayContaining([expect.objectContaining({ email: 'new.manager@provider.example', isActive: true, lastLogin: expect.any(String) })]),
      );
      expect(listed.body.invitations.map((i: { id: number }) => i.id)).not.toContain(invited.body.id);

      const trail = await ctx()
        .dataSource.getRepository(AuditEvent)
        .find({ where: { entity: 'partner_invitation', entityId: invited.body.id }, order: { id: 'ASC' } });
      expect(trail.map((e) => [e.action, e.actorKind])).toEqual([
        ['invite', 'admin'],
        ['accept', 'partner'],
      ]);
    });

    it('gives one plain message for a link never issued (404) or malformed, and refuses a bad acceptance with a 400 naming the field', async () => {
      const unknown = await ctx()
        .http.get(`/api/partner/invitations/${'A'.repeat(43)}`)
        .expect(404);
      expect(unknown.body.message).toBe(PARTNER_DOOR_MESSAGES.invitationUnusable);
      await ctx().http.get('/api/partner/invitations/short').expect(404);
      const { token } = await inviteByEmail(ctx(), admin, 1, 'fields@provider.example');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: 'A', password: NEW_PASSWORD }, PARTNER_DOOR_MESSAGES.tokenRequired],
        [{ token, password: NEW_PASSWORD }, PARTNER_DOOR_MESSAGES.nameRequired],
        [{ token, name: '   ', password: NEW_PASSWORD }, PARTNER_DOOR_MESSAGES.nameRequired],
        [{ token, name: 'A' }, PASSWORD_MESSAGES.required],
        [{ token, name: 'A', password: 'short' }, PASSWORD_MESSAGES.tooShort],
        [{ token, name: 'A', password: 'passwordpassword' }, PASSWORD_MESSAGES.common],
      ];
      for (const [body, message] of cases) {
        const res = await ctx().http.post('/api/partner/invitations/accept').send(body).expect(400);
        expect(res.body.message).toEqual(expect.arrayContaining([message]));
      }
      // Nothing was used up by the refusals.
      await ctx().http.get(`/api/partner/invitations/${token}`).expect(200);
    });

    it('expires after 72 hours', async () => {
      const { id, token } = await inviteByEmail(ctx(), admin, 1, 'late@provider.example');
      await ctx()
        .dataSource.getRepository(PartnerToken)
        .update({ id }, { expiresAt: Date.now() - 1 });
      await ctx().http.get(`/api/partner/invitations/${token}`).expect(410);
      await ctx().http.post('/api/partner/invitations/accept').send({ token, name: 'Late', password: NEW_PASSWORD }).expect(410);
      const listed = await admin.get('/api/admin/providers/1/users').expect(200);
      expect(listed.body.invitations).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'expired' })]));
    });

    it('revoked is refused at once; sending again makes a new link and the old one stops working', async () => {
      const first = await inviteByEmail(ctx(), admin, 1, 'resend@provider.example');
      const resent = await admin.post(`/api/admin/partner-invitations/${first.id}/resend`).expect(200);
      expect(resent.body.status).toBe('open');
      const newToken = linkTokenIn(await emlFor(ctx(), `invitation-${first.id}-r1`), 'invitation');
      expect(newToken).not.toBe(first.token);
      await ctx().http.get(`/api/partner/invitations/${first.token}`).expect(404);
      await ctx().http.get(`/api/partner/invitations/${newToken}`).expect(200);

      const revoked = await admin.post(`/api/admin/partner-invitations/${first.id}/revoke`).expect(200);
      expect(revoked.body.status).toBe('revoked');
      await ctx().http.get(`/api/partner/invitations/${newToken}`).expect(410);
      await ctx().http.post('/api/partner/invitations/accept').send({ token: newToken, name: 'R', password: NEW_PASSWORD }).expect(410);
      expect((await admin.post(`/api/admin/partner-invitations/${first.id}/resend`).expect(409)).body.code).toBe('INVITATION_NOT_OPEN');
    });

    it('refuses an address that already has an account or an open invitation (409), an unknown provider or invitation (404), and bad input (400)', async () => {
      const user = await seedPartnerUser(ctx(), 1);
      expect((await admin.post('/api/admin/providers/1/invitations').send({ email: user.email, name: 'X' }).expect(409)).body).toMatchObject({
        code: 'ALREADY_USER',
        message: PARTNER_DOOR_MESSAGES.alreadyUser,
      });
      await inviteByEmail(ctx(), admin, 1, 'twice@provider.example');
      expect((await admin.post('/api/admin/providers/2/invitations').send({ email: 'twice@provider.example', name: 'X' }).expect(409)).body).toMatchObject({
        code: 'INVITATION_OPEN',
        message: PARTNER_DOOR_MESSAGES.openInvitation,
      });
      await admin.post('/api/admin/providers/999999/invitations').send({ email: 'x@provider.example', name: 'X' }).expect(404);
      await admin.get('/api/admin/providers/999999/users').expect(404);
      await admin.post('/api/admin/partner-invitations/999999/resend').expect(404);
      await admin.post('/api/admin/partner-invitations/999999/revoke').expect(404);
      await admin.post('/api/admin/partner-users/999999/deactivate').expect(404);
      const bad = await admin.post('/api/admin/providers/1/invitations').send({ email: 'not-an-email', name: '' }).expect(400);
      expect(bad.body.message).toEqual(expect.arrayContaining(['email must be an email address', PARTNER_DOOR_MESSAGES.nameRequired]));
    });
  });

  describe('password reset', () => {
    const resets = () => ctx().app.get(PartnerPasswordResetService);

    it('answers the same at once whether or not the address has an account, and emails a 1-hour single-use link only to an account', async () => {
      const user = await seedPartnerUser(ctx(), 1);
      const known = await ctx().http.post('/api/partner/password-reset').send({ email: user.email.toUpperCase() }).expect(202);
      const unknown = await ctx().http.post('/api/partner/password-reset').send({ email: 'nobody-at-all@provider.example' }).expect(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe(PARTNER_DOOR_MESSAGES.resetRequested);
      await resets().settled();
      const tokens = await ctx().dataSource.getRepository(PartnerToken).findBy({ kind: 'reset' });
      expect(tokens.map((t) => t.email)).toEqual([user.email]);
      expect(tokens[0].expiresAt - tokens[0].createdAt).toBe(HOUR);

      const token = linkTokenIn(await emlFor(ctx(), `reset-${tokens[0].id}`), 'reset');
      const old = await partnerAgent(ctx(), user);
      await ctx().http.post('/api/partner/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(200);
      // Every session of that user ends; the old password no longer works, the new one does.
      await old.get('/api/partner/session').expect(401);
      await ctx().http.post('/api/partner/login').send({ email: user.email, password: TEST_PARTNER_PASSWORD }).expect(401);
      await partnerAgent(ctx(), { email: user.email, password: NEW_PASSWORD });
      const reused = await ctx().http.post('/api/partner/password-reset/confirm').send({ token, password: 'another-fine-password-9' }).expect(410);
      expect(reused.body.message).toBe(PARTNER_DOOR_MESSAGES.resetUnusable);
    });

    it('refuses an expired link, a bad body (400 naming the field), and sends nothing for a deactivated account', async () => {
      const user = await seedPartnerUser(ctx(), 1);
      await ctx().http.post('/api/partner/password-reset').send({ email: user.email }).expect(202);
      await resets().settled();
      const reset = await ctx().dataSource.getRepository(PartnerToken).findOneByOrFail({ kind: 'reset', email: user.email });
      const token = linkTokenIn(await emlFor(ctx(), `reset-${reset.id}`), 'reset');
      expect((await ctx().http.post('/api/partner/password-reset/confirm').send({ token, password: 'short' }).expect(400)).body.message).toEqual(
        expect.arrayContaining([PASSWORD_MESSAGES.tooShort]),
      );
      await ctx()
        .dataSource.getRepository(PartnerToken)
        .update({ id: reset.id }, { expiresAt: Date.now() - 1 });
      await ctx().http.post('/api/partner/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(410);
      expect((await ctx().http.post('/api/partner/password-reset').send({ email: 'nope' }).expect(400)).body.message).toEqual(
        expect.arrayContaining(['email must be an email address']),
      );

      const inactive = await seedPartnerUser(ctx(), 1);
      await admin.post(`/api/admin/partner-users/${inactive.id}/deactivate`).expect(200);
      await ctx().http.post('/api/partner/password-reset').send({ email: inactive.email }).expect(202);
      await resets().settled();
      expect(await ctx().dataSource.getRepository(PartnerToken).countBy({ kind: 'reset', email: inactive.email })).toBe(0);
    });
  });

  describe('deactivate and reactivate', () => {
    it('signs the user out everywhere at once, refuses sign-in, and is audited with the admin as actor', async () => {
      const user = await seedPartnerUser(ctx(), 3);
      const one = await partnerAgent(ctx(), user);
      const two = await partnerAgent(ctx(), user);
      const other = await signInAsPartner(ctx(), 3);
      const res = await admin.post(`/api/admin/partner-users/${user.id}/deactivate`).expect(200);
      expect(res.body).toEqual(expect.objectContaining({ id: user.id, isActive: false }));
      await one.get('/api/partner/session').expect(401);
      await two.get('/api/partner/session').expect(401);
      await other.agent.get('/api/partner/session').expect(200);
      await ctx().http.post('/api/partner/login').send({ email: user.email, password: user.password }).expect(401);

      await admin.post(`/api/admin/partner-users/${user.id}/reactivate`).expect(200);
      await partnerAgent(ctx(), user);
      const trail = await ctx()
        .dataSource.getRepository(AuditEvent)
        .find({ where: { entity: 'partner_user', entityId: user.id }, order: { id: 'ASC' } });
      expect(trail.map((e) => [e.action, e.actorKind, e.actorEmail])).toEqual([
        ['deactivate', 'admin', 'admin@test.example'],
        ['activate', 'admin', 'admin@test.example'],
      ]);
    });

    it("ending one admin's sessions leaves a provider user with the same id signed in (ids are per door)", async () => {
      const user = await seedPartnerUser(ctx(), 1);
      const portal = await partnerAgent(ctx(), user);
      const created = await admin
        .post('/api/admin/users')
        .send({ email: `same-id-${user.id}@test.example`, password: NEW_PASSWORD })
        .expect(201);
      await admin.put(`/api/admin/users/${created.body.id}`).send({ isActive: false }).expect(200);
      await portal.get('/api/partner/session').expect(200);
    });
  });

  describe('two-step sign-in for provider users', () => {
    it('sets up with an app, then asks for the code at sign-in; a wrong code is refused', async () => {
      const user = await seedPartnerUser(ctx(), 1);
      const agent = await partnerAgent(ctx(), user);
      const setup = await agent.post('/api/partner/account/two-factor/setup').send({ currentPassword: user.password }).expect(200);
      expect(setup.body.otpauthUri).toContain('otpauth://totp/');
      const codes = await agent
        .post('/api/partner/account/two-factor')
        .send({ code: currentTotp(setup.body.secret) })
        .expect(200);
      expect(codes.body.recoveryCodes).toHaveLength(10);

      const fresh = request.agent(ctx().app.getHttpServer());
      const first = await fresh.post('/api/partner/login').send({ email: user.email, password: user.password }).expect(200);
      expect(first.body).toEqual({ secondStepRequired: true });
      await fresh.get('/api/partner/session').expect(401);
      expect((await fresh.post('/api/partner/login/second-step').send({ code: '000000' }).expect(401)).body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
      const done = await fresh.post('/api/partner/login/second-step').send({ code: codes.body.recoveryCodes[0] }).expect(200);
      expect(done.body.user).toEqual(expect.objectContaining({ id: user.id, twoFactorEnabled: true }));
      await fresh.get('/api/partner/session').expect(200);
      await ctx().http.post('/api/partner/login/second-step').send({ code: '123456' }).expect(401);

      // A lost phone: an admin resets it; the user's sessions end and the password alone signs in again.
      const reset = await admin.delete(`/api/admin/partner-users/${user.id}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(200);
      expect(reset.body).toEqual(expect.objectContaining({ id: user.id, twoFactorEnabled: false }));
      await fresh.get('/api/partner/session').expect(401);
      await admin.delete(`/api/admin/partner-users/${user.id}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(409);
      await admin.delete('/api/admin/partner-users/999999/two-factor').send({ currentPassword: TEST_ADMIN.password }).expect(404);
      expect((await fresh.post('/api/partner/login').send({ email: user.email, password: user.password }).expect(200)).body.user.id).toBe(user.id);
    });
  });

  it('keeps no invitation or reset token in any file name or outbox row once sent', async () => {
    const dir = path.join(ctx().config.dataDir, 'outbox');
    expect(existsSync(dir)).toBe(true);
    for (const name of readdirSync(dir)) expect(name).toMatch(/^(lead-(provider|calculator)|invitation|reset|account-notice)-\d+(-r\d+)?@homeward\.test\.eml$/);
    const waiting = await ctx().dataSource.getRepository(LeadNotification).find();
    expect(waiting.filter((n) => n.status === 'sent' && n.linkToken !== null)).toEqual([]);
  });
});
