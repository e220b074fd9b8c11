import request from 'supertest';
import type {
  AdminProviderDto,
  AdminStatsDto,
  ModerationRequestDto,
  PartnerListingDto,
  PartnerPricesDto,
  PriceConfirmationDto,
  PriceHistoryDto,
} from '@homeward/domain';
import { PriceChange } from '../src/providers/prices/price-history/price-change.entity.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { enrolTwoFactor } from './support/accounts.js';
import { providerBody } from './support/factories.js';
import { inviteByEmail, partnerAgent, seedPartnerUser, type PartnerAgent } from './support/partners.js';

const NURSING = 1;
const PERSONAL_CARE = 6;
const DOMESTIC = 11;

/** A provider's slips are caught before families see them: unusual prices, unknown places, a phone that is not one. */
describe('provider mistakes are held, not published', () => {
  const ctx = useTestApp('provider-mistakes-held', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let provider: AdminProviderDto;
  let portal: PartnerAgent;

  const prices = async () => (await portal.get('/api/partner/prices').expect(200)).body as PartnerPricesDto;
  const listing = async () => (await portal.get('/api/partner/listing').expect(200)).body as PartnerListingDto;
  const publicPrice = async (serviceId: number) =>
    ((await ctx().http.get(`/api/providers/${provider.id}`).expect(200)).body as { prices: Array<{ serviceId: number; standard: string }> }).prices.find(
      (p) => p.serviceId === serviceId,
    )?.standard;
  const history = async () => (await ctx().http.get(`/api/providers/${provider.id}/price-history`).expect(200)).body as PriceHistoryDto;
  const waiting = async () => ((await admin.get('/api/admin/stats').expect(200)).body as AdminStatsDto).changesWaiting;
  const queue = async () => (await admin.get('/api/admin/moderation').expect(200)).body as ModerationRequestDto[];

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    provider = (
      await admin
        .post('/api/admin/providers')
        .send(
          providerBody({
            businessName: 'Slip Catchers Care',
            state: 'NSW',
            postcode: '2300',
            suburb: 'Newcastle',
            servicesOffered: [NURSING, PERSONAL_CARE],
            prices: [
              { serviceId: NURSING, standard: 150 },
              { serviceId: PERSONAL_CARE, standard: 97.5 },
            ],
          }),
        )
        .expect(201)
    ).body as AdminProviderDto;
    portal = await partnerAgent(ctx(), await seedPartnerUser(ctx(), provider.id));
  });

  describe('an unusual price', () => {
    it('is said back and asked about (409), and nothing is saved until the provider confirms', async () => {
      const res = await portal
        .put('/api/partner/prices')
        .send({
          prices: [
            { serviceId: NURSING, standard: 155 },
            { serviceId: PERSONAL_CARE, standard: 975 },
          ],
        })
        .expect(409);
      const body = res.body as PriceConfirmationDto;
      expect(body.priceChecks).toEqual([
        expect.objectContaining({ serviceId: PERSONAL_CARE, timeBand: 'standard', oldPrice: '97.50', newPrice: '975.00', suggestion: '97.50' }),
      ]);
      expect(body.message[0]).toMatch(/^prices: \$975\.00 an hour for Personal care \(weekday daytime\): did you mean \$97\.50\?/);
      expect((await prices()).prices.map((p) => p.standard)).toEqual(['150.00', '97.50']);
      expect(await queue()).toEqual([]);
    });

    it('once confirmed, waits for the team while the rest of the list goes live; the dashboard counts it', async () => {
      const saved = (
        await portal
          .put('/api/partner/prices')
          .send({
            confirmUnusualPrices: true,
            prices: [
              { serviceId: NURSING, standard: 155 },
              { serviceId: PERSONAL_CARE, standard: 975 },
            ],
          })
          .expect(200)
      ).body as PartnerPricesDto;
      expect(saved.prices.map((p) => p.standard)).toEqual(['155.00', '97.50']);
      expect(saved.pendingChanges).toEqual([
        expect.objectContaining({
          field: 'price',
          serviceId: PERSONAL_CARE,
          serviceName: 'Personal care',
          timeBand: 'standard',
          before: '97.50',
          after: '975.00',
        }),
      ]);
      expect(saved.pendingChanges![0].note).toContain('did you mean $97.50?');
      expect(await publicPrice(PERSONAL_CARE)).toBe('97.50');
      expect(await publicPrice(NURSING)).toBe('155.00');
      expect(await waiting()).toBe(1);
      expect((await history()).changes.map((c) => [c.serviceId, c.oldPrice, c.newPrice])).toEqual([[NURSING, '150.00', '155.00']]);
    });

    it('the team rejects it: the live price stays, the provider sees why, nothing is waiting', async () => {
      const [held] = await queue();
      expect(held).toMatchObject({ field: 'price', providerName: 'Slip Catchers Care', after: '975.00' });
      await admin.post(`/api/admin/moderation/${held.id}/reject`).send({ reason: 'Looks like $97.50 typed without the point.' }).expect(200);
      expect(await publicPrice(PERSONAL_CARE)).toBe('97.50');
      expect(await waiting()).toBe(0);
      const changes = (await portal.get('/api/partner/changes').expect(200)).body as ModerationRequestDto[];
      expect(changes[0]).toMatchObject({ field: 'price', status: 'rejected', reason: 'Looks like $97.50 typed without the point.' });
    });

    it('the team approves a real one: it goes live and into the history', async () => {
      await portal
        .put('/api/partner/prices')
        .send({
          confirmUnusualPrices: true,
          prices: [
            { serviceId: NURSING, standard: 155, publicHoliday: 600 },
            { serviceId: PERSONAL_CARE, standard: 97.5 },
          ],
        })
        .expect(200);
      const [held] = await queue();
      expect(held).toMatchObject({ field: 'price', serviceId: NURSING, timeBand: 'publicHoliday', before: null, after: '600.00' });
      await admin.post(`/api/admin/moderation/${held.id}/approve`).expect(200);
      expect((await prices()).prices[0]).toMatchObject({ serviceId: NURSING, standard: '155.00', publicHoliday: '600.00' });
      // found by price: on MySQL (whole seconds) the weekday change saved just before can share its second
      const changes = (await history()).changes.filter((c) => c.serviceId === NURSING && c.timeBand === 'publicHoliday');
      expect(changes).toEqual([expect.objectContaining({ oldPrice: null, newPrice: '600.00' })]);
    });

    it('a newer value for a held price replaces the one waiting, and publishing that price itself withdraws it', async () => {
      const put = (standard: number, confirmUnusualPrices = true) =>
        portal.put('/api/partner/prices').send({
          confirmUnusualPrices,
          prices: [
            { serviceId: NURSING, standard: 155, publicHoliday: 600 },
            { serviceId: PERSONAL_CARE, standard },
          ],
        });
      await put(975).expect(200);
      await put(9.75).expect(200);
      expect((await queue()).map((r) => r.after)).toEqual(['9.75']);
      await put(99, false).expect(200);
      expect(await queue()).toEqual([]);
      expect(await publicPrice(PERSONAL_CARE)).toBe('99.00');
    });
  });

  describe('the public price history', () => {
    it('never shows a change put right within a day, and shows several tries as one change', async () => {
      const before = (await history()).changes.length;
      const put = (standard: number) =>
        portal
          .put('/api/partner/prices')
          .send({
            prices: [
              { serviceId: NURSING, standard: 155, publicHoliday: 600 },
              { serviceId: PERSONAL_CARE, standard },
            ],
          })
          .expect(200);
      await put(79); // a slip (-20%), then put right
      await put(99);
      expect((await history()).changes).toHaveLength(before);
      await put(104);
      await put(105);
      // Every personal-care change so far came within a day of the one before: one change, 97.50 -> 105.00.
      const after = await history();
      expect(after.changes).toHaveLength(before);
      // (found by service: on MySQL the nursing change of the first save can share this one's second)
      const personalCare = after.changes.filter((c) => c.serviceId === PERSONAL_CARE && c.timeBand === 'standard');
      expect(personalCare[0]).toMatchObject({ serviceId: PERSONAL_CARE, oldPrice: '97.50', newPrice: '105.00', risePercent: 7.7 });
    });

    it('keeps both changes when the second came more than a day later', async () => {
      const changes = ctx().dataSource.getRepository(PriceChange);
      const rows = await changes.find({ where: { providerId: provider.id, serviceId: PERSONAL_CARE }, order: { id: 'ASC' } });
      // Every change but the last (104 -> 105) moved back three days: the last is no longer a correction of them.
      for (const row of rows.slice(0, -1)) await changes.update({ id: row.id }, { changedAt: new Date(new Date(row.changedAt).getTime() - 3 * 86_400_000) });
      const shown = (await history()).changes.filter((c) => c.serviceId === PERSONAL_CARE && c.timeBand === 'standard');
      expect(shown.map((c) => [c.oldPrice, c.newPrice])).toEqual([
        ['104.00', '105.00'],
        ['97.50', '104.00'],
      ]);
    });
  });

  describe('a new service whose weekday price is unusual', () => {
    it('holds its other prices with it (none is lost); approved in turn, they all go live', async () => {
      await portal
        .patch('/api/partner/listing')
        .send({ servicesOffered: [NURSING, PERSONAL_CARE, DOMESTIC] })
        .expect(200);
      const current = (await prices()).prices.map((p) => ({ serviceId: p.serviceId, standard: Number(p.standard), publicHoliday: p.publicHoliday }));
      await portal
        .put('/api/partner/prices')
        .send({ confirmUnusualPrices: true, prices: [...current, { serviceId: DOMESTIC, standard: 950, evening: 105 }] })
        .expect(200);
      const held = (await queue()).filter((r) => r.serviceId === DOMESTIC);
      expect(held.map((r) => [r.timeBand, r.after])).toEqual([
        ['standard', '950.00'],
        ['evening', '105.00'],
      ]);
      expect(await publicPrice(DOMESTIC)).toBeUndefined();
      // The evening price cannot go live before the weekday one: the team is told so.
      const early = await admin.post(`/api/admin/moderation/${held[1].id}/approve`).expect(400);
      expect(early.body.message).toBe('The service has no weekday daytime price yet: approve that first');
      await admin.post(`/api/admin/moderation/${held[0].id}/approve`).expect(200);
      await admin.post(`/api/admin/moderation/${held[1].id}/approve`).expect(200);
      expect((await prices()).prices.find((p) => p.serviceId === DOMESTIC)).toMatchObject({ standard: '950.00', evening: '105.00' });
    });
  });

  describe('service areas', () => {
    it('refuses text that is not a place, naming the field, and saves nothing', async () => {
      const res = await portal
        .patch('/api/partner/listing')
        .send({ serviceAreas: ['Newcastle', 'Maitland', '=HYPERLINK("http://evil.example","Click")'], phone: '(02) 5550 1111' })
        .expect(400);
      expect(res.body.message).toEqual([expect.stringMatching(/^serviceAreas: "=HYPERLINK\(.*" is not a postcode or suburb we know/)]);
      expect(await listing()).toMatchObject({ serviceAreas: ['Newcastle', 'Maitland'], phone: '(02) 5550 9999' });
    });

    it("takes real places of the provider's state live, written as the directory matches them", async () => {
      const saved = (
        await portal
          .patch('/api/partner/listing')
          .send({ serviceAreas: ['Newcastle', 'Maitland', 'sunshine', '2290'] })
          .expect(200)
      ).body as PartnerListingDto;
      expect(saved.serviceAreas).toEqual(['Newcastle', 'Maitland', 'Sunshine NSW', '2290']);
      expect(saved.pendingChanges).toEqual([]);
    });

    it('holds a real place in another state for the team, which can approve it', async () => {
      const saved = (
        await portal
          .patch('/api/partner/listing')
          .send({ serviceAreas: ['Newcastle', 'Maitland', 'Sunshine NSW', '2290', 'Sunshine VIC 3020'] })
          .expect(200)
      ).body as PartnerListingDto;
      expect(saved.serviceAreas).toEqual(['Newcastle', 'Maitland', 'Sunshine NSW', '2290']);
      expect(saved.pendingChanges).toEqual([expect.objectContaining({ field: 'serviceArea', before: null, after: 'Sunshine VIC', status: 'pending' })]);
      expect(await waiting()).toBe(1);
      await admin.post(`/api/admin/moderation/${saved.pendingChanges[0].id}/approve`).expect(200);
      expect((await listing()).serviceAreas).toEqual(['Newcastle', 'Maitland', 'Sunshine NSW', '2290', 'Sunshine VIC']);
    });
  });

  describe('the phone', () => {
    it.each(['<img src=x onerror=alert(1)>', '12345', '+1 212 555 0100'])('refuses %p with a message naming the field', async (phone) => {
      const res = await portal.patch('/api/partner/listing').send({ phone }).expect(400);
      expect(res.body.message).toEqual(['phone must be an Australian phone number, for example 02 9876 5432, 0412 345 678 or 1300 123 456']);
      expect((await listing()).phone).toBe('(02) 5550 9999');
    });

    it('takes an Australian number written in any usual way', async () => {
      expect(((await portal.patch('/api/partner/listing').send({ phone: '+61 2 5550 1234' }).expect(200)).body as PartnerListingDto).phone).toBe(
        '+61 2 5550 1234',
      );
    });
  });

  describe('last sign-in', () => {
    const lastLogin = async (userId: number) =>
      ((await admin.get(`/api/admin/providers/${provider.id}/users`).expect(200)).body.users as Array<{ id: number; lastLogin: string | null }>).find(
        (u) => u.id === userId,
      )!.lastLogin;

    it('is stamped when the sign-in is complete: not at the password step of a two-step sign-in', async () => {
      const user = await seedPartnerUser(ctx(), provider.id);
      expect(await lastLogin(user.id)).toBeNull();
      const agent = await partnerAgent(ctx(), user);
      expect(await lastLogin(user.id)).toEqual(expect.any(String));
      const { recoveryCodes } = await enrolTwoFactor(agent, 'partner', user.password);

      const { PartnerUser } = await import('../src/auth/partner/users/partner-user.entity.js');
      await ctx().dataSource.getRepository(PartnerUser).update({ id: user.id }, { lastLogin: null });
      const fresh = request.agent(ctx().app.getHttpServer());
      await fresh.post('/api/partner/login').send({ email: user.email, password: user.password }).expect(200);
      expect(await lastLogin(user.id)).toBeNull();
      // A recovery code: the app's code was just used to set up, and a code is good once.
      await fresh.post('/api/partner/login/second-step').send({ code: recoveryCodes[0] }).expect(200);
      expect(await lastLogin(user.id)).toEqual(expect.any(String));
    });

    it('is stamped when accepting an invitation signs the person in (they work in the portal without a separate sign-in)', async () => {
      const { token } = await inviteByEmail(ctx(), admin, provider.id, 'invited.worker@provider.example');
      const accepted = await request
        .agent(ctx().app.getHttpServer())
        .post('/api/partner/invitations/accept')
        .send({ token, name: 'Invited Worker', password: 'harbour-kettle-partner-77' })
        .expect(200);
      expect(await lastLogin(accepted.body.user.id as number)).toEqual(expect.any(String));
    });
  });
});
