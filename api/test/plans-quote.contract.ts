import { NEAR_MESSAGES, type AdminProviderDto, type ClassificationDto, type PlanQuoteResponse, type ServiceDto } from '@homeward/domain';
import { adminAgent, startAnotherInstance, useTestApp } from './support/harness.js';
import { providerBody } from './support/factories.js';
import type request from 'supertest';

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * POST /api/plans/quote on a directory of known places and prices (no demo data). The plan: nursing 2 hours and
 * personal care 3 hours a week; at catalogue prices $150 and $100: $600 a week, $7,800 a quarter.
 */
describe('prices: POST /api/plans/quote', () => {
  const ctx = useTestApp('plans-quote', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let services: ServiceDto[];
  let level1: ClassificationDto;
  const sid = (name: string) => services.find((s) => s.name === name)!.id;
  const ids: Record<string, number> = {};
  const plan = () => [
    { serviceId: sid('Nursing care'), perWeek: 2 },
    { serviceId: sid('Personal care'), perWeek: 3 },
  ];
  const quote = (body: Record<string, unknown>) => ctx().http.post('/api/plans/quote').send(body);
  const names = (body: PlanQuoteResponse) => body.quotes.map((q) => q.provider.businessName);

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    level1 = ((await ctx().http.get('/api/classifications').expect(200)).body as ClassificationDto[])[0];
    const nursing = sid('Nursing care');
    const personal = sid('Personal care');
    const brunswick = { suburb: 'Brunswick', state: 'VIC', postcode: '3056' };
    /** A provider at a place offering these services, each at its standard price (null: offered but not priced). */
    const add = async (key: string, place: typeof brunswick, offers: [serviceId: number, standard: number | null][], fields: Record<string, unknown> = {}) => {
      const res = await admin
        .post('/api/admin/providers')
        .send(
          providerBody({
            businessName: key,
            serviceAreas: [],
            ...place,
            servicesOffered: offers.map(([serviceId]) => serviceId),
            prices: offers.filter(([, standard]) => standard !== null).map(([serviceId, standard]) => ({ serviceId, standard })),
            ...fields,
          }),
        )
        .expect(201);
      ids[key] = (res.body as AdminProviderDto).id;
    };
    await add('Cheap Complete', brunswick, [
      [nursing, 140],
      [personal, 90],
    ]);
    await add('Dear Complete', { suburb: 'Brunswick East', state: 'VIC', postcode: '3057' }, [
      [nursing, 170.5],
      [personal, 110],
    ]);
    await add('Half Priced', { suburb: 'Melbourne', state: 'VIC', postcode: '3000' }, [
      [nursing, 150],
      [personal, null],
    ]);
    await add('Personal Only', brunswick, [[personal, 80]]);
    await add('Cleaning Only', brunswick, [[sid('Domestic assistance'), 80]]);
    await add('Sydney Cheapest', { suburb: 'Sydney', state: 'NSW', postcode: '2000' }, [
      [nursing, 100],
      [personal, 50],
    ]);
    await add(
      'Paused Brunswick',
      brunswick,
      [
        [nursing, 1],
        [personal, 1],
      ],
      { isActive: false },
    );
  });

  it('prices the plan at each nearby provider: complete offers cheapest first, then partial offers; with the catalogue baseline and the budget left', async () => {
    const res = await quote({ classificationId: level1.id, selectedServices: plan(), near: '3056', radiusKm: 10 }).expect(200);
    const body = res.body as PlanQuoteResponse;
    // What is left after care management (10% of the budget, to the cent), as the calculator says it.
    const budgetCents = Math.round(Number(level1.quarterlyBudget) * 100);
    const budget = (budgetCents - Math.round(budgetCents * 0.1)) / 100;
    expect(body.catalogue).toEqual({ weeklyCost: 600, quarterlyCost: 7800, remainingBudget: Math.round((budget - 7800) * 100) / 100 });
    expect(names(body)).toEqual(['Cheap Complete', 'Dear Complete', 'Personal Only', 'Half Priced']);
    const [cheap, dear, personalOnly, half] = body.quotes;
    expect(cheap).toMatchObject({
      weeklyCost: 550,
      quarterlyCost: 7150,
      remainingBudget: Math.round((budget - 7150) * 100) / 100,
      unpricedServices: [],
      missingServices: [],
    });
    expect(cheap.provider).toMatchObject({ id: ids['Cheap Complete'], suburb: 'Brunswick' });
    expect(cheap.provider.distanceKm).toBeLessThan(1);
    expect(new Date(cheap.pricesUpdatedAt!).getTime()).not.toBeNaN();
    expect(dear).toMatchObject({ weeklyCost: 671, quarterlyCost: 8723, unpricedServices: [], missingServices: [] });
    expect(personalOnly).toMatchObject({ weeklyCost: 240, quarterlyCost: 3120, missingServices: [sid('Nursing care')], unpricedServices: [] });
    expect(half).toMatchObject({ weeklyCost: 300, quarterlyCost: 3900, unpricedServices: [sid('Personal care')], missingServices: [] });
    expect(res.headers['x-has-more']).toBe('false');
  });

  it('quotes the same after a start that works out the service masks a raw SQL write left unknown', async () => {
    const body = { classificationId: level1.id, selectedServices: plan(), near: '3056', radiusKm: 10 };
    const before = (await quote(body).expect(200)).body as PlanQuoteResponse;
    await ctx().dataSource.query('UPDATE providers SET serviceMask = NULL');
    const restarted = await startAnotherInstance(ctx());
    try {
      const unknown = (await ctx().dataSource.query('SELECT COUNT(*) AS n FROM providers WHERE serviceMask IS NULL')) as Array<{ n: number | string }>;
      expect(Number(unknown[0]!.n)).toBe(0);
      const after = (await restarted.http.post('/api/plans/quote').send(body).expect(200)).body as PlanQuoteResponse;
      expect(names(after)).toEqual(names(before));
      expect(after.quotes.map(({ provider, ...figures }) => ({ id: provider.id, ...figures }))).toEqual(
        before.quotes.map(({ provider, ...figures }) => ({ id: provider.id, ...figures })),
      );
    } finally {
      await restarted.close();
    }
  });

  it('leaves remainingBudget out without a classification, and pages with limit and offset (X-Has-More)', async () => {
    const first = await quote({ selectedServices: plan(), near: 'Brunswick VIC', radiusKm: 10, limit: 1 }).expect(200);
    expect(names(first.body)).toEqual(['Cheap Complete']);
    expect(first.body.catalogue).toEqual({ weeklyCost: 600, quarterlyCost: 7800 });
    expect(first.body.quotes[0]).not.toHaveProperty('remainingBudget');
    expect(first.headers['x-has-more']).toBe('true');
    const second = await quote({ selectedServices: plan(), near: 'Brunswick VIC', radiusKm: 10, limit: 2, offset: 1 }).expect(200);
    expect(names(second.body)).toEqual(['Dear Complete', 'Personal Only']);
    expect(second.headers['x-has-more']).toBe('true');
  });

  it('without near, prices the providers of the state (or the country), cheapest first', async () => {
    const vic = (await quote({ selectedServices: plan(), state: 'VIC' }).expect(200)).body as PlanQuoteResponse;
    expect(names(vic)).toEqual(['Cheap Complete', 'Dear Complete', 'Personal Only', 'Half Priced']);
    expect(vic.quotes[0].provider.distanceKm).toBeNull();
    const all = (await quote({ selectedServices: plan() }).expect(200)).body as PlanQuoteResponse;
    expect(names(all)[0]).toBe('Sydney Cheapest');
    expect(names(all)).not.toContain('Paused Brunswick');
    expect(names(all)).not.toContain('Cleaning Only');
  });

  it('prices trips and meals per unit, with fractional quantities rounded per line like the calculator', async () => {
    await admin
      .put(`/api/admin/providers/${ids['Cleaning Only']}`)
      .send({
        servicesOffered: [sid('Domestic assistance'), sid('Meal delivery (per meal)')],
        prices: [
          { serviceId: sid('Domestic assistance'), standard: 80 },
          { serviceId: sid('Meal delivery (per meal)'), standard: 14.55 },
        ],
      })
      .expect(200);
    const body = (
      await quote({
        selectedServices: [
          { serviceId: sid('Meal delivery (per meal)'), perWeek: 7 },
          { serviceId: sid('Domestic assistance'), perWeek: 1.5 },
        ],
        near: '3056',
        radiusKm: 10,
      }).expect(200)
    ).body as PlanQuoteResponse;
    expect(body.catalogue).toEqual({ weeklyCost: 247.5, quarterlyCost: 3217.5 });
    expect(body.quotes[0]).toMatchObject({ weeklyCost: 221.85, quarterlyCost: 2884.05, unpricedServices: [], missingServices: [] });
  });

  it('answers an empty plan with the zero baseline and no quotes', async () => {
    expect((await quote({ selectedServices: [], near: '3056' }).expect(200)).body).toEqual({ catalogue: { weeklyCost: 0, quarterlyCost: 0 }, quotes: [] });
  });

  it.each([
    ['perWeek above 168', { selectedServices: [{ serviceId: 1, perWeek: 169 }] }, /perWeek must not be greater than 168/],
    ['negative perWeek', { selectedServices: [{ serviceId: 1, perWeek: -1 }] }, /perWeek must not be less than 0/],
    ['perWeek as text', { selectedServices: [{ serviceId: 1, perWeek: '2' }] }, /perWeek must be a number/],
    ['hoursPerWeek instead of perWeek', { selectedServices: [{ serviceId: 1, hoursPerWeek: 2 }] }, /property hoursPerWeek should not exist/],
    ['no selectedServices', {}, /selectedServices must be an array/],
    [
      'a service twice',
      {
        selectedServices: [
          { serviceId: 1, perWeek: 1 },
          { serviceId: 1, perWeek: 2 },
        ],
      },
      /selectedServices must list each service once/,
    ],
    ['an unknown place', { selectedServices: [{ serviceId: 1, perWeek: 1 }], near: 'Nowhereville Zzz' }, escaped(NEAR_MESSAGES.unknownPlace)],
    ['radiusKm without near', { selectedServices: [{ serviceId: 1, perWeek: 1 }], radiusKm: 10 }, escaped(NEAR_MESSAGES.radiusNeedsNear)],
    ['a radius not offered', { selectedServices: [{ serviceId: 1, perWeek: 1 }], near: '3056', radiusKm: 7 }, /radiusKm must be one of/],
    ['limit 0', { selectedServices: [], limit: 0 }, /limit must be a whole number from 1 to 40/],
    ['offset -1', { selectedServices: [], offset: -1 }, /offset must be a whole number/],
    ['an unknown state', { selectedServices: [], state: 'XX' }, /state must be one of/],
    ['an unknown field', { selectedServices: [], budget: 5 }, /property budget should not exist/],
    ['classificationId as text', { selectedServices: [], classificationId: 'one' }, /classificationId must be an integer number/],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await quote(body).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it.each([
    ['an unknown classification', { classificationId: 999, selectedServices: [] }, 'Classification 999 not found'],
    ['an unknown service', { selectedServices: [{ serviceId: 999, perWeek: 1 }] }, 'Service 999 not found'],
  ])('answers 404 for %s, like /api/calculate', async (_label, body, message) => {
    const res = await quote(body).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message });
  });

  it.each([
    ['an array', '[]'],
    ['malformed JSON', '{"selectedServices": ['],
    ['a string', '"plan"'],
  ])('never answers 500: %s is a 400', async (_label, raw) => {
    const res = await ctx().http.post('/api/plans/quote').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(400);
  });
});
