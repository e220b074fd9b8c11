import type { AuditEventDto } from '@homeward/domain';
import { TEST_ADMIN, adminAgent, useTestApp } from './support/harness.js';
import { createProvider, raQuery, sendLead, auditEvents } from './support/factories.js';
import type request from 'supertest';

describe('audit trail: every admin write, who, when, what; read-only', () => {
  const ctx = useTestApp('audit');
  let admin: ReturnType<typeof request.agent>;

  const events = (filter: Record<string, unknown>): Promise<AuditEventDto[]> => auditEvents(admin, filter, [0, 99]);

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  it('records a provider create, edit, toggle and delete with before/after of the changed fields', async () => {
    const created = await createProvider(admin, { businessName: 'Audited Care' });
    await admin.put(`/api/admin/providers/${created.id}`).send({ phone: '(02) 5550 0000', rating: 4.8 }).expect(200);
    await admin.put(`/api/admin/providers/${created.id}`).send({ isActive: false }).expect(200);
    await admin.delete(`/api/admin/providers/${created.id}`).expect(200);

    const trail = await events({ entity: 'provider', entityId: created.id });
    expect(trail.map((e) => e.action)).toEqual(['delete', 'deactivate', 'update', 'create']);
    for (const e of trail)
      expect(e).toEqual(
        expect.objectContaining({
          actorEmail: TEST_ADMIN.email,
          actorId: expect.any(Number),
          entity: 'provider',
          entityId: created.id,
          at: expect.any(String),
        }),
      );
    expect(trail[2].changes).toEqual({ phone: { before: '(02) 5550 9999', after: '(02) 5550 0000' }, rating: { before: 4.2, after: 4.8 } });
    expect(trail[1].changes).toEqual({ isActive: { before: true, after: false } });
    expect(trail[3].changes?.businessName).toEqual({ before: null, after: 'Audited Care' });
    expect(trail[0].changes?.businessName).toEqual({ before: 'Audited Care', after: null });
  });

  it('records sign-ins that succeed and fail (the email tried, never the password)', async () => {
    await ctx().http.post('/api/admin/login').send({ email: 'intruder@test.example', password: 'guess-one-two' }).expect(401);
    const failed = await events({ action: 'login_failed' });
    expect(failed[0]).toEqual(expect.objectContaining({ actorId: null, actorEmail: 'intruder@test.example', entity: 'session', changes: null }));
    const logins = await events({ action: 'login', actorEmail: TEST_ADMIN.email });
    expect(logins.length).toBeGreaterThanOrEqual(1);
    const everything = JSON.stringify((await admin.get('/api/admin/audit').expect(200)).body);
    expect(everything).not.toMatch(/guess-one-two|correct-horse|scrypt/);
  });

  it('records lead status and notes changes with notes shown only as "changed", and lead CSV exports', async () => {
    const id = await sendLead(ctx().http, 'calculator');
    await admin.put(`/api/admin/leads/calculator/${id}`).send({ status: 'contacted', notes: 'Rang Mary, call back Tuesday' }).expect(200);
    const [change] = await events({ entity: 'calculator_lead', entityId: id });
    expect(change.changes).toEqual({ status: { before: 'new', after: 'contacted' }, notes: 'changed' });
    expect(JSON.stringify(change)).not.toContain('Tuesday');

    await admin
      .get('/api/admin/leads/calculator/export')
      .query(raQuery({ filter: { status: 'contacted' } }))
      .expect(200);
    const [exported] = await events({ action: 'export', entity: 'calculator_lead' });
    expect(exported.reason).toBe('CSV of 1 lead(s); filter {"status":"contacted"}');
  });

  it('lists newest first with Content-Range, filters by actor, action, entity and date range', async () => {
    const res = await admin
      .get('/api/admin/audit')
      .query(raQuery({ sort: ['id', 'DESC'], range: [0, 2] }))
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^audit 0-2\/\d+$/);
    const ids = (res.body as AuditEventDto[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const today = new Date().toISOString().slice(0, 10);
    expect((await events({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await events({ to: '2000-01-01' })).toEqual([]);
    expect(await events({ actorEmail: 'nobody@test.example' })).toEqual([]);
  });

  it.each([
    [{ entity: 'planet' }, /filter.entity must be one of/],
    [{ action: 'explode' }, /filter.action must be one of/],
    [{ from: 'yesterday' }, /filter from must be a date/],
    [{ from: '2026-02-02', to: '2026-01-01' }, /from must not be after filter to/],
    [{ actorId: 'me' }, /actorId must be a positive whole number/],
  ])('answers 400 for the filter %j', async (filter, message) => {
    const res = await admin.get('/api/admin/audit').query(raQuery({ filter })).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it('cannot be changed or deleted through the API', async () => {
    const [latest] = await events({});
    for (const call of [
      admin.post('/api/admin/audit').send({}),
      admin.put(`/api/admin/audit/${latest.id}`).send({}),
      admin.delete(`/api/admin/audit/${latest.id}`),
      admin.delete('/api/admin/audit'),
    ]) {
      expect([404, 405]).toContain((await call).status);
    }
    expect((await events({})).find((e) => e.id === latest.id)).toEqual(latest);
  });

  it('needs an admin session', async () => {
    await ctx().http.get('/api/admin/audit').expect(401);
  });
});
