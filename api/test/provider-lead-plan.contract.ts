import {
  LEAD_PLAN_MESSAGES,
  type AdminProviderDto,
  type ClassificationDto,
  type PlanQuoteResponse,
  type ProviderLeadDto,
  type ServiceDto,
} from '@homeward/domain';
import { LeadNotification } from '../src/outbox/entities/lead-notification.entity.js';
import { ProviderLead } from '../src/leads/entities/provider-lead.entity.js';
import { providerBody, providerLead, raQuery } from './support/factories.js';
import { adminAgent, type TestApp } from './support/harness.js';
import { deliveredOnce, useMailingApp } from './support/lead-mail.js';
import type { SmtpSink } from './support/smtp-sink.js';
import type request from 'supertest';

/**
 * The spec: "Each row [of the plan quote] can send the lead with the plan attached." A provider lead's plan is
 * priced by the server at the provider's prices when the lead comes in, stored with the lead, shown to the
 * admin (one lead, the list, the CSV), kept when the lead is erased and put in the provider's email.
 *
 * The provider, in Brunswick (3056): personal care $90.50 an hour, nursing $140, domestic assistance offered
 * without a published price, no transport. The plan: personal care 3 hours, nursing 2.5 hours, domestic
 * assistance 1 hour and transport 2 trips a week: $271.50 + $350 = $621.50 a week at its prices, $8,079.50 a
 * quarter.
 */
describe('provider leads with a plan attached (POST /api/leads/provider { plan })', () => {
  const mailing = useMailingApp('lead-plan', { DEMO_DATA: 'false', MAIL_FROM: 'Homeward <leads@homeward.test>' });
  let sink: SmtpSink;
  let app: TestApp;
  let admin: ReturnType<typeof request.agent>;
  let services: ServiceDto[];
  let level1: ClassificationDto;
  let providerId: number;
  const sid = (name: string) => services.find((s) => s.name === name)!.id;
  const plan = (extra: Record<string, unknown> = {}) => ({
    classificationId: level1.id,
    selectedServices: [
      { serviceId: sid('Personal care'), perWeek: 3 },
      { serviceId: sid('Nursing care'), perWeek: 2.5 },
      { serviceId: sid('Domestic assistance'), perWeek: 1 },
      { serviceId: sid('Transport (per trip)'), perWeek: 2 },
    ],
    ...extra,
  });
  const send = (overrides: Record<string, unknown>) => app.http.post('/api/leads/provider').send(providerLead({ providerId, ...overrides }));
  const stored = async (id: number) => (await admin.get(`/api/admin/leads/provider/${id}`).expect(200)).body as ProviderLeadDto;
  // The budget left after care management (10% of the budget, to the cent), as the calculator and the quote say it.
  const budgetLeft = (quarterly: number) => {
    const budgetCents = Math.round(Number(level1.quarterlyBudget) * 100);
    return (budgetCents - Math.round(budgetCents * 0.1) - Math.round(quarterly * 100)) / 100;
  };
  /** The provider's published prices: nursing care $140 and personal care at this price, an hour. */
  const priceList = (personalCare: number) => [
    { serviceId: sid('Personal care'), standard: personalCare },
    { serviceId: sid('Nursing care'), standard: 140 },
  ];
  const publishPrices = (personalCare: number) =>
    admin
      .put(`/api/admin/providers/${providerId}`)
      .send({ prices: priceList(personalCare) })
      .expect(200);

  beforeAll(async () => {
    ({ sink, app } = mailing());
    admin = await adminAgent(app);
    services = (await app.http.get('/api/services').expect(200)).body as ServiceDto[];
    level1 = ((await app.http.get('/api/classifications').expect(200)).body as ClassificationDto[])[0];
    const created = await admin
      .post('/api/admin/providers')
      .send(
        providerBody({
          businessName: 'Plan Test Care',
          email: 'office@plantest.example',
          suburb: 'Brunswick',
          state: 'VIC',
          postcode: '3056',
          serviceAreas: [],
          servicesOffered: [sid('Personal care'), sid('Nursing care'), sid('Domestic assistance')],
          prices: priceList(90.5),
        }),
      )
      .expect(201);
    providerId = (created.body as AdminProviderDto).id;
  });

  it("stores the plan priced by the server at the provider's prices: priced, unpriced and not-offered services, equal to its quote row", async () => {
    const quote = (
      await app.http
        .post('/api/plans/quote')
        .send({ ...plan(), near: '3056', radiusKm: 10 })
        .expect(200)
    ).body as PlanQuoteResponse;
    const row = quote.quotes.find((q) => q.provider.id === providerId)!;
    expect(row).toMatchObject({ weeklyCost: 621.5, quarterlyCost: 8079.5, remainingBudget: budgetLeft(8079.5) });

    const res = await send({ plan: plan() }).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'new' });
    const lead = await stored(res.body.id);
    expect(lead.plan).toEqual({
      classificationId: level1.id,
      classificationName: `Classification ${level1.level}: ${level1.name}`,
      services: [
        { serviceId: sid('Personal care'), serviceName: 'Personal care', unit: 'hour', perWeek: 3, unitPrice: 90.5, status: 'priced' },
        { serviceId: sid('Nursing care'), serviceName: 'Nursing care', unit: 'hour', perWeek: 2.5, unitPrice: 140, status: 'priced' },
        { serviceId: sid('Domestic assistance'), serviceName: 'Domestic assistance', unit: 'hour', perWeek: 1, unitPrice: null, status: 'unpriced' },
        { serviceId: sid('Transport (per trip)'), serviceName: 'Transport (per trip)', unit: 'trip', perWeek: 2, unitPrice: null, status: 'notOffered' },
      ],
      weeklyCost: row.weeklyCost,
      quarterlyCost: row.quarterlyCost,
      remainingBudget: row.remainingBudget,
    });
  });

  it('works out the figures at the prices published when the lead comes in, without a classification no budget left', async () => {
    await publishPrices(95);
    try {
      const res = await send({ plan: { selectedServices: [{ serviceId: sid('Personal care'), perWeek: 1.5 }] } }).expect(201);
      expect((await stored(res.body.id)).plan).toMatchObject({
        classificationId: null,
        classificationName: null,
        services: [{ serviceName: 'Personal care', perWeek: 1.5, unitPrice: 95, status: 'priced' }],
        weeklyCost: 142.5,
        quarterlyCost: 1852.5,
        remainingBudget: null,
      });
    } finally {
      await publishPrices(90.5);
    }
  });

  it('stores a negative budget left when the plan costs more than the budget', async () => {
    const res = await send({ plan: { classificationId: level1.id, selectedServices: [{ serviceId: sid('Nursing care'), perWeek: 10 }] } }).expect(201);
    const lead = await stored(res.body.id);
    expect(lead.plan).toMatchObject({ weeklyCost: 1400, quarterlyCost: 18200, remainingBudget: budgetLeft(18200) });
    expect(lead.plan!.remainingBudget).toBeLessThan(0);
  });

  it('keeps a lead without a plan exactly as before: same answer, no plan stored', async () => {
    const res = await send({ name: 'Nora Noplan', email: 'nora@example.com' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'new' });
    expect((await stored(res.body.id)).plan).toBeNull();
    const row = await app.dataSource.getRepository(ProviderLead).findOneByOrFail({ id: res.body.id });
    expect([row.plan, row.planWeeklyCost, row.planQuarterlyCost, row.planRemainingBudget]).toEqual([null, null, null, null]);
    expect((await stored((await send({ plan: null }).expect(201)).body.id)).plan).toBeNull();
  });

  describe('a bad plan is a 400 with a clear message, and nothing is stored', () => {
    const rows = async () => ({
      leads: await app.dataSource.getRepository(ProviderLead).count(),
      emails: await app.dataSource.getRepository(LeadNotification).count(),
    });

    it.each([
      [
        'perWeek above 168',
        () => plan({ selectedServices: [{ serviceId: sid('Nursing care'), perWeek: 169 }] }),
        /plan\.selectedServices\.0\.perWeek must not be greater than 168/,
      ],
      [
        'a negative perWeek',
        () => plan({ selectedServices: [{ serviceId: sid('Nursing care'), perWeek: -1 }] }),
        /plan\.selectedServices\.0\.perWeek must not be less than 0/,
      ],
      [
        'perWeek as text',
        () => plan({ selectedServices: [{ serviceId: sid('Nursing care'), perWeek: '2' }] }),
        /plan\.selectedServices\.0\.perWeek must be a number/,
      ],
      [
        'a service twice',
        () =>
          plan({
            selectedServices: [
              { serviceId: sid('Nursing care'), perWeek: 1 },
              { serviceId: sid('Nursing care'), perWeek: 2 },
            ],
          }),
        /plan\.selectedServices must list each service once/,
      ],
      ['an unknown service', () => plan({ selectedServices: [{ serviceId: 999, perWeek: 1 }] }), /plan\.selectedServices: Service 999 not found/],
      ['an unknown classification', () => plan({ classificationId: 999 }), /plan\.classificationId: Classification 999 not found/],
      ['no selectedServices', () => ({ classificationId: level1.id }), /plan\.selectedServices must be an array/],
      ['figures from the client', () => plan({ weeklyCost: 1, quarterlyCost: 13 }), /plan\.property weeklyCost should not exist/],
      [
        'a price from the client',
        () => plan({ selectedServices: [{ serviceId: sid('Nursing care'), perWeek: 1, unitPrice: 1 }] }),
        /plan\.selectedServices\.0\.property unitPrice should not exist/,
      ],
      ['a list', () => [{ serviceId: 1, perWeek: 1 }], new RegExp(LEAD_PLAN_MESSAGES.notAnObject)],
      ['text', () => '3 hours of nursing', new RegExp(LEAD_PLAN_MESSAGES.notAnObject)],
      [
        'a deep object',
        () => ({ selectedServices: [{ serviceId: { a: { b: { c: 1 } } }, perWeek: 1 }] }),
        /plan\.selectedServices\.0\.serviceId must be an integer number/,
      ],
    ])('%s', async (_label, makePlan, message) => {
      const before = await rows();
      const res = await send({ plan: makePlan() }).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
      expect(await rows()).toEqual(before);
    });

    it('a bad plan still comes after the spec presence checks', async () => {
      const res = await send({ name: '', plan: 'bad' }).expect(400);
      expect(res.body.message).toBe('Please fill in all required fields');
    });
  });

  it('shows the plan in the admin list and its CSV (a readable summary and the costs)', async () => {
    const id = (await send({ name: 'Casey Csv', email: 'casey@example.com', plan: plan() }).expect(201)).body.id as number;
    const list = (
      await admin
        .get('/api/admin/leads/provider')
        .query(raQuery({ filter: { q: 'casey' } }))
        .expect(200)
    ).body as ProviderLeadDto[];
    expect(list.map((l) => l.id)).toEqual([id]);
    expect(list[0].plan).toMatchObject({ weeklyCost: 621.5, quarterlyCost: 8079.5, remainingBudget: budgetLeft(8079.5) });
    expect(list[0].plan!.services.map((s) => s.status)).toEqual(['priced', 'priced', 'unpriced', 'notOffered']);

    const csv = (
      await admin
        .get('/api/admin/leads/provider/export')
        .query(raQuery({ filter: { q: 'casey' } }))
        .expect(200)
    ).text;
    const [header, row] = csv.trim().split('\r\n');
    expect(header.endsWith('"notes","plan","planWeeklyCost","planQuarterlyCost","planRemainingBudget"')).toBe(true);
    expect(row).toContain(
      '"Personal care: 3 hours a week at $90.50 an hour; Nursing care: 2.5 hours a week at $140.00 an hour; ' +
        'Domestic assistance: 1 hour a week, price not published; Transport (per trip): 2 trips a week, not offered"',
    );
    expect(row.endsWith(`"621.50","8079.50","${budgetLeft(8079.5).toFixed(2)}"`)).toBe(true);
    const withoutPlan = (
      await admin
        .get('/api/admin/leads/provider/export')
        .query(raQuery({ filter: { q: 'nora@' } }))
        .expect(200)
    ).text
      .trim()
      .split('\r\n');
    expect(withoutPlan).toHaveLength(2);
    expect(withoutPlan[1].endsWith('"","","","",""')).toBe(true);
  });

  it('keeps the plan when the lead is erased (it holds no personal details)', async () => {
    const id = (await send({ name: 'Erin Erase', email: 'erin@example.com', plan: plan() }).expect(201)).body.id as number;
    const before = (await stored(id)).plan;
    await admin
      .post('/api/admin/leads/provider/erase')
      .send({ ids: [id], reason: 'Asked by phone to delete her details' })
      .expect(200);
    const after = await stored(id);
    expect(after.name).toBe('[erased]');
    expect(after.email).toBe('[erased]');
    expect(after.plan).toEqual(before);
    expect(after.plan).not.toBeNull();
  });

  it("puts the plan in the provider's email, in the text and the HTML", async () => {
    const id = (await send({ name: 'Pat Plan', plan: plan() }).expect(201)).body.id as number;
    const mail = await deliveredOnce(sink, 'provider', id);
    expect(mail.to).toBe('office@plantest.example');
    const text = mail.text.replace(/ +/g, ' ');
    expect(text).toContain(`Their plan (Classification ${level1.level}: ${level1.name}), worked out at your published weekday prices when they sent it:`);
    for (const line of [
      'Personal care: 3 hours a week at $90.50 an hour',
      'Nursing care: 2.5 hours a week at $140.00 an hour',
      'Domestic assistance: 1 hour a week, price not published',
      'Transport (per trip): 2 trips a week, not offered',
    ]) {
      expect(text).toContain(`- ${line}`);
      expect(mail.html).toContain(`<li>${line}</li>`);
    }
    expect(text).toContain('Weekly cost (priced services only): $621.50');
    expect(text).toContain('Quarterly cost (priced services only): $8,079.50');
    expect(mail.html).toContain('$8,079.50');
  });
});
