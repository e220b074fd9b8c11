import { IDENTITY_CHECK, IDENTITY_CHECK_MESSAGES } from '@homeward/domain';
import { AdminUser } from '../src/auth/admin/admin-user.entity.js';
import { currentTotp } from '../src/auth/second-factor/totp.js';
import { LeadNotification } from '../src/outbox/entities/lead-notification.entity.js';
import { TEST_ADMIN, adminAgent, useTestApp, type TestApp } from './support/harness.js';
import { enrolTwoFactor, newAdmin, newAdminWithTwoFactor } from './support/accounts.js';
import { emlFor, partnerAgent, seedPartnerUser } from './support/partners.js';

/** The email the outbox wrote about the latest account notice for this account (the subject is the audit event). */
async function noticeTo(ctx: () => TestApp, email: string): Promise<string> {
  const notices = await ctx()
    .dataSource.getRepository(LeadNotification)
    .find({ where: { leadKind: 'account_notice' }, order: { id: 'DESC' } });
  for (const notice of notices) {
    const eml = await emlFor(ctx(), `account-notice-${notice.leadId}`);
    if (eml.includes(`To: ${email}`)) return eml;
  }
  throw new Error(`no account notice to ${email}`);
}

const enrolled = async (ctx: () => TestApp, id: number) => (await ctx().dataSource.getRepository(AdminUser).findOneByOrFail({ id })).totpSecret !== null;

describe('sensitive account changes need the acting person to confirm it is them, and the person affected is emailed', () => {
  const ctx = useTestApp('sensitive_changes');

  describe('setting up a second factor', () => {
    it('is refused on the session alone or with a wrong password, and starts with the right one; the owner is emailed once it is on', async () => {
      const account = await newAdmin(ctx, 'enrol-check@test.example');
      const agent = await adminAgent(ctx(), account);
      const bare = await agent.post('/api/admin/account/two-factor/setup').expect(400);
      expect(bare.body.message).toBe(IDENTITY_CHECK_MESSAGES.required);
      const wrong = await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: 'not-my-password-at-all' }).expect(400);
      expect(wrong.body.message).toBe(IDENTITY_CHECK_MESSAGES.wrong);
      // Another admin's password does not confirm this account either.
      await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: TEST_ADMIN.password }).expect(400);
      expect(await enrolled(ctx, account.id)).toBe(false);

      await enrolTwoFactor(agent, 'admin', account.password);
      expect(await enrolled(ctx, account.id)).toBe(true);
      const eml = await noticeTo(ctx, account.email);
      expect(eml).toContain('Subject: Two-step sign-in was turned on for your Homeward account');
    });

    it('ends the session after too many wrong tries, so a stolen session cannot guess the password', async () => {
      const account = await newAdmin(ctx, 'guessing@test.example');
      const agent = await adminAgent(ctx(), account);
      for (let i = 1; i < IDENTITY_CHECK.maxFailuresPerSession; i++) {
        await agent
          .post('/api/admin/account/two-factor/setup')
          .send({ currentPassword: `guess-number-${i}` })
          .expect(400);
      }
      const last = await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: 'one-more-guess' }).expect(401);
      expect(last.body.message).toBe(IDENTITY_CHECK_MESSAGES.signedOut);
      await agent.get('/api/admin/session').expect(401);
      await agent.post('/api/admin/account/two-factor/setup').send({ currentPassword: account.password }).expect(401);
    });

    it('is refused on the provider door too without the password, and so is an admin resetting it', async () => {
      const user = await seedPartnerUser(ctx(), 1);
      const agent = await partnerAgent(ctx(), user);
      const bare = await agent.post('/api/partner/account/two-factor/setup').send({}).expect(400);
      expect(bare.body.message).toBe(IDENTITY_CHECK_MESSAGES.required);
      await agent.post('/api/partner/account/two-factor/setup').send({ currentPassword: 'not-my-password-at-all' }).expect(400);
      await enrolTwoFactor(agent, 'partner', user.password);

      // An admin resetting it (a lost phone) confirms it is them too; the provider user is emailed.
      const admin = await adminAgent(ctx());
      await admin.delete(`/api/admin/partner-users/${user.id}/two-factor`).expect(400);
      await admin.delete(`/api/admin/partner-users/${user.id}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(200);
      expect(await noticeTo(ctx, user.email)).toContain('Subject: Two-step sign-in was removed from your Homeward account');
    });
  });

  describe("resetting another admin's second factor", () => {
    it('needs the acting admin’s password or code; the admin affected is emailed', async () => {
      const { account, agent: theirs } = await newAdminWithTwoFactor(ctx, 'lost-phone-check@test.example');

      const admin = await adminAgent(ctx());
      expect((await admin.delete(`/api/admin/users/${account.id}/two-factor`).expect(400)).body.message).toBe(IDENTITY_CHECK_MESSAGES.required);
      await admin.delete(`/api/admin/users/${account.id}/two-factor`).send({ currentPassword: account.password }).expect(400);
      expect(await enrolled(ctx, account.id)).toBe(true);
      await theirs.get('/api/admin/session').expect(200);

      await admin.delete(`/api/admin/users/${account.id}/two-factor`).send({ currentPassword: TEST_ADMIN.password }).expect(200);
      expect(await enrolled(ctx, account.id)).toBe(false);
      const eml = await noticeTo(ctx, account.email);
      expect(eml).toContain('Subject: Two-step sign-in was removed from your Homeward account');
    });

    it('takes a code from the acting admin’s own app instead of the password', async () => {
      const { agent: actorAgent, secret: mySecret } = await newAdminWithTwoFactor(ctx, 'actor-with-app@test.example');
      const { account: target } = await newAdminWithTwoFactor(ctx, 'target-of-code@test.example');

      await actorAgent.delete(`/api/admin/users/${target.id}/two-factor`).send({ currentCode: '000000' }).expect(400);
      await actorAgent
        .delete(`/api/admin/users/${target.id}/two-factor`)
        .send({ currentCode: currentTotp(mySecret, Date.now() + 30_000) })
        .expect(200);
    });
  });

  describe("setting another admin's password", () => {
    it('needs the acting admin’s password; the old password keeps working until then; the admin affected is emailed', async () => {
      const account = await newAdmin(ctx, 'password-check@test.example');
      const admin = await adminAgent(ctx());
      const bare = await admin.put(`/api/admin/users/${account.id}/password`).send({ password: 'a-brand-new-passphrase' }).expect(400);
      expect(bare.body.message).toBe(IDENTITY_CHECK_MESSAGES.required);
      await admin
        .put(`/api/admin/users/${account.id}/password`)
        .send({ password: 'a-brand-new-passphrase', currentPassword: 'wrong-password-here' })
        .expect(400);
      await ctx().http.post('/api/admin/login').send({ email: account.email, password: account.password }).expect(200);

      await admin.put(`/api/admin/users/${account.id}/password`).send({ password: 'a-brand-new-passphrase', currentPassword: TEST_ADMIN.password }).expect(200);
      await ctx().http.post('/api/admin/login').send({ email: account.email, password: 'a-brand-new-passphrase' }).expect(200);
      const eml = await noticeTo(ctx, account.email);
      expect(eml).toContain('Subject: Your Homeward password was changed');
    });
  });
});
