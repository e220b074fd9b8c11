import type { AdminProviderDto, IndicativePricesDto, ProviderProfileDto, ProviderSearchResult, ServiceDto } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { adminProvider, adminProviders, createProvider, providerBody } from './support/factories.js';
import type request from 'supertest';

/** Units, indicative ranges and the public profile, on the demo data (seeded price lists). */
describe('prices: GET /api/services units, GET /api/prices/indicative, GET /api/providers/:id', () => {
  const ctx = useTestApp('prices-demo');
  let services: ServiceDto[];
  let admin: ReturnType<typeof request.agent>;
  const byName = (name: string) => services.find((s) => s.name === name)!;
  const providerId = async (businessName: string) => {
    const res = await admin
      .get('/api/admin/providers')
      .query({ filter: JSON.stringify({ q: businessName }) })
      .expect(200);
    return (res.body as AdminProviderDto[]).find((p) => p.businessName === businessName)!.id;
  };

  beforeAll(async () => {
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    admin = await adminAgent(ctx());
  });

  it('gives each service its unit and keeps hourlyRate as the catalogue price per unit', () => {
    expect(byName('Transport (per trip)')).toMatchObject({ unit: 'trip', hourlyRate: '70.00' });
    expect(byName('Meal delivery (per meal)')).toMatchObject({ unit: 'meal', hourlyRate: '15.00' });
    expect(byName('Nursing care')).toMatchObject({ unit: 'hour', hourlyRate: '150.00' });
    expect(services.filter((s) => s.unit === 'hour')).toHaveLength(12);
  });

  it('serves the indicative ranges with their source and date, one per service, and no cap', async () => {
    const res = await ctx().http.get('/api/prices/indicative').expect(200);
    const body = res.body as IndicativePricesDto;
    expect(body.source).toMatchObject({ title: 'Summary of indicative Support at Home prices', asOf: '2025-03-24', refreshed: '2025-10' });
    expect(body.source.url).toMatch(/^https:\/\/www\.health\.gov\.au\//);
    expect(body.ranges).toHaveLength(services.length);
    expect(body.ranges.find((r) => r.serviceId === byName('Nursing care').id)).toEqual({
      serviceId: byName('Nursing care').id,
      serviceName: 'Nursing care',
      departmentName: 'Nursing (blended)',
      unit: 'hour',
      timeOfDay: 'standard',
      low: '125.00',
      median: '150.00',
      high: '179.00',
      cap: null,
    });
    expect(body.ranges.find((r) => r.serviceId === byName('Meal delivery (per meal)').id)).toMatchObject({ unit: 'meal', low: '11.00', high: '22.00' });
    expect(body.ranges.every((r) => r.cap === null)).toBe(true);
  });

  it('shows an active provider with its price list in catalogue order and the date it was updated', async () => {
    const id = await providerId('Wattle Grove Home Care (Demo)');
    const res = await ctx().http.get(`/api/providers/${id}`).expect(200);
    const body = res.body as ProviderProfileDto;
    expect(body).toMatchObject({
      id,
      businessName: 'Wattle Grove Home Care (Demo)',
      suburb: 'Parramatta',
      serviceAreas: ['Parramatta', 'Blacktown', 'Penrith'],
    });
    expect(body.pricesUpdatedAt).toBe('2025-11-05T00:00:00.000Z');
    expect(body.prices[0]).toEqual({
      serviceId: byName('Nursing care').id,
      serviceName: 'Nursing care',
      unit: 'hour',
      standard: '155.00',
      evening: '180.00',
      saturday: '195.00',
      sunday: '230.00',
      publicHoliday: '290.00',
    });
    expect(body.prices.map((p) => p.serviceName)).toEqual(body.services.map((s) => s.name));
    expect(body).not.toHaveProperty('distanceKm');
  });

  it('leaves an offered service without a published price out of prices (never the catalogue price)', async () => {
    const id = await providerId('Yarra Valley Support Co (Demo)');
    const body = (await ctx().http.get(`/api/providers/${id}`).expect(200)).body as ProviderProfileDto;
    expect(body.servicesOffered).toContain(byName('Nursing care').id);
    expect(body.prices.map((p) => p.serviceId)).not.toContain(byName('Nursing care').id);
    expect(body.prices.find((p) => p.serviceId === byName('Meal delivery (per meal)').id)).toMatchObject({ unit: 'meal', standard: '14.50', evening: null });
  });

  it.each([
    ['inactive', 'Geelong Helping Hands (Demo)'],
    ['unknown', null],
    ['not an id', 'abc'],
    ['zero', '0'],
    ['huge', '99999999999999'],
  ])('answers 404 for an %s provider', async (_label, which) => {
    const id = which === null ? '987654' : which.includes('(Demo)') ? String(await providerId(which)) : which;
    const res = await ctx().http.get(`/api/providers/${id}`).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: expect.stringMatching(/^Provider .* not found$/) });
  });

  it('keeps /api/providers/search a search', async () => {
    const res = await ctx().http.get('/api/providers/search').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('gives search cards priceFrom for the services filtered on, null without a filter', async () => {
    const personal = byName('Personal care').id;
    const respite = byName('Respite').id;
    const filtered = (
      await ctx()
        .http.get('/api/providers/search')
        .query({ services: `${personal},${respite}` })
        .expect(200)
    ).body as ProviderSearchResult[];
    const wattle = filtered.find((p) => p.businessName === 'Wattle Grove Home Care (Demo)')!;
    expect(wattle.priceFrom).toEqual({ amount: 97, unit: 'hour' });
    const transport = (
      await ctx()
        .http.get('/api/providers/search')
        .query({ services: String(byName('Transport (per trip)').id) })
        .expect(200)
    ).body as ProviderSearchResult[];
    expect(transport.find((p) => p.businessName === 'Bluegum Community Services (Demo)')!.priceFrom).toEqual({ amount: 35, unit: 'trip' });
    const yarra = (
      await ctx()
        .http.get('/api/providers/search')
        .query({ services: String(byName('Nursing care').id), q: 'Yarra' })
        .expect(200)
    ).body as ProviderSearchResult[];
    expect(yarra[0].priceFrom).toBeNull();
    const all = (await ctx().http.get('/api/providers/search').expect(200)).body as ProviderSearchResult[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.priceFrom === null)).toBe(true);
  });

  // priceFrom is read with the cards by whichever statement found them: the relevance page, the circles
  // near a place (with and without the providers serving it) and the cards read by id for a later page.
  it('gives a provider the same priceFrom in every search shape, near a place and on a later page too', async () => {
    const services = [byName('Personal care').id, byName('Respite').id].join(',');
    const search = async (query: object) =>
      (
        await ctx()
          .http.get('/api/providers/search')
          .query({ services, ...query })
          .expect(200)
      ).body as ProviderSearchResult[];
    const everywhere = new Map((await search({ limit: 100 })).map((p) => [p.id, p.priceFrom]));
    expect([...everywhere.values()].filter((price) => price !== null).length).toBeGreaterThan(1);
    const shapes = [
      { near: '3000', sort: 'distance' },
      { near: '3000', sort: 'distance', radiusKm: 100 },
      { near: '3000', radiusKm: 100 },
      { near: '3000' },
      { near: '3000', sort: 'distance', limit: 1, offset: 2 },
      { near: '3000', radiusKm: 100, limit: 1, offset: 2 },
    ];
    for (const shape of shapes) {
      const found = await search(shape);
      expect([shape, found.length > 0]).toEqual([shape, true]);
      expect(found.map((p) => [p.id, p.priceFrom])).toEqual(found.map((p) => [p.id, everywhere.get(p.id)]));
    }
  });
});

/** The admin price list: validation, nothing half-saved, partial bodies, the date. */
describe('prices: POST/PUT /api/admin/providers prices', () => {
  const ctx = useTestApp('prices-admin', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let services: ServiceDto[];
  const sid = (name: string) => services.find((s) => s.name === name)!.id;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
  });

  const count = async () => (await adminProviders(admin)).length;

  it('creates a provider with its price list and stamps pricesUpdatedAt', async () => {
    const before = Date.now();
    const res = await admin
      .post('/api/admin/providers')
      .send(
        providerBody({
          businessName: 'Priced Co',
          servicesOffered: [sid('Nursing care'), sid('Transport (per trip)'), sid('Respite')],
          prices: [
            { serviceId: sid('Transport (per trip)'), standard: 62.5 },
            { serviceId: sid('Nursing care'), standard: '152.00', evening: 171.25, saturday: null, sunday: '' },
          ],
        }),
      )
      .expect(201);
    const body = res.body as AdminProviderDto;
    expect(body.prices).toEqual([
      {
        serviceId: sid('Nursing care'),
        serviceName: 'Nursing care',
        unit: 'hour',
        standard: '152.00',
        evening: '171.25',
        saturday: null,
        sunday: null,
        publicHoliday: null,
      },
      {
        serviceId: sid('Transport (per trip)'),
        serviceName: 'Transport (per trip)',
        unit: 'trip',
        standard: '62.50',
        evening: null,
        saturday: null,
        sunday: null,
        publicHoliday: null,
      },
    ]);
    expect(new Date(body.pricesUpdatedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows a saved price as priceFrom at once, in a search the cache answered before the save', async () => {
    const created = await createProvider(admin, {
      businessName: 'Repriced Co',
      servicesOffered: [sid('Nursing care'), sid('Respite')],
      prices: [{ serviceId: sid('Nursing care'), standard: 150 }],
    });
    const priceFrom = async () => {
      const found = (
        await ctx()
          .http.get('/api/providers/search')
          .query({ q: 'Repriced', services: `${sid('Nursing care')},${sid('Respite')}` })
          .expect(200)
      ).body as ProviderSearchResult[];
      return found.find((p) => p.id === created.id)?.priceFrom;
    };
    expect(await priceFrom()).toEqual({ amount: 150, unit: 'hour' });
    await admin
      .put(`/api/admin/providers/${created.id}`)
      .send({
        prices: [
          { serviceId: sid('Nursing care'), standard: 150 },
          { serviceId: sid('Respite'), standard: 99.5 },
        ],
      })
      .expect(200);
    expect(await priceFrom()).toEqual({ amount: 99.5, unit: 'hour' });
  });

  it.each([
    ['zero', { standard: 0 }, /prices\.0\.standard must be a positive amount/],
    ['three decimals', { standard: 98.555 }, /prices\.0\.standard must be a positive amount in dollars with at most 2 decimal places/],
    ['above the ceiling', { standard: 2000.01 }, /prices\.0\.standard must be a positive amount/],
    ['negative evening', { standard: 98, evening: -1 }, /prices\.0\.evening must be a positive amount/],
    ['text', { standard: 'ninety' }, /prices\.0\.standard must be a positive amount/],
    ['no standard price', { evening: 120 }, /prices\.0\.standard/],
    ['a service not offered', { serviceId: 'podiatry', standard: 150 }, /prices\.0\.serviceId \d+ is not a service this provider offers/],
    ['an unknown field', { standard: 90, discount: 5 }, /property discount should not exist/],
  ])('refuses a price list with %s and saves nothing', async (_label, entry, message) => {
    const before = await count();
    const priced = { serviceId: sid('Personal care'), ...entry } as Record<string, unknown>;
    if (priced.serviceId === 'podiatry') priced.serviceId = sid('Podiatry');
    const res = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Bad Prices', servicesOffered: [sid('Personal care')], prices: [priced] }))
      .expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('leaves prices alone on a partial PUT, replaces them when sent, and drops prices of services no longer offered', async () => {
    const created = await createProvider(admin, {
      businessName: 'Editable Prices',
      servicesOffered: [sid('Personal care'), sid('Domestic assistance')],
      prices: [
        { serviceId: sid('Personal care'), standard: 100 },
        { serviceId: sid('Domestic assistance'), standard: 90 },
      ],
    });
    const toggled = (await admin.put(`/api/admin/providers/${created.id}`).send({ isHighlighted: true }).expect(200)).body as AdminProviderDto;
    expect(toggled.prices).toEqual(created.prices);
    expect(toggled.pricesUpdatedAt).toBe(created.pricesUpdatedAt);

    // the form echoes back what GET sent (decimal strings, serviceName, unit, pricesUpdatedAt)
    const echoed = { ...toggled, prices: toggled.prices.map((p) => (p.serviceId === sid('Personal care') ? { ...p, standard: '104.50', sunday: '150' } : p)) };
    const edited = (await admin.put(`/api/admin/providers/${created.id}`).send(echoed).expect(200)).body as AdminProviderDto;
    expect(edited.prices.find((p) => p.serviceId === sid('Personal care'))).toMatchObject({ standard: '104.50', sunday: '150.00' });
    expect(edited.pricesUpdatedAt! >= created.pricesUpdatedAt!).toBe(true);

    // the same list sent back with another edit (numbers this time): the date stays
    const same = edited.prices.map((p) => ({ serviceId: p.serviceId, standard: Number(p.standard), sunday: p.sunday === null ? null : Number(p.sunday) }));
    const resaved = (await admin.put(`/api/admin/providers/${created.id}`).send({ description: 'New words', prices: same }).expect(200))
      .body as AdminProviderDto;
    expect(resaved.pricesUpdatedAt).toBe(edited.pricesUpdatedAt);
    expect(resaved.prices).toEqual(edited.prices);

    const bad = await admin
      .put(`/api/admin/providers/${created.id}`)
      .send({ businessName: 'Renamed', prices: [{ serviceId: sid('Nursing care'), standard: 150 }] })
      .expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/is not a service this provider offers/);
    const unchanged = await adminProvider(admin, created.id);
    expect(unchanged.businessName).toBe('Editable Prices');
    expect(unchanged.prices).toEqual(edited.prices);

    const fewer = (
      await admin
        .put(`/api/admin/providers/${created.id}`)
        .send({ servicesOffered: [sid('Personal care')] })
        .expect(200)
    ).body as AdminProviderDto;
    expect(fewer.prices.map((p) => p.serviceId)).toEqual([sid('Personal care')]);

    const cleared = (await admin.put(`/api/admin/providers/${created.id}`).send({ prices: [] }).expect(200)).body as AdminProviderDto;
    expect(cleared.prices).toEqual([]);
    const profile = (await ctx().http.get(`/api/providers/${created.id}`).expect(200)).body as ProviderProfileDto;
    expect(profile.prices).toEqual([]);
    expect(profile.pricesUpdatedAt).toBe(cleared.pricesUpdatedAt);
  });
});
