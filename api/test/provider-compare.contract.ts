import { COMPARE_MESSAGES, NEAR_MESSAGES, type CompareColumn, type CompareResponse } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { createProvider, sendLead } from './support/factories.js';
import type request from 'supertest';

/** POST /api/providers/compare: up to 4 providers side by side, every row a value or a said unknown. */
describe('provider comparison: POST /api/providers/compare', () => {
  const ctx = useTestApp('provider-compare', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let a: number; // Newcastle, nursing above the range, personal care within
  let b: number; // Brunswick, nursing below the range
  let c: number; // from the government's list, nobody has claimed it
  const compare = async (body: Record<string, unknown>, status = 200) => (await ctx().http.post('/api/providers/compare').send(body).expect(status)).body;
  const col = (res: CompareResponse, id: number): CompareColumn => res.providers.find((p) => p.id === id)!;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    a = (
      await createProvider(admin, {
        businessName: 'Compare Harbour Care',
        servicesOffered: [1, 6],
        prices: [
          { serviceId: 1, standard: 150 },
          { serviceId: 6, standard: 100 },
        ],
        languages: ['en', 'el'],
        acceptingNewClients: 'yes',
        acceptingConfirmedAt: '2026-10-01',
        registrationCategories: [1, 4],
      })
    ).id;
    b = (
      await createProvider(admin, {
        businessName: 'Compare Brunswick Nurses',
        email: 'b@compare.example',
        suburb: 'Brunswick',
        state: 'VIC',
        postcode: '3056',
        serviceAreas: ['Brunswick'],
        servicesOffered: [1],
        prices: [{ serviceId: 1, standard: 120 }],
      })
    ).id;
    c = (await createProvider(admin, { businessName: 'Compare Listed Only', email: 'c@compare.example', servicesOffered: [], serviceAreas: [] })).id;
    await ctx().dataSource.query("UPDATE providers SET listingSource = 'official', officialListDate = '2025-06-30', claimedAt = NULL WHERE id = ?", [c]);
    await ctx().dataSource.query('UPDATE providers SET searchCard = NULL WHERE id = ?', [c]);
    // A rise of A's nursing price: one rise day in the last 12 months.
    await admin
      .put(`/api/admin/providers/${a}`)
      .send({
        prices: [
          { serviceId: 1, standard: 200 },
          { serviceId: 6, standard: 100 },
        ],
      })
      .expect(200);
  });

  it('refuses 0, more than 4 or repeated ids, naming providerIds, and an unknown place', async () => {
    for (const providerIds of [[], [1, 2, 3, 4, 5], ['x'], [0], 'all']) {
      const res = await compare({ providerIds }, 400);
      expect(String(res.message)).toContain('providerIds');
    }
    expect((await compare({ providerIds: [a, a] }, 400)).message).toEqual([COMPARE_MESSAGES.duplicate]);
    await compare({}, 400);
    await compare({ providerIds: [a], extra: true }, 400);
    expect((await compare({ providerIds: [a], near: 'Nowhereville' }, 400)).message).toBe(NEAR_MESSAGES.unknownPlace);
    await compare(
      {
        providerIds: [a],
        selectedServices: [
          { serviceId: 1, perWeek: 2 },
          { serviceId: 1, perWeek: 1 },
        ],
      },
      400,
    );
  });

  it('answers 404 naming unknown or inactive providers, an unknown classification or service', async () => {
    expect((await compare({ providerIds: [a, 999998, 999999] }, 404)).message).toBe('Provider 999998, 999999 not found');
    await admin.put(`/api/admin/providers/${b}`).send({ isActive: false }).expect(200);
    expect((await compare({ providerIds: [b] }, 404)).message).toBe(`Provider ${b} not found`);
    await admin.put(`/api/admin/providers/${b}`).send({ isActive: true }).expect(200);
    await compare({ providerIds: [a], classificationId: 999, selectedServices: [{ serviceId: 1, perWeek: 1 }] }, 404);
    await compare({ providerIds: [a], selectedServices: [{ serviceId: 999, perWeek: 1 }] }, 404);
  });

  it('without a plan: columns in the order asked, one price row per service anyone offers, each price banded against the range', async () => {
    const res = (await compare({ providerIds: [c, b, a] })) as CompareResponse;
    expect(res.providers.map((p) => p.id)).toEqual([c, b, a]);
    expect(res.plan).toBeNull();
    expect(res.serviceRows.map((r) => [r.serviceId, r.name, r.indicativeLow, r.indicativeHigh, r.perWeek])).toEqual([
      [1, 'Nursing care', '125.00', '179.00', null],
      [6, 'Personal care', '85.00', '115.00', null],
    ]);
    expect(col(res, a).prices).toEqual([
      { serviceId: 1, standard: '200.00', band: 'above', unknown: null },
      { serviceId: 6, standard: '100.00', band: 'within', unknown: null },
    ]);
    expect(col(res, b).prices).toEqual([
      { serviceId: 1, standard: '120.00', band: 'below', unknown: null },
      { serviceId: 6, standard: null, band: null, unknown: 'not-offered' },
    ]);
    expect(col(res, a).distance).toEqual({ value: null, unknown: 'no-place' });
  });

  it('says what is not known of an unclaimed listing, never a blank', async () => {
    const res = (await compare({ providerIds: [c], selectedServices: [{ serviceId: 1, perWeek: 2 }] })) as CompareResponse;
    const listed = res.providers[0];
    expect(listed.listingStanding).toEqual({ kind: 'unclaimed', asOf: '2025-06-30' });
    for (const row of [listed.services, listed.languages, listed.diverseNeeds, listed.intake, listed.registrationCategories, listed.plan, listed.priceRises])
      expect(row).toEqual({ value: null, unknown: 'not-claimed' });
    expect(listed.prices).toEqual([{ serviceId: 1, standard: null, band: null, unknown: 'not-claimed' }]);
    expect(listed.responseRecord).toEqual({ value: null, unknown: 'too-few-leads' });
    expect(listed.trust).toEqual({ providerId: c, registrationCategories: null, noticesCheckedOn: null, currentNotices: [], pastNotices: [] });
  });

  it("with a plan and a place: each provider's plan priced as the plan quote prices it, distances and the provider's own facts", async () => {
    const plan = {
      classificationId: 3,
      selectedServices: [
        { serviceId: 1, perWeek: 2 },
        { serviceId: 6, perWeek: 3 },
      ],
    };
    const res = (await compare({ providerIds: [a, b], near: '2300', ...plan })) as CompareResponse;
    expect(res.near).toEqual({ label: expect.stringContaining('2300'), postcode: '2300' });
    expect(res.plan).toEqual(expect.objectContaining({ classificationId: 3, quarterlyBudget: expect.any(Number), weeklyBudget: expect.any(Number) }));
    expect(res.serviceRows.map((r) => [r.serviceId, r.perWeek])).toEqual([
      [1, 2],
      [6, 3],
    ]);
    const quote = (await ctx().http.post('/api/plans/quote').send(plan).expect(200)).body as {
      quotes: Array<{ provider: { id: number }; weeklyCost: number; quarterlyCost: number; remainingBudget: number; missingServices: number[] }>;
    };
    for (const id of [a, b]) {
      const q = quote.quotes.find((row) => row.provider.id === id)!;
      expect(col(res, id).plan).toEqual({
        value: {
          weeklyCost: q.weeklyCost,
          quarterlyCost: q.quarterlyCost,
          remainingBudget: q.remainingBudget,
          unpricedServices: [],
          missingServices: q.missingServices,
          complete: q.missingServices.length === 0,
        },
        unknown: null,
      });
    }
    expect(col(res, a).plan?.value).toEqual(expect.objectContaining({ weeklyCost: 700, quarterlyCost: 9100, complete: true }));
    expect(col(res, b).plan?.value?.missingServices).toEqual([6]);

    expect(col(res, a).distance.value).toEqual({ km: expect.any(Number), nearestOffice: { suburb: 'Newcastle', state: 'NSW', postcode: '2300' } });
    expect(col(res, a).distance.value!.km).toBeLessThan(5);
    expect(col(res, b).distance.value!.km).toBeGreaterThan(700);
    expect(col(res, a).languages.value?.map((l) => l.code)).toEqual(['en', 'el']);
    expect(col(res, a).intake).toEqual({ value: { status: 'yes', label: expect.any(String), confirmedOn: '2026-10-01' }, unknown: null });
    expect(col(res, b).intake).toEqual({ value: null, unknown: 'not-said' });
    expect(col(res, b).languages).toEqual({ value: null, unknown: 'not-said' });
    expect(col(res, a).registrationCategories.value?.map((r) => r.code)).toEqual([1, 4]);
    expect(col(res, a).listingStanding.kind).toBe('team');
  });

  it('counts price rises of the last 12 months from the price history', async () => {
    const res = (await compare({ providerIds: [a, b] })) as CompareResponse;
    expect(col(res, a).priceRises).toEqual({
      value: { riseDays: 1, largestRisePercent: 33.3, lastRiseOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), frequent: false },
      unknown: null,
    });
    expect(col(res, b).priceRises.value).toEqual({ riseDays: 0, largestRisePercent: null, lastRiseOn: null, frequent: false });
  });

  it('gives the response record only once a provider has had 5 enquiries: the share contacted within two business days', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await sendLead(ctx().http, 'provider', { providerId: a, providerName: 'Compare Harbour Care' }));
    expect(col((await compare({ providerIds: [a] })) as CompareResponse, a).responseRecord).toEqual({ value: null, unknown: 'too-few-leads' });
    ids.push(await sendLead(ctx().http, 'provider', { providerId: a, providerName: 'Compare Harbour Care' }));
    // Four contacted straight away; one past its deadline and never contacted.
    await ctx().dataSource.query(`UPDATE provider_leads SET firstContactAt = createdAt, outcome = 'contacted' WHERE id IN (${ids.slice(0, 4).join(',')})`);
    await ctx().dataSource.query("UPDATE provider_leads SET contactBy = '2020-01-01 00:00:00' WHERE id = ?", [ids[4]]);
    const res = (await compare({ providerIds: [a] })) as CompareResponse;
    expect(res.providers[0].responseRecord).toEqual({ value: { leads: 5, contactedInTimeShare: 0.8, months: 12 }, unknown: null });
  });

  it('carries the trust panel and the current-notice marker', async () => {
    await admin
      .post(`/api/admin/providers/${b}/notices`)
      .send({ kind: 'infringement', issuedOn: '2026-04-01', summary: 'Fined for late incident reports.', link: 'https://www.agedcarequality.gov.au/x' })
      .expect(201);
    const res = (await compare({ providerIds: [a, b] })) as CompareResponse;
    expect(col(res, b).hasCurrentNotice).toBe(true);
    expect(col(res, b).trust.currentNotices.map((n) => n.kindLabel)).toEqual(['Infringement notice']);
    expect(col(res, a).hasCurrentNotice).toBe(false);
    expect(res.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
