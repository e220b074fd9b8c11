import {
  australianDate,
  NOTICE_MESSAGES,
  type AdminNoticeDto,
  type AdminProviderNoticesDto,
  type ProviderSearchResult,
  type ProviderTrust,
} from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { auditEvents, createProvider } from './support/factories.js';
import type request from 'supertest';

/** Regulatory notices: recorded by the team, audited, shown in the trust panel and the directory at once. */
describe('provider notices: /api/admin/.../notices, GET /api/providers/:id/trust, search hideWithCurrentNotice', () => {
  const ctx = useTestApp('provider-notices');
  let admin: ReturnType<typeof request.agent>;
  let providerId: number;
  let otherId: number;
  const today = australianDate(new Date());
  const LINK = 'https://www.agedcarequality.gov.au/providers/non-compliance/notices/example-123';
  const body = (overrides: Record<string, unknown> = {}) => ({
    kind: 'non-compliance',
    issuedOn: '2026-03-02',
    summary: 'Found not meeting the standard on managing medicines.',
    link: LINK,
    ...overrides,
  });
  const trust = async (id = providerId) => (await ctx().http.get(`/api/providers/${id}/trust`).expect(200)).body as ProviderTrust;
  const search = async (query: Record<string, string>) =>
    (await ctx().http.get('/api/providers/search').query(query).expect(200)).body as ProviderSearchResult[];

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    providerId = (await createProvider(admin, { businessName: 'Notice Bay Care', registrationCategories: [1, 4] })).id;
    otherId = (await createProvider(admin, { businessName: 'Notice Bay Helpers', email: 'help@bay.example' })).id;
  });

  it('before anything is recorded, the trust panel has no notices and no check date (so "no current notices" cannot be said)', async () => {
    expect(await trust()).toEqual({ providerId, registrationCategories: [1, 4], noticesCheckedOn: null, currentNotices: [], pastNotices: [] });
  });

  it('refuses a bad notice naming each field, and stores nothing', async () => {
    const res = await admin
      .post(`/api/admin/providers/${providerId}/notices`)
      .send({ kind: 'warning', issuedOn: '2999-01-01', summary: ' ', link: 'https://example.com/notice' })
      .expect(400);
    expect(res.body.fields).toEqual({
      kind: `kind ${NOTICE_MESSAGES.kind}`,
      issuedOn: `issuedOn ${NOTICE_MESSAGES.issuedOn}`,
      summary: `summary ${NOTICE_MESSAGES.summary}`,
      link: `link ${NOTICE_MESSAGES.link}`,
    });
    expect(res.body.message).toHaveLength(4);
    const http = await admin
      .post(`/api/admin/providers/${providerId}/notices`)
      .send(body({ link: 'http://www.agedcarequality.gov.au/x' }))
      .expect(400);
    expect(http.body.fields).toEqual({ link: `link ${NOTICE_MESSAGES.link}` });
    await admin
      .post(`/api/admin/providers/${providerId}/notices`)
      .send(body({ summary: 'x'.repeat(501) }))
      .expect(400);
    await admin
      .post(`/api/admin/providers/${providerId}/notices`)
      .send(body({ endedOn: '2026-01-01' }))
      .expect(400);
    await admin
      .post(`/api/admin/providers/${providerId}/notices`)
      .send(body({ extra: 1 }))
      .expect(400);
    expect((await admin.get(`/api/admin/providers/${providerId}/notices`).expect(200)).body.notices).toEqual([]);
  });

  it('answers 404 naming an unknown provider or notice', async () => {
    const res = await admin.post('/api/admin/providers/999999/notices').send(body()).expect(404);
    expect(res.body.message).toBe('Provider 999999 not found');
    expect((await admin.patch('/api/admin/notices/999999').send({ endedOn: today }).expect(404)).body.message).toBe('Notice 999999 not found');
    await admin.get('/api/admin/providers/999999/notices').expect(404);
    await ctx().http.get('/api/providers/999999/trust').expect(404);
    await ctx().http.get('/api/providers/abc/trust').expect(404);
  });

  it('creates a notice (audited), lists it newest first, and the public trust panel shows it as current', async () => {
    const res = await admin.post(`/api/admin/providers/${providerId}/notices`).send(body()).expect(201);
    const created = res.body as AdminNoticeDto;
    expect(created).toEqual({
      id: expect.any(Number),
      providerId,
      kind: 'non-compliance',
      kindLabel: 'Notice of non-compliance',
      issuedOn: '2026-03-02',
      summary: 'Found not meeting the standard on managing medicines.',
      link: LINK,
      endedOn: null,
      recordedBy: expect.any(Number),
      recordedByEmail: 'admin@test.example',
      recordedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const older = (
      await admin
        .post(`/api/admin/providers/${providerId}/notices`)
        .send(body({ kind: 'sanction', issuedOn: '2025-08-10', endedOn: '2026-01-20' }))
        .expect(201)
    ).body as AdminNoticeDto;
    const list = (await admin.get(`/api/admin/providers/${providerId}/notices`).expect(200)).body as AdminProviderNoticesDto;
    expect(list.notices.map((n) => n.id)).toEqual([created.id, older.id]);

    const panel = await trust();
    expect(panel.currentNotices).toEqual([
      {
        id: created.id,
        kind: 'non-compliance',
        kindLabel: 'Notice of non-compliance',
        issuedOn: '2026-03-02',
        summary: created.summary,
        link: LINK,
        endedOn: null,
      },
    ]);
    expect(panel.pastNotices.map((n) => [n.id, n.kindLabel, n.endedOn])).toEqual([[older.id, 'Sanction', '2026-01-20']]);
    expect(panel).not.toHaveProperty('recordedBy');

    const events = await auditEvents(admin, { entity: 'provider_notice', entityId: created.id });
    expect(events).toEqual([
      expect.objectContaining({
        action: 'create',
        actorEmail: 'admin@test.example',
        changes: expect.objectContaining({ kind: { before: null, after: 'non-compliance' }, providerId: { before: null, after: providerId } }),
      }),
    ]);
  });

  it('marks the card at once and hides the provider when asked (off by default); the other provider is unaffected', async () => {
    const cards = await search({ q: 'Notice Bay' });
    expect(cards.map((c) => [c.businessName, c.hasCurrentNotice])).toEqual(
      expect.arrayContaining([
        ['Notice Bay Care', true],
        ['Notice Bay Helpers', false],
      ]),
    );
    expect(cards).toHaveLength(2);
    const hidden = await search({ q: 'Notice Bay', hideWithCurrentNotice: 'true' });
    expect(hidden.map((c) => c.id)).toEqual([otherId]);
    expect((await search({ q: 'Notice Bay', hideWithCurrentNotice: 'false' })).length).toBe(2);
    await ctx().http.get('/api/providers/search').query({ hideWithCurrentNotice: 'yes' }).expect(400);
    // The provider page reads the same stored card.
    expect((await ctx().http.get(`/api/providers/${providerId}`).expect(200)).body.hasCurrentNotice).toBe(true);
  });

  it('ends a notice with PATCH endedOn (audited): it moves to the past, and the search shows the provider again at once', async () => {
    const [current] = (await trust()).currentNotices;
    await search({ q: 'Notice Bay', hideWithCurrentNotice: 'true' }); // cached without it
    const bad = await admin.patch(`/api/admin/notices/${current.id}`).send({ endedOn: '2026-01-01' }).expect(400);
    expect(bad.body.fields).toEqual({ endedOn: `endedOn ${NOTICE_MESSAGES.endedOn}` });
    await admin.patch(`/api/admin/notices/${current.id}`).send({ endedOn: '2999-01-01' }).expect(400);

    const ended = (await admin.patch(`/api/admin/notices/${current.id}`).send({ endedOn: today, summary: '  Met the standard again.  ' }).expect(200))
      .body as AdminNoticeDto;
    expect(ended).toEqual(expect.objectContaining({ id: current.id, endedOn: today, summary: 'Met the standard again.' }));
    const panel = await trust();
    expect(panel.currentNotices).toEqual([]);
    expect(panel.pastNotices.map((n) => n.id)).toContain(current.id);
    expect((await search({ q: 'Notice Bay', hideWithCurrentNotice: 'true' })).map((c) => c.id).sort()).toEqual([providerId, otherId].sort());
    expect((await search({ q: 'Notice Bay Care' }))[0].hasCurrentNotice).toBe(false);

    const events = await auditEvents(admin, { entity: 'provider_notice', entityId: current.id, action: 'update' });
    expect(events[0].changes).toEqual({
      summary: { before: 'Found not meeting the standard on managing medicines.', after: 'Met the standard again.' },
      endedOn: { before: null, after: today },
    });
  });

  it('reopens a notice ended by mistake with endedOn null', async () => {
    const [past] = (await trust()).pastNotices.filter((n) => n.endedOn === today);
    await admin.patch(`/api/admin/notices/${past.id}`).send({ endedOn: null }).expect(200);
    expect((await trust()).currentNotices.map((n) => n.id)).toEqual([past.id]);
    expect((await search({ q: 'Notice Bay', hideWithCurrentNotice: 'true' })).map((c) => c.id)).toEqual([otherId]);
    await admin.patch(`/api/admin/notices/${past.id}`).send({ endedOn: today }).expect(200);
  });

  it("records the team's check with today's date and the admin (audited); the trust panel then carries the date", async () => {
    const res = (await admin.post(`/api/admin/providers/${otherId}/notices-checked`).expect(200)).body as AdminProviderNoticesDto;
    expect(res).toEqual(expect.objectContaining({ providerId: otherId, noticesCheckedOn: today, noticesCheckedByEmail: 'admin@test.example', notices: [] }));
    expect(await trust(otherId)).toEqual(expect.objectContaining({ noticesCheckedOn: today, currentNotices: [], pastNotices: [] }));
    const events = await auditEvents(admin, { entity: 'provider', entityId: otherId, action: 'update' });
    expect(events[0].changes).toEqual(expect.objectContaining({ noticesCheckedOn: { before: null, after: today } }));
    await admin.post('/api/admin/providers/999999/notices-checked').expect(404);
  });

  it('says registration categories are unknown (null) for a listing from the government list nobody has claimed', async () => {
    await ctx().dataSource.query("UPDATE providers SET listingSource = 'official', claimedAt = NULL WHERE id = ?", [otherId]);
    expect((await trust(otherId)).registrationCategories).toBeNull();
    await ctx().dataSource.query("UPDATE providers SET listingSource = 'team' WHERE id = ?", [otherId]);
  });

  it('answers 404 for an inactive provider and refuses without an admin session', async () => {
    await admin.put(`/api/admin/providers/${otherId}`).send({ isActive: false }).expect(200);
    await ctx().http.get(`/api/providers/${otherId}/trust`).expect(404);
    await admin.put(`/api/admin/providers/${otherId}`).send({ isActive: true }).expect(200);
    await ctx().http.get(`/api/admin/providers/${providerId}/notices`).expect(401);
    await ctx().http.post(`/api/admin/providers/${providerId}/notices`).send(body()).expect(401);
  });

  it('keeps the plan quote working for a provider with a current notice (its card carries the marker)', async () => {
    await admin
      .post(`/api/admin/providers/${otherId}/notices`)
      .send(body({ kind: 'compliance-notice' }))
      .expect(201);
    const res = await ctx()
      .http.post('/api/plans/quote')
      .send({ selectedServices: [{ serviceId: 1, perWeek: 2 }], near: '2300' })
      .expect(200);
    const row = (res.body.quotes as Array<{ provider: ProviderSearchResult }>).find((q) => q.provider.id === otherId);
    expect(row?.provider.hasCurrentNotice).toBe(true);
  });
});
