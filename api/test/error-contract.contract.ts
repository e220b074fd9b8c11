import request from 'supertest';
import { LEAD_MESSAGES, LOGIN_FAILED_MESSAGE, type AdminProviderDto, type ApiErrorBody, type PriceConfirmationDto } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { calculatorLead, createProvider } from './support/factories.js';
import { partnerAgent, seedPartnerUser } from './support/partners.js';

const NURSING = 1;
const PERSONAL_CARE = 6;

/** The one error shape every route answers with: { statusCode, code, message, error?, fields? }. */
function expectErrorShape(body: unknown, statusCode: number, code: string): ApiErrorBody {
  expect(body).toEqual(expect.objectContaining({ statusCode, code }));
  const { message, fields } = body as ApiErrorBody;
  expect(typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'))).toBe(true);
  if (fields !== undefined) for (const value of Object.values(fields)) expect(typeof value).toBe('string');
  return body as ApiErrorBody;
}

describe('one error contract: { statusCode, code, message, fields? }', () => {
  // TRUST_PROXY lets each test speak from its own client address (X-Forwarded-For).
  const ctx = useTestApp('error-contract', { LOGIN_RATE_LIMIT: '2', LEAD_RATE_LIMIT: '1', TRUST_PROXY: 'true' });
  /** A calculator lead (with these overrides) sent from its own client address: the lead limit here is 1 a minute. */
  const sendCalculatorLead = (from: string, overrides: Record<string, unknown> = {}) =>
    ctx().http.post('/api/leads/calculator').set('X-Forwarded-For', from).send(calculatorLead(overrides));

  it('names each bad field of a validation 400 in fields, keeping the list of messages', async () => {
    const res = await ctx()
      .http.post('/api/calculate')
      .send({ classificationId: 'two', selectedServices: [{ serviceId: 1, hoursPerWeek: 'x' }] })
      .expect(400);
    const body = expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(body.error).toBe('Bad Request');
    expect(Array.isArray(body.message)).toBe(true);
    expect(Object.keys(body.fields!)).toEqual(expect.arrayContaining(['classificationId', 'selectedServices.0.hoursPerWeek']));
    // Each field's words are among the messages, as ValidationPipe's list says them.
    for (const text of Object.values(body.fields!)) expect(body.message).toContain(text);
  });

  it('answers an unknown provider with 404 PROVIDER_NOT_FOUND and the same words as before', async () => {
    const res = await ctx().http.get('/api/providers/987654').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'PROVIDER_NOT_FOUND', error: 'Not Found', message: 'Provider 987654 not found' });
  });

  it('asks a provider to confirm an unusual price with 409 PRICE_NEEDS_CONFIRMING and the prices to confirm', async () => {
    const admin = await adminAgent(ctx());
    const provider: AdminProviderDto = await createProvider(admin, {
      servicesOffered: [NURSING, PERSONAL_CARE],
      prices: [
        { serviceId: NURSING, standard: 150 },
        { serviceId: PERSONAL_CARE, standard: 97.5 },
      ],
    });
    const portal = await partnerAgent(ctx(), await seedPartnerUser(ctx(), provider.id));
    const res = await portal
      .put('/api/partner/prices')
      .send({
        prices: [
          { serviceId: NURSING, standard: 150 },
          { serviceId: PERSONAL_CARE, standard: 975 },
        ],
      })
      .expect(409);
    const body = expectErrorShape(res.body, 409, 'PRICE_NEEDS_CONFIRMING') as unknown as PriceConfirmationDto;
    expect(body.priceChecks).toHaveLength(1);
    expect(body.message[0]).toMatch(/^prices: .*did you mean \$97\.50\?/);
  });

  it('refuses a door without a session with 401 SIGN_IN_REQUIRED, a wrong password with SIGN_IN_FAILED, a cross-site write with 403', async () => {
    const closed = await ctx().http.get('/api/admin/providers').expect(401);
    expectErrorShape(closed.body, 401, 'SIGN_IN_REQUIRED');
    const wrong = await ctx()
      .http.post('/api/admin/login')
      .set('X-Forwarded-For', '203.0.113.40')
      .send({ email: 'nobody@test.example', password: 'not-it-at-all' })
      .expect(401);
    expect(expectErrorShape(wrong.body, 401, 'SIGN_IN_FAILED').message).toBe(LOGIN_FAILED_MESSAGE);
    const admin = await adminAgent(ctx());
    const crossSite = await admin.post('/api/admin/users').set('Origin', 'https://elsewhere.example').send({}).expect(403);
    expectErrorShape(crossSite.body, 403, 'CROSS_ORIGIN_REFUSED');
  });

  it('tells a paused sign-in (ACCOUNT_PAUSED) from the lead limit (TOO_MANY_REQUESTS), both 429 with Retry-After', async () => {
    const login = (password: string) =>
      ctx().http.post('/api/admin/login').set('X-Forwarded-For', '203.0.113.41').send({ email: 'paused@test.example', password });
    for (const guess of ['guess-one-wrong', 'guess-two-wrong']) await login(guess).expect(401);
    const paused = await login('guess-three-wrong').expect(429);
    expect(expectErrorShape(paused.body, 429, 'ACCOUNT_PAUSED').message).toMatch(/^Too many requests/);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);

    const lead = () => sendCalculatorLead('203.0.113.42');
    await lead().expect(201);
    const limited = await lead().expect(429);
    expectErrorShape(limited.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a body that is not JSON with 400 INVALID_JSON', async () => {
    const res = await ctx().http.post('/api/calculate').set('Content-Type', 'application/json').send('{"classificationId": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_JSON', error: 'Bad Request', message: 'The request body is not valid JSON' });
  });

  it("keeps a spec route's message as the spec words it (a lead without a name), with a code beside it", async () => {
    const res = await sendCalculatorLead('203.0.113.43', { name: '' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'LEAD_FORM_INCOMPLETE', error: 'Bad Request', message: LEAD_MESSAGES.requiredFields });
  });

  it('answers a lead whose postcode is not 4 digits with the postcode named in fields', async () => {
    const res = await sendCalculatorLead('203.0.113.44', { postcode: '30' }).expect(400);
    const body = expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual({ postcode: body.message });
  });

  it('gives an error nobody planned for the same shape (an unknown API path)', async () => {
    const res = await request(ctx().app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expectErrorShape(res.body, 404, 'NOT_FOUND');
  });
});
