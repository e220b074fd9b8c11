import { NO_LEAD_NEEDS, type CalculatorLeadDto, type ProviderLeadDto } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { raQuery, sendLead } from './support/factories.js';
import type request from 'supertest';

function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

describe('admin leads: lists, one lead, status and notes, CSV export', () => {
  const ctx = useTestApp('admin-leads');
  let admin: ReturnType<typeof request.agent>;
  const calcIds: number[] = [];
  const provIds: number[] = [];

  /** A lead list as the console shows it, checked to be newest first; answers its newest lead. */
  const newestLead = async <T extends { id: number }>(kind: 'calculator' | 'provider', idsOldestFirst: number[]): Promise<T> => {
    const leads = (await admin.get(`/api/admin/leads/${kind}`).expect(200)).body as T[];
    expect(leads.map((l) => l.id)).toEqual([...idsOldestFirst].reverse());
    return leads[0];
  };

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    for (const [i, name] of ['Alice First', 'Bob Second', '=cmd|calc', 'Dora Fourth'].entries()) {
      calcIds.push(await sendLead(ctx().http, 'calculator', { name, email: `lead${i}@example.com` }));
      provIds.push(await sendLead(ctx().http, 'provider', { name, email: `lead${i}@example.com` }));
    }
  });

  it('lists calculator leads newest first in the spec shape', async () => {
    const newest = await newestLead<CalculatorLeadDto>('calculator', calcIds);
    expect(newest).toEqual({
      id: calcIds[3],
      name: 'Dora Fourth',
      email: 'lead3@example.com',
      phone: '0491 570 156',
      postcode: '2000',
      status: 'new',
      serviceLevel: 'Level 3 - Low to Medium support',
      hasReferralId: false,
      referralId: null,
      selectedServices: JSON.stringify({ 1: 2, 11: 3 }),
      services: [
        { serviceId: 1, hoursPerWeek: 2, serviceName: 'Nursing care' },
        { serviceId: 11, hoursPerWeek: 3, serviceName: 'Domestic assistance' },
      ],
      totalWeeklyCost: 585,
      totalQuarterlyCost: 7605,
      selfManagement: false,
      notes: null,
      // Sent without the optional needs (lead-needs.contract.ts covers leads with them).
      ...NO_LEAD_NEEDS,
      createdAt: expect.any(String),
      // Its email to the team (written as an .eml file here, no SMTP_URL).
      delivery: expect.objectContaining({ status: expect.stringMatching(/^(queued|sending|sent)$/), lastError: null }),
    });
    expect(JSON.parse(newest.selectedServices)).toEqual({ '1': 2, '11': 3 });
  });

  it('lists provider leads newest first in the spec shape', async () => {
    expect(await newestLead<ProviderLeadDto>('provider', provIds)).toEqual({
      id: provIds[3],
      name: 'Dora Fourth',
      email: 'lead3@example.com',
      phone: '(02) 5550 1234',
      postcode: '3056',
      status: 'new',
      providerId: 1,
      providerName: 'Wattle Grove Home Care (Demo)',
      serviceLevel: 'Level 2 - Low support',
      hasReferralId: true,
      referralId: 'REF-12345',
      selfManagement: true,
      notes: null,
      ...NO_LEAD_NEEDS,
      createdAt: expect.any(String),
      delivery: expect.objectContaining({ status: expect.stringMatching(/^(queued|sending|sent)$/), lastError: null }),
      // Sent without a plan (the directory's form): provider-lead-plan.contract.ts covers leads with one.
      plan: null,
      // The provider's outcome in the portal, and whether it is overdue (partner-work.contract.ts).
      outcome: 'new',
      overdue: false,
    });
  });

  it('filters provider leads by provider id, and answers 400 (not 500) to one that is not a whole number', async () => {
    const byProvider = await admin
      .get('/api/admin/leads/provider')
      .query(raQuery({ filter: { providerId: 1 } }))
      .expect(200);
    expect(byProvider.body.length).toBeGreaterThan(0);
    expect((byProvider.body as Array<{ providerId: number }>).every((l) => l.providerId === 1)).toBe(true);
    for (const bad of ['abc', 1.5, '1; DROP TABLE provider_leads']) {
      const res = await admin
        .get('/api/admin/leads/provider')
        .query(raQuery({ filter: { providerId: bad } }))
        .expect(400);
      expect(res.body.message).toBe('filter providerId must be a whole number');
    }
  });

  describe.each([
    ['calculator', () => calcIds],
    ['provider', () => provIds],
  ] as const)('%s leads', (kind, ids) => {
    const base = `/api/admin/leads/${kind}`;

    it('gets one lead, 404 for an unknown id', async () => {
      expect((await admin.get(`${base}/${ids()[0]}`).expect(200)).body.name).toBe('Alice First');
      await admin.get(`${base}/99999`).expect(404);
    });

    it('updates status and notes (PUT) and ignores echoed read-only fields', async () => {
      const lead = (await admin.get(`${base}/${ids()[1]}`)).body;
      const res = await admin
        .put(`${base}/${ids()[1]}`)
        .send({ id: lead.id, createdAt: lead.createdAt, status: 'contacted', notes: 'Left a voicemail' })
        .expect(200);
      expect(res.body).toMatchObject({ id: ids()[1], status: 'contacted', notes: 'Left a voicemail', name: 'Bob Second' });
      const closed = await admin.put(`${base}/${ids()[1]}`).send({ status: 'closed' }).expect(200);
      expect(closed.body).toMatchObject({ status: 'closed', notes: 'Left a voicemail' });
      const cleared = await admin.put(`${base}/${ids()[1]}`).send({ notes: '' }).expect(200);
      expect(cleared.body.notes).toBeNull();
    });

    it.each([
      [{ status: 'lost' }, /status must be one of: new, contacted, closed/],
      [{ notes: 5 }, /notes must be a string/],
      [{ notes: 'x'.repeat(4001) }, /notes/],
      [{ name: 'Changed' }, /name should not exist/],
      [{ status: null }, /status/],
    ])('answers 400 for %p', async (body, message) => {
      const res = await admin.put(`${base}/${ids()[0]}`).send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('answers 404 when updating an unknown lead', async () => {
      await admin.put(`${base}/99999`).send({ status: 'contacted' }).expect(404);
    });

    it('pages and filters in the database with Content-Range', async () => {
      const page = await admin
        .get(base)
        .query(raQuery({ sort: ['createdAt', 'DESC'], range: [0, 1] }))
        .expect(200);
      expect(page.body).toHaveLength(2);
      expect(page.headers['content-range']).toMatch(new RegExp(`^${kind}-leads 0-1/${ids().length}$`));
      const byStatus = await admin
        .get(base)
        .query(raQuery({ filter: { status: 'closed' } }))
        .expect(200);
      expect((byStatus.body as Array<{ id: number }>).map((l) => l.id)).toEqual([ids()[1]]);
      const byQ = await admin
        .get(base)
        .query(raQuery({ filter: { q: 'DORA' } }))
        .expect(200);
      expect((byQ.body as Array<{ id: number }>).map((l) => l.id)).toEqual([ids()[3]]);
      const sorted = await admin
        .get(base)
        .query(raQuery({ sort: ['name', 'ASC'] }))
        .expect(200);
      expect((sorted.body as Array<{ name: string }>)[0].name).toBe('=cmd|calc');
    });

    it('exports CSV with a header row, the same filter, and formulas neutralised', async () => {
      const res = await admin.get(`${base}/export`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${kind}-leads-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
      const rows = parseCsv(res.text);
      expect(rows[0].slice(0, 4)).toEqual(['id', 'createdAt', 'status', 'name']);
      expect(rows).toHaveLength(ids().length + 1);
      const names = rows.slice(1).map((r) => r[3]);
      expect(names).toContain("'=cmd|calc");
      expect(names).not.toContain('=cmd|calc');
      const filtered = parseCsv(
        (
          await admin
            .get(`${base}/export`)
            .query(raQuery({ filter: { status: 'closed' } }))
            .expect(200)
        ).text,
      );
      expect(filtered).toHaveLength(2);
      expect(filtered[1][3]).toBe('Bob Second');
      await admin
        .get(`${base}/export`)
        .query(raQuery({ filter: { nope: 1 } }))
        .expect(400);
    });
  });
});
