import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERASED_MARKER, type CalculatorLeadDto, type ProviderLeadDto } from '@homeward/domain';
import { CalculatorLead } from '../src/leads/entities/calculator-lead.entity.js';
import { ProviderLead } from '../src/leads/entities/provider-lead.entity.js';
import { LeadRetentionService } from '../src/leads/team/lead-retention.service.js';
import { adminAgent, startApp, useAdminAgent, useTestApp, useTestDatabase } from './support/harness.js';
import { raQuery, sendLead, auditEvents } from './support/factories.js';
import { eventually } from './support/smtp-sink.js';

const DAY = 24 * 60 * 60_000;

describe('privacy requests: erasing leads', () => {
  const ctx = useTestApp('lead-erasure');
  const admin = useAdminAgent(ctx);

  it('erases one or several provider leads: personal details replaced, the row kept, the reason in the trail', async () => {
    const ids: number[] = [];
    for (const name of ['Erin Erase', 'Evan Erase', 'Kim Keep']) {
      ids.push(await sendLead(ctx().http, 'provider', { name, email: `${name.split(' ')[0].toLowerCase()}@example.com` }));
    }
    await admin().put(`/api/admin/leads/provider/${ids[0]}`).send({ status: 'contacted', notes: 'Spoke to Erin' }).expect(200);
    const res = await admin()
      .post('/api/admin/leads/provider/erase')
      .send({ ids: [ids[0], ids[1]], reason: 'Asked by phone to delete her details' })
      .expect(200);
    expect(res.body).toEqual({ erased: [ids[0], ids[1]], alreadyErased: [] });

    const erased = (await admin().get(`/api/admin/leads/provider/${ids[0]}`).expect(200)).body as ProviderLeadDto;
    expect(erased).toEqual(
      expect.objectContaining({
        name: ERASED_MARKER,
        email: ERASED_MARKER,
        phone: ERASED_MARKER,
        postcode: ERASED_MARKER,
        referralId: null,
        notes: null,
        status: 'contacted',
        providerId: 1,
        serviceLevel: 'Level 2 - Low support',
      }),
    );
    const row = await ctx().dataSource.getRepository(ProviderLead).findOneByOrFail({ id: ids[0] });
    expect(row.sessionId).toBe(ERASED_MARKER);
    expect(row.erasedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/Erin|erin@|Spoke/);
    expect(((await admin().get(`/api/admin/leads/provider/${ids[2]}`).expect(200)).body as ProviderLeadDto).name).toBe('Kim Keep');

    const trail = await auditEvents(admin(), { action: 'erase', entity: 'provider_lead' });
    expect(trail.map((e) => e.entityId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(trail[0]).toEqual(
      expect.objectContaining({
        reason: 'Asked by phone to delete her details',
        changes: expect.objectContaining({ name: 'changed', email: 'changed', phone: 'changed' }),
      }),
    );
    expect(JSON.stringify(trail)).not.toMatch(/Erin|Evan|erin@/);

    const again = await admin()
      .post('/api/admin/leads/provider/erase')
      .send({ ids: [ids[0]], reason: 'Second request' })
      .expect(200);
    expect(again.body).toEqual({ erased: [], alreadyErased: [ids[0]] });
    const noted = await admin().put(`/api/admin/leads/provider/${ids[0]}`).send({ notes: 'new personal note' }).expect(400);
    expect(noted.body.message).toBe('This lead was erased: notes can no longer be added');
  });

  it('erases a calculator lead and keeps its plan for the statistics', async () => {
    const id = await sendLead(ctx().http, 'calculator', { name: 'Carla Calc' });
    await admin()
      .post('/api/admin/leads/calculator/erase')
      .send({ ids: [id], reason: 'Email request 12 March' })
      .expect(200);
    const lead = (await admin().get(`/api/admin/leads/calculator/${id}`).expect(200)).body as CalculatorLeadDto;
    expect(lead).toEqual(
      expect.objectContaining({ name: ERASED_MARKER, email: ERASED_MARKER, totalWeeklyCost: 585, serviceLevel: 'Level 3 - Low to Medium support' }),
    );
  });

  it.each([
    ['no ids', { reason: 'Because asked' }, /ids must/],
    ['an empty list', { ids: [], reason: 'Because asked' }, /at least one lead/],
    ['a bad id', { ids: ['x'], reason: 'Because asked' }, /whole numbers/],
    ['no reason', { ids: [1] }, /reason/],
    ['a blank reason', { ids: [1], reason: '  ' }, /reason must be at least 3 characters/],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await admin().post('/api/admin/leads/calculator/erase').send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it('answers 404 naming unknown ids and erases nothing', async () => {
    const id = await sendLead(ctx().http, 'calculator', { name: 'Nina Notyet' });
    const res = await admin()
      .post('/api/admin/leads/calculator/erase')
      .send({ ids: [id, 987654], reason: 'Mixed request' })
      .expect(404);
    expect(res.body.message).toBe('Calculator lead not found: 987654');
    expect(((await admin().get(`/api/admin/leads/calculator/${id}`).expect(200)).body as CalculatorLeadDto).name).toBe('Nina Notyet');
  });

  it('filters the lead lists by date range and status, and exports what is filtered', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = await admin()
      .get('/api/admin/leads/provider')
      .query(raQuery({ filter: { from: today, to: today, status: 'contacted' }, range: [0, 24] }))
      .expect(200);
    expect((list.body as ProviderLeadDto[]).every((l) => l.status === 'contacted')).toBe(true);
    expect(list.body.length).toBeGreaterThan(0);
    expect(
      (
        await admin()
          .get('/api/admin/leads/provider')
          .query(raQuery({ filter: { to: '2001-01-01' } }))
          .expect(200)
      ).body,
    ).toEqual([]);
    const csv = await admin()
      .get('/api/admin/leads/provider/export')
      .query(raQuery({ filter: { from: today, status: 'contacted' } }))
      .expect(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(1 + list.body.length);
    await admin()
      .get('/api/admin/leads/calculator')
      .query(raQuery({ filter: { from: 'last week' } }))
      .expect(400);
  });
});

describe('erased leads leave no copies behind', () => {
  const ctx = useTestApp('lead-erasure-copies');

  /** The .eml file the outbox wrote for a lead's first email (no SMTP_URL in the tests). */
  const emlOf = (kind: string, id: number) => path.join(ctx().config.dataDir, 'outbox', `lead-${kind}-${id}@homeward.example.eml`);

  it("removes the outbox's .eml copies of an erased lead, and only of that lead", async () => {
    const admin = await adminAgent(ctx());
    const [gone, kept] = [
      await sendLead(ctx().http, 'calculator', { name: 'Gone Person', email: 'gone.person@example.com' }),
      await sendLead(ctx().http, 'calculator', { name: 'Kept Person' }),
    ];
    expect(await eventually(() => readFileSync(emlOf('calculator', gone), 'utf8'))).toContain('gone.person@example.com');
    await eventually(() => readFileSync(emlOf('calculator', kept), 'utf8'));
    // A resend's copy too.
    await admin.post(`/api/admin/leads/calculator/${gone}/resend`).send({}).expect(200);
    const resent = emlOf('calculator', gone).replace('@', '-r1@');
    await eventually(() => readFileSync(resent, 'utf8'));

    await admin
      .post('/api/admin/leads/calculator/erase')
      .send({ ids: [gone], reason: 'Asked by email to delete her details' })
      .expect(200);
    expect([existsSync(emlOf('calculator', gone)), existsSync(resent), existsSync(emlOf('calculator', kept))]).toEqual([false, false, true]);
  });

  it('removes them in the retention sweep too', async () => {
    const id = await sendLead(ctx().http, 'provider', { name: 'Aged Person' });
    await eventually(() => readFileSync(emlOf('provider', id), 'utf8'));
    await ctx()
      .dataSource.getRepository(ProviderLead)
      .update({ id }, { createdAt: new Date(Date.now() - 800 * DAY) });
    expect(await ctx().app.get(LeadRetentionService).sweep()).toBeGreaterThanOrEqual(1);
    expect(existsSync(emlOf('provider', id))).toBe(false);
  });

  it("keeps a lead export's search words out of the audit trail: the filter is recorded with its text redacted", async () => {
    const admin = await adminAgent(ctx());
    await admin
      .get('/api/admin/leads/calculator/export')
      .query(raQuery({ filter: { q: 'gone.person@example.com', status: 'new' } }))
      .expect(200);
    const trail = await auditEvents(admin, { action: 'export' });
    const entry = trail.find((e) => e.entity === 'calculator_lead')!;
    expect(entry.reason).toContain('filter {"q":"[text]","status":"new"}');
    expect(JSON.stringify(trail)).not.toContain('gone.person');
  });
});

describe('LEAD_RETENTION_DAYS: older leads de-identified at start and by the daily sweep', () => {
  const database = useTestDatabase('lead-retention');

  it('keeps leads with 0, anonymises the older ones at start, then in the sweep, in batches, with the audit entries', async () => {
    const first = await startApp(database(), { LEAD_RETENTION_DAYS: '0' });
    const old: number[] = [];
    const fresh: number[] = [];
    try {
      // One lead through the API, then 204 more written straight to the table (more than one batch of 200).
      const template = await sendLead(first.http, 'calculator', { name: 'Old Person 0' });
      old.push(template);
      const row = await first.dataSource.getRepository(CalculatorLead).findOneByOrFail({ id: template });
      const { id: _id, ...fields } = row;
      const copies = Array.from({ length: 204 }, (_, i) => ({ ...fields, name: `Old Person ${i + 1}`, email: `old${i + 1}@example.com` }));
      await first.dataSource
        .getRepository(CalculatorLead)
        .createQueryBuilder()
        .insert()
        .values(copies as never)
        .execute();
      fresh.push(await sendLead(first.http, 'provider', { name: 'Recent Person' }));
      const oldProvider = await sendLead(first.http, 'provider', { name: 'Old Provider Lead' });
      old.push(oldProvider);
      await first.dataSource
        .getRepository(CalculatorLead)
        .createQueryBuilder()
        .update()
        .set({ createdAt: new Date(Date.now() - 40 * DAY) })
        .execute();
      await first.dataSource.getRepository(ProviderLead).update({ id: oldProvider }, { createdAt: new Date(Date.now() - 40 * DAY) });
      await first.app.get(LeadRetentionService).sweep();
      expect(await first.dataSource.getRepository(CalculatorLead).countBy({ name: 'Old Person 0' })).toBe(1); // 0 = keep
    } finally {
      await first.close();
    }

    const second = await startApp(database(), { LEAD_RETENTION_DAYS: '30' });
    try {
      await second.app.get(LeadRetentionService).idle();
      // The start-up sweep runs on a timer right after start; wait for it to have run.
      for (let i = 0; i < 50 && (await second.dataSource.getRepository(CalculatorLead).countBy({ name: 'Old Person 0' })) > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        await second.app.get(LeadRetentionService).idle();
      }
      const calc = await second.dataSource.getRepository(CalculatorLead).find();
      expect(calc).toHaveLength(205);
      expect(calc.every((l) => l.name === '[erased]' && l.email === '[erased]' && l.erasedAt !== null)).toBe(true);
      const prov = await second.dataSource.getRepository(ProviderLead).find({ order: { id: 'ASC' } });
      expect(prov.map((l) => l.name)).toEqual(['Recent Person', '[erased]']);

      // The daily sweep: a lead that ages past the limit later is caught the next time.
      await second.dataSource.getRepository(ProviderLead).update({ id: fresh[0] }, { createdAt: new Date(Date.now() - 31 * DAY) });
      expect(await second.app.get(LeadRetentionService).sweep()).toBe(1);
      expect((await second.dataSource.getRepository(ProviderLead).findOneByOrFail({ id: fresh[0] })).name).toBe('[erased]');
      expect(await second.app.get(LeadRetentionService).sweep()).toBe(0);

      const admin = await adminAgent(second);
      const trail = await admin
        .get('/api/admin/audit')
        .query(raQuery({ filter: { action: 'retention_erase' }, range: [0, 499] }))
        .expect(200);
      expect(trail.headers['content-range']).toMatch(/\/207$/);
      expect(trail.body[0]).toEqual(expect.objectContaining({ actorId: null, actorEmail: null, reason: 'Kept longer than LEAD_RETENTION_DAYS (30 days)' }));
    } finally {
      await second.close();
    }
  }, 90_000);
});
