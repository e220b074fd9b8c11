import type {
  AdminProviderDto,
  AdminStatsDto,
  ModerationRequestDto,
  OverdueLeadDto,
  PartnerFiguresDto,
  PartnerLeadDto,
  PartnerListingDto,
  PartnerPricesDto,
  PriceHistoryDto,
  ProviderLeadDto,
} from '@homeward/domain';
import { ProviderLead } from '../src/leads/entities/provider-lead.entity.js';
import { LeadRemindersService } from '../src/leads/reminders/lead-reminders.service.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { auditEvents, providerBody, providerLead } from './support/factories.js';
import { signInAsPartner, type PartnerAgent } from './support/partners.js';
import type request from 'supertest';

/** What a signed-in provider does, under the one guard, and the console's side of it. */
describe('the provider portal: listing, prices, changes, leads, figures', () => {
  const ctx = useTestApp('partner-work', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let mine: AdminProviderDto;
  let theirs: AdminProviderDto;
  let portal: PartnerAgent;
  let myLead: number;
  let theirLead: number;

  const createProvider = async (businessName: string, state = 'NSW', postcode = '2300', suburb = 'Newcastle') =>
    (
      await admin
        .post('/api/admin/providers')
        .send(providerBody({ businessName, state, postcode, suburb, prices: [{ serviceId: 1, standard: 150 }] }))
        .expect(201)
    ).body as AdminProviderDto;
  const sendLead = async (providerId: number) =>
    (
      (
        await ctx()
          .http.post('/api/leads/provider')
          .send(providerLead({ providerId, postcode: '2300' }))
          .expect(201)
      ).body as { id: number }
    ).id;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    mine = await createProvider('Portal Own Care');
    theirs = await createProvider('Portal Other Care');
    portal = (await signInAsPartner(ctx(), mine.id)).agent;
    myLead = await sendLead(mine.id);
    theirLead = await sendLead(theirs.id);
  });

  describe('my listing', () => {
    it("reads the session's own provider", async () => {
      const listing = (await portal.get('/api/partner/listing').expect(200)).body as PartnerListingDto;
      expect(listing).toMatchObject({ id: mine.id, businessName: 'Portal Own Care', pendingChanges: [] });
    });

    it('applies live fields at once (intake checked date set automatically) and holds the business name for approval', async () => {
      const res = await portal
        .patch('/api/partner/listing')
        .send({
          phone: '(02) 5550 7777',
          languages: ['en', 'el'],
          acceptingNewClients: 'yes',
          acceptingConfirmedAt: '2001-01-01',
          businessName: 'Portal Own Care Plus',
        })
        .expect(200);
      const listing = res.body as PartnerListingDto;
      expect(listing).toMatchObject({ phone: '(02) 5550 7777', languages: ['en', 'el'], acceptingNewClients: 'yes', businessName: 'Portal Own Care' });
      expect(listing.acceptingConfirmedAt).not.toBe('2001-01-01');
      expect(listing.pendingChanges).toEqual([
        expect.objectContaining({ field: 'businessName', before: 'Portal Own Care', after: 'Portal Own Care Plus', status: 'pending' }),
      ]);
      const card = (await ctx().http.get(`/api/providers/${mine.id}`).expect(200)).body as { phone: string; businessName: string };
      expect(card).toMatchObject({ phone: '(02) 5550 7777', businessName: 'Portal Own Care' });
    });

    it('records the change in the audit trail with the provider user as the actor', async () => {
      const events = await auditEvents(admin, { entity: 'provider', entityId: mine.id });
      expect(events[0]).toMatchObject({ actorKind: 'partner' });
      expect(events[0].actorEmail).toMatch(/@provider\.example$/);
    });

    it.each([
      [{ phone: '' }, 'phone'],
      [{ email: 'not an email' }, 'email'],
      [{ servicesOffered: [99999] }, 'servicesOffered'],
      [{ languages: ['xx'] }, 'languages'],
      [{ website: 'not a web address at all' }, 'website'],
      [{ isHighlighted: true }, 'isHighlighted'],
    ])('answers 400 naming the field for %j and changes nothing', async (body, field) => {
      const before = (await portal.get('/api/partner/listing').expect(200)).body as PartnerListingDto;
      const res = await portal.patch('/api/partner/listing').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(field);
      expect((await portal.get('/api/partner/listing').expect(200)).body).toEqual(before);
    });
  });

  describe('the moderation queue', () => {
    it('lets an admin approve a change: it goes live, and the provider sees it approved', async () => {
      const queue = (await admin.get('/api/admin/moderation').expect(200)).body as ModerationRequestDto[];
      const request = queue.find((r) => r.providerId === mine.id && r.field === 'businessName')!;
      expect(request).toMatchObject({ providerName: 'Portal Own Care', before: 'Portal Own Care', after: 'Portal Own Care Plus' });
      await admin.post(`/api/admin/moderation/${request.id}/approve`).expect(200);
      expect(((await ctx().http.get(`/api/providers/${mine.id}`).expect(200)).body as { businessName: string }).businessName).toBe('Portal Own Care Plus');
      const changes = (await portal.get('/api/partner/changes').expect(200)).body as ModerationRequestDto[];
      expect(changes[0]).toMatchObject({ id: request.id, status: 'approved' });
      await admin.post(`/api/admin/moderation/${request.id}/approve`).expect(400);
    });

    it('lets an admin reject a change with a reason the provider sees', async () => {
      await portal.patch('/api/partner/listing').send({ website: 'portal-own.example' }).expect(200);
      const [request] = ((await admin.get('/api/admin/moderation').expect(200)).body as ModerationRequestDto[]).filter((r) => r.providerId === mine.id);
      expect(request).toMatchObject({ field: 'website', after: 'https://portal-own.example' });
      const bad = await admin.post(`/api/admin/moderation/${request.id}/reject`).send({}).expect(400);
      expect(JSON.stringify(bad.body)).toContain('reason');
      await admin.post(`/api/admin/moderation/${request.id}/reject`).send({ reason: 'That address does not open.' }).expect(200);
      const changes = (await portal.get('/api/partner/changes').expect(200)).body as ModerationRequestDto[];
      expect(changes.find((c) => c.id === request.id)).toMatchObject({ status: 'rejected', reason: 'That address does not open.' });
      await admin.post('/api/admin/moderation/999999/approve').expect(404);
    });
  });

  describe('my prices', () => {
    it('replaces the price list at once and records the rise in the public history as a provider change', async () => {
      const res = await portal
        .put('/api/partner/prices')
        .send({ prices: [{ serviceId: 1, standard: 165, evening: 180 }] })
        .expect(200);
      expect((res.body as PartnerPricesDto).prices[0]).toMatchObject({ serviceId: 1, standard: '165.00', evening: '180.00' });
      const history = (await ctx().http.get(`/api/providers/${mine.id}/price-history`).expect(200)).body as PriceHistoryDto;
      expect(history.changes[0]).toMatchObject({ timeBand: 'standard', oldPrice: '150.00', newPrice: '165.00', risePercent: 10 });
      const [row] = (await ctx().dataSource.query("SELECT changedByKind FROM price_changes WHERE providerId = ? AND timeBand = 'standard'", [
        mine.id,
      ])) as Array<{
        changedByKind: string;
      }>;
      expect(row.changedByKind).toBe('partner');
    });

    it.each([
      [{ prices: [{ serviceId: 1, standard: -5 }] }, 'standard'],
      [{ prices: [{ serviceId: 11, standard: 50 }] }, 'prices'],
      [{}, 'prices'],
    ])('answers 400 naming the field for %j and keeps the stored list', async (body, field) => {
      const res = await portal.put('/api/partner/prices').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(field);
      expect(((await portal.get('/api/partner/prices').expect(200)).body as PartnerPricesDto).prices[0].standard).toBe('165.00');
    });
  });

  describe('my leads', () => {
    it("lists the provider's own leads only, newest first, with Content-Range", async () => {
      const res = await portal.get('/api/partner/leads').expect(200);
      const leads = res.body as PartnerLeadDto[];
      expect(leads.map((l) => l.id)).toEqual([myLead]);
      expect(leads[0]).toMatchObject({ outcome: 'new', overdue: false, erased: false, name: 'John Carer' });
      expect(res.headers['content-range']).toBe('leads 0-0/1');
    });

    it('records the outcome and a note; the admin lead list shows the outcome', async () => {
      const res = await portal.patch(`/api/partner/leads/${myLead}`).send({ outcome: 'contacted', note: 'Called, visiting Tuesday' }).expect(200);
      expect(res.body as PartnerLeadDto).toMatchObject({ outcome: 'contacted', note: 'Called, visiting Tuesday', firstContactAt: expect.any(String) });
      const adminLead = (await admin.get(`/api/admin/leads/provider/${myLead}`).expect(200)).body as ProviderLeadDto & { outcome: string };
      expect(adminLead.outcome).toBe('contacted');
      const bad = await portal.patch(`/api/partner/leads/${myLead}`).send({ outcome: 'closed' }).expect(400);
      expect(JSON.stringify(bad.body)).toContain('outcome');
    });

    it('exports the leads as formula-safe CSV', async () => {
      await portal.patch(`/api/partner/leads/${myLead}`).send({ note: '=HYPERLINK("x")' }).expect(200);
      const res = await portal.get('/api/partner/leads/export.csv').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      expect(res.text).toContain(`"'=HYPERLINK(""x"")"`);
    });

    it('gives the figures for 12 months', async () => {
      const figures = (await portal.get('/api/partner/figures').expect(200)).body as PartnerFiguresDto;
      expect(figures.timeZone).toBe('Australia/Sydney');
      expect(figures.months).toHaveLength(12);
      expect(figures.months[11]).toMatchObject({ leads: 1, contactedInTimeShare: 1 });
    });
  });

  describe('keeping the promise: overdue leads and the one reminder', () => {
    it('shows a lead still new past its deadline as overdue, and queues ONE reminder email however often the job runs', async () => {
      const late = await sendLead(mine.id);
      await ctx()
        .dataSource.getRepository(ProviderLead)
        .update({ id: late }, { contactBy: new Date(Date.now() - 60_000) });
      const overdue = (await admin.get('/api/admin/leads/overdue').expect(200)).body as OverdueLeadDto[];
      expect(overdue.map((l) => l.id)).toContain(late);
      expect(((await admin.get('/api/admin/stats').expect(200)).body as AdminStatsDto).overdueLeads).toBeGreaterThanOrEqual(1);

      const job = ctx().app.get(LeadRemindersService);
      const results = await Promise.all([job.sweep(), job.sweep()]);
      expect(results[0]).toBeGreaterThanOrEqual(1);
      expect(await job.sweep()).toBe(0);
      const rows = (await ctx().dataSource.query("SELECT COUNT(*) AS n FROM lead_notifications WHERE leadKind = 'lead_reminder' AND leadId = ?", [
        late,
      ])) as Array<{
        n: number | string;
      }>;
      expect(Number(rows[0].n)).toBe(1);
      expect(((await portal.get(`/api/partner/leads/${late}`).expect(200)).body as PartnerLeadDto).overdue).toBe(true);
    });

    it('sends no reminder for a lead whose deadline is still ahead (the injectable clock)', async () => {
      const fresh = await sendLead(mine.id);
      const job = ctx().app.get(LeadRemindersService);
      await job.sweep();
      const [row] = (await ctx().dataSource.query('SELECT reminderSentAt FROM provider_leads WHERE id = ?', [fresh])) as Array<{ reminderSentAt: unknown }>;
      expect(row.reminderSentAt).toBeNull();
      job.clock = () => new Date(Date.now() + 10 * 86_400_000);
      try {
        expect(await job.sweep()).toBeGreaterThanOrEqual(1);
      } finally {
        job.clock = () => new Date();
      }
    });
  });

  // partner-tenant-isolation.contract.ts walks every route; here, that a refused write changes nothing.
  describe('tenant isolation: the lead routes with another provider ids, and ids that do not exist', () => {
    // Each route that takes an id, with the requests that must answer 404 (never another provider's data).
    const ID_ROUTES: Record<string, (id: number) => request.Test> = {
      'GET /api/partner/leads/{id}': (id) => portal.get(`/api/partner/leads/${id}`),
      'PATCH /api/partner/leads/{id}': (id) => portal.patch(`/api/partner/leads/${id}`).send({ outcome: 'contacted' }),
    };
    it.each(Object.keys(ID_ROUTES))("%s answers 404 for another provider's lead and for an unknown id", async (route) => {
      for (const id of [theirLead, 999999]) {
        const res = await ID_ROUTES[route](id);
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('John Carer');
      }
      const [row] = (await ctx().dataSource.query('SELECT outcome FROM provider_leads WHERE id = ?', [theirLead])) as Array<{ outcome: string }>;
      expect(row.outcome).toBe('new');
    });

    it('never shows another provider in the routes without an id', async () => {
      for (const path of ['/api/partner/listing', '/api/partner/prices', '/api/partner/changes', '/api/partner/leads', '/api/partner/leads/export.csv']) {
        const res = await portal.get(path).expect(200);
        expect(res.text).not.toContain('Portal Other Care');
      }
    });

    it('refuses the portal routes without a provider session, and to an admin session', async () => {
      await ctx().http.get('/api/partner/listing').expect(401);
      await admin.get('/api/partner/leads').expect(401);
    });
  });
});
