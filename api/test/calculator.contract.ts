import type { CalculateResponse, ServiceDto } from '@homeward/domain';
import { useTestApp } from './support/harness.js';

describe('calculator: POST /api/calculate', () => {
  const ctx = useTestApp('calculator');
  let services: ServiceDto[];
  const byName = (name: string) => services.find((s) => s.name === name)!.id;

  beforeAll(async () => {
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
  });

  it('prices a selection against classification 1 and estimates the contribution on non-clinical services only', async () => {
    const res = await ctx()
      .http.post('/api/calculate')
      .send({
        classificationId: 1,
        sessionId: 'abc123',
        coPaymentIncome: 800, // $41,600 a year -> 17.5%
        selectedServices: [
          { serviceId: byName('Domestic assistance'), hoursPerWeek: 2 }, // $95
          { serviceId: byName('Nursing care'), hoursPerWeek: 1 }, // $150, clinical
        ],
      })
      .expect(200);
    const body = res.body as CalculateResponse;
    expect(body.breakdown).toEqual({
      totalWeeklyCost: 340,
      totalQuarterlyCost: 4420,
      remainingBudget: -1737.25,
      contributionAmount: 432.25,
      budgetUsagePercentage: 164.76,
    });
    expect(body.lines).toHaveLength(2);
    expect(body.lines[0]).toMatchObject({ serviceName: 'Domestic assistance', weeklyCost: 190, quarterlyCost: 2470, contributable: true });
    expect(body.lines[1]).toMatchObject({ serviceName: 'Nursing care', contributable: false });
  });

  it('has no contribution without income and a positive remainder within budget', async () => {
    const res = await ctx()
      .http.post('/api/calculate')
      .send({ classificationId: 8, selectedServices: [{ serviceId: byName('Personal care'), hoursPerWeek: 5 }] })
      .expect(200);
    expect(res.body.breakdown).toEqual({
      totalWeeklyCost: 500,
      totalQuarterlyCost: 6500,
      remainingBudget: 13026.59,
      contributionAmount: 0,
      budgetUsagePercentage: 33.29,
    });
  });

  it('prices half hours and a fortnightly service (sent as units a week) as sent, nothing rounded', async () => {
    const res = await ctx()
      .http.post('/api/calculate')
      .send({
        classificationId: 3,
        selectedServices: [
          { serviceId: byName('Domestic assistance'), hoursPerWeek: 1.5 }, // 1.5 hours a week at $95
          { serviceId: byName('Home maintenance and gardening'), hoursPerWeek: 0.75 }, // 1.5 hours a fortnight at $103
        ],
      })
      .expect(200);
    const body = res.body as CalculateResponse;
    expect(body.lines.map((l) => [l.hoursPerWeek, l.weeklyCost])).toEqual([
      [1.5, 142.5],
      [0.75, 77.25],
    ]);
    // ($142.50 + $77.25) x 13 = $2,856.75.
    expect(body.breakdown).toMatchObject({ totalWeeklyCost: 219.75, totalQuarterlyCost: 2856.75 });
  });

  it('accepts an empty selection and null income', async () => {
    const res = await ctx().http.post('/api/calculate').send({ classificationId: 2, selectedServices: [], coPaymentIncome: null }).expect(200);
    expect(res.body.breakdown.totalWeeklyCost).toBe(0);
    expect(res.body.breakdown.remainingBudget).toBe(4008.61);
  });

  it.each([
    ['an unknown classification', { classificationId: 999, selectedServices: [] }, /Classification 999 not found/],
    ['an unknown service', { classificationId: 1, selectedServices: [{ serviceId: 999, hoursPerWeek: 1 }] }, /Service 999 not found/],
  ])('answers 404 for %s', async (_label, body, message) => {
    const res = await ctx().http.post('/api/calculate').send(body).expect(404);
    expect(res.body.message).toMatch(message);
  });

  it.each([
    ['hours above 168', { classificationId: 1, selectedServices: [{ serviceId: 1, hoursPerWeek: 169 }] }, /hoursPerWeek/],
    ['negative hours', { classificationId: 1, selectedServices: [{ serviceId: 1, hoursPerWeek: -1 }] }, /hoursPerWeek/],
    ['hours as text', { classificationId: 1, selectedServices: [{ serviceId: 1, hoursPerWeek: '5' }] }, /hoursPerWeek/],
    ['negative income', { classificationId: 1, selectedServices: [], coPaymentIncome: -5 }, /coPaymentIncome/],
    ['income as text', { classificationId: 1, selectedServices: [], coPaymentIncome: 'lots' }, /coPaymentIncome/],
    ['classification id as text', { classificationId: '1', selectedServices: [] }, /classificationId/],
    ['a missing selection', { classificationId: 1 }, /selectedServices/],
    ['a selection that is not a list', { classificationId: 1, selectedServices: { serviceId: 1 } }, /selectedServices/],
    ['an unknown field', { classificationId: 1, selectedServices: [], extra: true }, /property extra should not exist/],
    ['an unknown nested field', { classificationId: 1, selectedServices: [{ serviceId: 1, hoursPerWeek: 1, rate: 1 }] }, /rate should not exist/],
    [
      'a service listed twice',
      {
        classificationId: 1,
        selectedServices: [
          { serviceId: 1, hoursPerWeek: 1 },
          { serviceId: 1, hoursPerWeek: 2 },
        ],
      },
      /each service once/,
    ],
    ['an array body', [{ classificationId: 1 }], /./],
  ])('answers 400 naming the problem for %s', async (_label, body, message) => {
    const res = await ctx()
      .http.post('/api/calculate')
      .send(body as object)
      .expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it('answers 400 with a JSON message for malformed JSON', async () => {
    const res = await ctx().http.post('/api/calculate').set('Content-Type', 'application/json').send('{"classificationId": 1,').expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_JSON', error: 'Bad Request', message: 'The request body is not valid JSON' });
  });

  it('answers 400 for a JSON null body', async () => {
    await ctx().http.post('/api/calculate').set('Content-Type', 'application/json').send('null').expect(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await ctx().http.post('/api/calculate').set('Content-Type', 'text/plain').send('classificationId=1').expect(415);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers 413 with a JSON message for a body over the limit', async () => {
    const huge = { classificationId: 1, selectedServices: [], sessionId: 'x'.repeat(200_000) };
    const res = await ctx().http.post('/api/calculate').send(huge).expect(413);
    expect(res.body.message).toMatch(/too large/);
  });
});

describe('calculator: the estimate on either side of 1 October 2026 (personal care becomes a clinical support)', () => {
  const before = useTestApp('calculator-sep-2026', { FACTS_DATE: '2026-09-30' });
  const from = useTestApp('calculator-oct-2026', { FACTS_DATE: '2026-10-01' });

  const price = async (ctx: typeof before) => {
    const services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    const id = (name: string) => services.find((s) => s.name === name)!.id;
    const res = await ctx()
      .http.post('/api/calculate')
      .send({
        classificationId: 1,
        coPaymentIncome: 800, // $41,600 a year -> 17.5%
        selectedServices: [
          { serviceId: id('Personal care'), hoursPerWeek: 2 }, // $200 a week, $2,600 a quarter
          { serviceId: id('Domestic assistance'), hoursPerWeek: 1 }, // $95 a week, $1,235 a quarter
        ],
      })
      .expect(200);
    return res.body as CalculateResponse;
  };

  it('counts personal care in the estimate on 30 September 2026', async () => {
    const body = await price(before);
    expect(body.breakdown.contributionAmount).toBe(671.13); // (2,600 + 1,235) x 17.5% = 671.125
    expect(body.lines[0]).toMatchObject({ serviceName: 'Personal care', category: 'Independence', contributable: true });
  });

  it('leaves personal care out from 1 October 2026; the response keeps its shape and the cost stays in the budget', async () => {
    const body = await price(from);
    expect(body.breakdown).toEqual({
      totalWeeklyCost: 295,
      totalQuarterlyCost: 3835,
      remainingBudget: -1152.25,
      contributionAmount: 216.13, // 1,235 x 17.5% = 216.125
      budgetUsagePercentage: 142.95,
    });
    expect(body.lines[0]).toMatchObject({ serviceName: 'Personal care', category: 'Clinical', contributable: false });
    expect(Object.keys(body).sort()).toEqual(['breakdown', 'lines']);
  });
});
