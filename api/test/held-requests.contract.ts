import request from 'supertest';
import {
  contactDeadline,
  HELD_REQUEST_MESSAGES,
  promiseDay,
  type AdminStatsDto,
  type AuditEventDto,
  type HeldRequestDto,
  type LeadContactPromiseDto,
  type OverdueLeadDto,
  type PartnerLeadDto,
  type UnclaimedDemandDto,
} from '@homeward/domain';
import { ProviderLead } from '../src/leads/entities/provider-lead.entity.js';
import { nationalHolidays } from '../src/common/national-holidays.js';
import { LeadRemindersService } from '../src/leads/reminders/lead-reminders.service.js';
import { Provider } from '../src/providers/entities/provider.entity.js';
import { adminAgent, directoryChangedBehindTheApi, useTestApp } from './support/harness.js';
import { auditEvents, providerLead, raQuery } from './support/factories.js';
import { insertOfficialListing } from './support/official-listings.js';
import { emlFor, inviteByEmail, TEST_PARTNER_PASSWORD } from './support/partners.js';

type Agent = ReturnType<typeof request.agent>;

/** The outbox kinds whose row id is a provider lead's (other kinds number invitations, claims...). */
const LEAD_EMAIL_KINDS = ['provider', 'lead_reminder', 'held_team', 'held_family', 'held_outcome'];

/** A family's request to an organisation that has not joined Homeward: kept for the team, answered, handed over on joining. */
describe('requests held for providers not on Homeward', () => {
  const ctx = useTestApp('held-requests');
  let admin: Agent;
  let bright: Provider;
  let quiet: Provider;
  let first: number;

  const outboxKinds = async (leadId: number) =>
    ((await ctx().dataSource.query('SELECT leadKind FROM lead_notifications WHERE leadId = ? ORDER BY leadKind', [leadId])) as Array<{ leadKind: string }>)
      .map((r) => r.leadKind)
      .filter((kind) => LEAD_EMAIL_KINDS.includes(kind));
  const lead = (id: number) => ctx().dataSource.getRepository(ProviderLead).findOneByOrFail({ id });
  const ask = (provider: Provider, overrides: Record<string, unknown> = {}) =>
    ctx()
      .http.post('/api/leads/provider')
      .send(providerLead({ providerId: provider.id, providerName: provider.businessName, postcode: '2300', ...overrides }));
  const queue = async (filter?: Record<string, unknown>) => {
    const res = await admin
      .get('/api/admin/held-requests')
      .query(raQuery({ range: [0, 24], ...(filter ? { filter } : {}) }))
      .expect(200);
    return { items: res.body as HeldRequestDto[], range: res.headers['content-range'] as string };
  };

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    const office = { address: '1 Hunter Street', suburb: 'Newcastle', state: 'NSW' as const, postcode: '2300', latitude: -32.927, longitude: 151.776 };
    bright = await insertOfficialListing(ctx().dataSource, { name: 'Bright Valley Care Ltd', offices: [office] });
    quiet = await insertOfficialListing(ctx().dataSource, { name: 'Quiet Harbour Services', offices: [{ ...office, address: '9 Scott Street' }] });
    await directoryChangedBehindTheApi(ctx());
  });

  describe('intake', () => {
    it('says before sending that the team would take it, and by when', async () => {
      const promise = (await ctx().http.get(`/api/leads/provider/${bright.id}/contact-by`).expect(200)).body as LeadContactPromiseDto;
      expect(promise).toMatchObject({ providerId: bright.id, held: true });
      expect(promise.contactByDay).toBe(promiseDay(promise.contactBy, 'NSW'));
      expect(((await ctx().http.get('/api/leads/provider/1/contact-by').expect(200)).body as LeadContactPromiseDto).held).toBe(false);
      await ctx().http.get('/api/leads/provider/999999/contact-by').expect(404);
    });

    it('keeps the request with heldAt and the 2-business-day promise, and answers held with contactBy', async () => {
      const res = await ask(bright).expect(201);
      first = res.body.id as number;
      const row = await lead(first);
      expect(row.heldAt).not.toBeNull();
      expect(row).toMatchObject({
        providerId: bright.id,
        providerName: 'Bright Valley Care Ltd',
        name: 'John Carer',
        email: 'john@example.com',
        referralId: 'REF-12345',
      });
      const promised = contactDeadline(new Date(row.createdAt), 'NSW', nationalHolidays());
      expect(new Date(row.contactBy!).toISOString()).toBe(promised.toISOString());
      expect(res.body).toEqual({ id: first, status: 'new', held: true, contactBy: promised.toISOString() });
    });

    it("queues the team's copy and the family's confirmation, and nothing for the provider", async () => {
      expect(await outboxKinds(first)).toEqual(['held_family', 'held_team']);
      const team = await emlFor(ctx(), `held-team-${first}`);
      expect(team).toMatch(new RegExp(`^To: ${ctx().config.mail.leadsEmail}`, 'm'));
      expect(team).toContain('john@example.com');
      const family = await emlFor(ctx(), `held-family-${first}`);
      expect(family).toMatch(/^To: john@example\.com/m);
      expect(family).toContain('We have your request for Bright Valley Care Ltd');
      expect(family).toContain(promiseDay((await lead(first)).contactBy!, 'NSW'));
    });

    it('checks a request as every provider lead is checked (the same messages)', async () => {
      const forDemo = await ctx()
        .http.post('/api/leads/provider')
        .send(providerLead({ providerId: 1, name: '' }))
        .expect(400);
      const forHeld = await ask(bright, { name: '' }).expect(400);
      expect(forHeld.body.message).toEqual(forDemo.body.message);
    });
  });

  describe("the team's queue and the demand", () => {
    let second: number;

    beforeAll(async () => {
      second = (await ask(bright, { name: 'Mary Citizen', email: 'mary@example.com' }).expect(201)).body.id as number;
      await ask(quiet).expect(201);
    });

    it('lists held requests not acted on, with the organisation, the family and the promise', async () => {
      const { items, range } = await queue({ acted: false });
      expect(range).toMatch(/^held-requests 0-2\/3$/);
      expect(items.find((r) => r.id === first)).toMatchObject({
        organisation: 'Bright Valley Care Ltd',
        organisationPlace: 'Newcastle NSW 2300',
        name: 'John Carer',
        email: 'john@example.com',
        phone: '(02) 5550 1234',
        overdue: false,
        teamAction: null,
      });
      expect((await queue({ acted: true })).items).toEqual([]);
      await admin
        .get('/api/admin/held-requests')
        .query(raQuery({ filter: { acted: 'maybe' } }))
        .expect(400);
    });

    it('counts the families who asked per organisation, most asked first', async () => {
      const res = await admin
        .get('/api/admin/unclaimed-demand')
        .query(raQuery({ range: [0, 9] }))
        .expect(200);
      expect(res.headers['content-range']).toBe('unclaimed-demand 0-1/2');
      const rows = res.body as UnclaimedDemandDto[];
      expect(rows.map((r) => [r.organisation, r.requests, r.waiting])).toEqual([
        ['Bright Valley Care Ltd', 2, 2],
        ['Quiet Harbour Services', 1, 1],
      ]);
      const second$ = await lead(second);
      expect(rows[0].latestRequestAt).toBe(new Date(second$.createdAt).toISOString());
    });

    it('counts a request past its promise as overdue, and sends no reminder to a provider with no email', async () => {
      const past = new Date(Date.now() - 86_400_000);
      await ctx().dataSource.getRepository(ProviderLead).update({ id: second }, { contactBy: past });
      const overdue = (await admin.get('/api/admin/leads/overdue').expect(200)).body as OverdueLeadDto[];
      expect(overdue.find((l) => l.id === second)).toMatchObject({ held: true, providerName: 'Bright Valley Care Ltd' });
      const before = ((await admin.get('/api/admin/stats').expect(200)).body as AdminStatsDto).overdueLeads;
      expect(before).toBeGreaterThanOrEqual(1);
      expect((await queue({ overdue: true })).items.map((r) => r.id)).toEqual([second]);
      // A lead of a provider on Homeward, late too: the same sweep reminds its provider.
      const ordinary = (
        await ctx()
          .http.post('/api/leads/provider')
          .send(providerLead({ providerId: 1 }))
          .expect(201)
      ).body.id as number;
      await ctx().dataSource.getRepository(ProviderLead).update({ id: ordinary }, { contactBy: past });
      await ctx().app.get(LeadRemindersService).sweep();
      expect(await outboxKinds(ordinary)).toEqual(['lead_reminder', 'provider']);
      expect(await outboxKinds(second)).toEqual(['held_family', 'held_team']);
      expect((await lead(second)).reminderSentAt).toBeNull();
    });

    it("records the team's action once, audited, tells the family, and the request is no longer overdue", async () => {
      const bad = await admin.post(`/api/admin/held-requests/${second}/action`).send({ action: 'emailed' }).expect(400);
      expect(JSON.stringify(bad.body)).toContain(HELD_REQUEST_MESSAGES.action);
      const overdueBefore = ((await admin.get('/api/admin/stats').expect(200)).body as AdminStatsDto).overdueLeads;

      const res = await admin.post(`/api/admin/held-requests/${second}/action`).send({ action: 'invited', note: 'Left a message with reception' }).expect(200);
      expect(res.body).toMatchObject({ id: second, teamAction: 'invited', teamActedBy: 'admin@test.example', overdue: false });
      expect((res.body as HeldRequestDto).notes).toContain('Left a message with reception');
      const again = await admin.post(`/api/admin/held-requests/${second}/action`).send({ action: 'passed-on' }).expect(409);
      expect(again.body.message).toBe(HELD_REQUEST_MESSAGES.alreadyActed);
      await admin.post('/api/admin/held-requests/999999/action').send({ action: 'invited' }).expect(404);

      const [event] = (await auditEvents(admin, { entity: 'provider_lead', entityId: second })) as AuditEventDto[];
      expect(event).toMatchObject({
        action: 'update',
        actorEmail: 'admin@test.example',
        changes: { teamAction: { before: null, after: 'invited' }, notes: 'changed' },
      });
      expect(await outboxKinds(second)).toEqual(['held_family', 'held_outcome', 'held_team']);
      expect(await emlFor(ctx(), `held-outcome-${second}`)).toContain('We asked Bright Valley Care Ltd to join Homeward');

      expect(((await admin.get('/api/admin/stats').expect(200)).body as AdminStatsDto).overdueLeads).toBe(overdueBefore - 1);
      expect((await queue({ acted: true })).items.map((r) => r.id)).toEqual([second]);
      // The default order: the requests nobody has acted on first.
      expect((await queue()).items.map((r) => r.id).at(-1)).toBe(second);
    });
  });

  describe('hand-over once the organisation joins', () => {
    let portal: Agent;
    let claimedAt: Date;

    beforeAll(async () => {
      // The claim's approval: the listing is claimed, then a person from it is invited and accepts.
      // Whole seconds, as MySQL's DATETIME keeps it (the app counts the promise from the stored time).
      claimedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      await ctx().dataSource.getRepository(Provider).update({ id: bright.id }, { claimedAt });
      const { token } = await inviteByEmail(ctx(), admin, bright.id, 'manager@bright.example', 'Sam Manager');
      portal = request.agent(ctx().app.getHttpServer());
      await portal.post('/api/partner/invitations/accept').send({ token, name: 'Sam Manager', password: TEST_PARTNER_PASSWORD }).expect(200);
    });

    it('shows the held requests in its lead list, marked, on a fresh promise from the approval', async () => {
      const leads = (await portal.get('/api/partner/leads').expect(200)).body as PartnerLeadDto[];
      expect(leads).toHaveLength(2);
      const fresh = contactDeadline(claimedAt, 'NSW', nationalHolidays());
      for (const l of leads) {
        expect(l.heldAt).not.toBeNull();
        expect(new Date(l.contactBy).getTime()).toBeGreaterThanOrEqual(fresh.getTime());
        expect(l.overdue).toBe(false);
      }
      // The request that was overdue with the team starts the provider's own clock at the approval.
      const handed = await lead(first);
      expect(handed.handedOverAt).not.toBeNull();
      expect((await portal.get(`/api/partner/leads/${first}`).expect(200)).body).toMatchObject({ id: first, name: 'John Carer', heldAt: expect.any(String) });
    });

    it("leaves the team's queue and the demand list", async () => {
      expect((await queue()).items.every((r) => r.organisation !== 'Bright Valley Care Ltd')).toBe(true);
      const demand = (await admin.get('/api/admin/unclaimed-demand').expect(200)).body as UnclaimedDemandDto[];
      expect(demand.map((r) => r.organisation)).toEqual(['Quiet Harbour Services']);
      const late = await admin.post(`/api/admin/held-requests/${first}/action`).send({ action: 'passed-on' }).expect(409);
      expect(late.body.message).toBe(HELD_REQUEST_MESSAGES.joined);
    });
  });

  it('changes nothing for a provider the team entered: the provider is emailed, the answer is the spec’s', async () => {
    const res = await ctx()
      .http.post('/api/leads/provider')
      .send(providerLead({ providerId: 1 }))
      .expect(201);
    expect(res.body).toEqual({ id: res.body.id, status: 'new' });
    expect(await outboxKinds(res.body.id as number)).toEqual(['provider']);
    expect((await lead(res.body.id as number)).heldAt).toBeNull();
  });
});
