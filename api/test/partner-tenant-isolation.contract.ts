import request from 'supertest';
import { providerLead } from './support/factories.js';
import { useTestApp, type TestApp } from './support/harness.js';
import { registeredRoutes, routeKey } from './support/registered-routes.js';
import { signInAsPartner, TEST_PARTNER_PASSWORD, type PartnerAgent, type SeededPartner } from './support/partners.js';

/**
 * Tenant isolation, the heart of the portal: EVERY /api/partner route is listed here, and the walk fails when the
 * app has a route this list does not name (or the list names a route the app no longer has). Each entry says how
 * the route is kept to the session's provider:
 * - 'byId': the path names a record; signed in as provider A, another provider's record (made by `foreignId`)
 *   and an id that does not exist both answer 404, never the record.
 * - 'own': no id from the client; signed in as A, the answer (checked by `ownOnly`) concerns A only, even when
 *   the request names provider B in its query or body.
 * - 'door': signing in or out, or a single-use link whose token is the credential (no provider id at all); a
 *   token that was never issued answers 404 (`unknown`), or the answer is the same for everyone (`same`).
 * Add your routes to WALK (25c: listing, prices, leads, changes, figures).
 */
interface World {
  app: TestApp;
  a: { agent: PartnerAgent; partner: SeededPartner };
  b: { agent: PartnerAgent; partner: SeededPartner };
}

type Call = (agent: PartnerAgent | ReturnType<typeof request>, url: string) => request.Test;

type WalkEntry =
  | { kind: 'byId'; foreignId: (world: World) => Promise<number | string>; call?: Call }
  | { kind: 'own'; call?: Call; ownOnly: (res: request.Response, world: World) => void }
  | { kind: 'door'; unknown?: { call: Call; status: number }; same?: true };

const MISSING_ID = 2147483000;
const NEVER_ISSUED = 'Q'.repeat(43);

const WALK: Record<string, WalkEntry> = {
  'POST /api/partner/login': { kind: 'door' },
  'POST /api/partner/login/second-step': { kind: 'door' },
  'POST /api/partner/logout': { kind: 'door' },
  'GET /api/partner/session': {
    kind: 'own',
    call: (agent, url) => agent.get(`${url}?providerId=2&userId=1`),
    ownOnly: (res, world) => {
      expect(res.status).toBe(200);
      expect(res.body.provider.id).toBe(world.a.partner.providerId);
      expect(res.body.user.id).toBe(world.a.partner.id);
    },
  },
  'POST /api/partner/account/two-factor/setup': {
    kind: 'own',
    call: (agent, url) => agent.post(url).send({ currentPassword: TEST_PARTNER_PASSWORD }),
    ownOnly: (res, world) => {
      expect(res.status).toBe(200);
      expect(decodeURIComponent(res.body.otpauthUri)).toContain(world.a.partner.email);
    },
  },
  'POST /api/partner/account/two-factor': {
    kind: 'own',
    call: (agent, url) => agent.post(url).send({ code: '123456' }),
    // Confirms this session's own set-up only: a wrong code changes nothing for anyone.
    ownOnly: (res) => expect(res.status).toBe(400),
  },
  'GET /api/partner/invitations/:token': {
    kind: 'door',
    unknown: { call: (agent, url) => agent.get(url.replace(':token', NEVER_ISSUED)), status: 404 },
  },
  'POST /api/partner/invitations/accept': {
    kind: 'door',
    unknown: { call: (agent, url) => agent.post(url).send({ token: NEVER_ISSUED, name: 'Walker', password: 'walk-the-tenant-line-1' }), status: 404 },
  },
  'POST /api/partner/password-reset': { kind: 'door', same: true },
  'POST /api/partner/login/email-link': { kind: 'door', same: true },
  'POST /api/partner/login/email-link/confirm': {
    kind: 'door',
    unknown: { call: (agent, url) => agent.post(url).send({ token: NEVER_ISSUED }), status: 404 },
  },
  // 25c: what a signed-in provider does (partner-work.contract.ts has the behaviour).
  'GET /api/partner/listing': {
    kind: 'own',
    call: (agent, url) => agent.get(`${url}?providerId=2`),
    ownOnly: (res, world) => {
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(world.a.partner.providerId);
    },
  },
  'PATCH /api/partner/listing': {
    kind: 'own',
    call: (agent, url) => agent.patch(`${url}?providerId=2`).send({ phone: '(02) 5550 4242' }),
    ownOnly: (res, world) => {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: world.a.partner.providerId, phone: '(02) 5550 4242' });
    },
  },
  'POST /api/partner/listing/confirm': {
    kind: 'own',
    call: (agent, url) => agent.post(`${url}?providerId=2`).send({}),
    ownOnly: (res, world) => {
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(world.a.partner.providerId);
      expect(res.body.confirmedAt).toEqual(expect.any(String));
    },
  },
  'GET /api/partner/prices': {
    kind: 'own',
    call: (agent, url) => agent.get(`${url}?providerId=2`),
    ownOnly: (res) => {
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.prices)).toBe(true);
    },
  },
  'PUT /api/partner/prices': {
    kind: 'own',
    // A body naming another provider is refused whole (unknown field), so nothing of anyone changes.
    call: (agent, url) => agent.put(url).send({ prices: [], providerId: 2 }),
    ownOnly: (res) => expect(res.status).toBe(400),
  },
  'GET /api/partner/changes': {
    kind: 'own',
    ownOnly: (res, world) => {
      expect(res.status).toBe(200);
      for (const change of res.body as Array<{ providerId: number }>) expect(change.providerId).toBe(world.a.partner.providerId);
    },
  },
  'GET /api/partner/leads': {
    kind: 'own',
    call: (agent, url) => agent.get(`${url}?filter=${encodeURIComponent(JSON.stringify({ providerId: 2 }))}`),
    // providerId is no filter of this list: asking for another provider's leads is a 400, not their leads.
    ownOnly: (res) => expect(res.status).toBe(400),
  },
  'GET /api/partner/leads/export.csv': {
    kind: 'own',
    ownOnly: (res) => {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Foreign Family');
    },
  },
  'GET /api/partner/figures': {
    kind: 'own',
    ownOnly: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.months).toHaveLength(12);
    },
  },
  'GET /api/partner/leads/:id': { kind: 'byId', foreignId: foreignLead },
  'PATCH /api/partner/leads/:id': { kind: 'byId', foreignId: foreignLead, call: (agent, url) => agent.patch(url).send({ outcome: 'contacted' }) },
  'POST /api/partner/password-reset/confirm': {
    kind: 'door',
    unknown: { call: (agent, url) => agent.post(url).send({ token: NEVER_ISSUED, password: 'walk-the-tenant-line-1' }), status: 404 },
  },
};

/** A lead a family sent to provider B. */
async function foreignLead(world: World): Promise<number> {
  const res = await world.app.http
    .post('/api/leads/provider')
    .send(providerLead({ providerId: world.b.partner.providerId, name: 'Foreign Family' }))
    .expect(201);
  return (res.body as { id: number }).id;
}

/** Routes that work without a portal session (they start or end one, or carry their own single-use token). */
const SESSIONLESS = Object.entries(WALK)
  .filter(([, entry]) => entry.kind === 'door')
  .map(([route]) => route);

describe('tenant isolation: every /api/partner route, walked as another provider', () => {
  const ctx = useTestApp('partner-tenants');
  let world: World;

  beforeAll(async () => {
    world = { app: ctx(), a: await signInAsPartner(ctx(), 1), b: await signInAsPartner(ctx(), 2) };
  });

  const partnerRoutes = () => registeredRoutes(ctx(), '/api/partner').map(routeKey).sort();

  it('lists every /api/partner route the app has, and no route it does not have', () => {
    expect(partnerRoutes()).toEqual(Object.keys(WALK).sort());
  });

  it('answers 401 without a session on every route but the doors', async () => {
    const results: string[] = [];
    for (const route of partnerRoutes().filter((r) => !SESSIONLESS.includes(r))) {
      const [method, path] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, String(MISSING_ID));
      const req = ctx().http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
      const res = ['POST', 'PUT', 'PATCH'].includes(method) ? await req.send({}) : await req;
      results.push(`${route} -> ${res.status}`);
    }
    expect(results).toEqual(
      partnerRoutes()
        .filter((r) => !SESSIONLESS.includes(r))
        .map((r) => `${r} -> 401`),
    );
  });

  it("answers 404 for another provider's record and for a record that does not exist, on every route with an id", async () => {
    const results: string[] = [];
    for (const [route, entry] of Object.entries(WALK)) {
      if (entry.kind !== 'byId') continue;
      const [method, path] = route.split(' ');
      const call: Call = entry.call ?? ((agent, url) => agent[method.toLowerCase() as 'get'](url));
      for (const id of [await entry.foreignId(world), MISSING_ID]) {
        const res = await call(world.a.agent, path.replace(/:[A-Za-z]+/, String(id)));
        results.push(`${route} with ${id === MISSING_ID ? 'a missing' : "another provider's"} id -> ${res.status}`);
      }
    }
    const expected = results.map((line) => line.replace(/-> \d+$/, '-> 404'));
    expect(results).toEqual(expected);
  });

  it('answers only about the signed-in provider on every route without an id, whatever the request names', async () => {
    for (const [route, entry] of Object.entries(WALK)) {
      if (entry.kind !== 'own') continue;
      const [method, path] = route.split(' ');
      const call: Call = entry.call ?? ((agent, url) => agent[method.toLowerCase() as 'get'](url).send?.({ providerId: world.b.partner.providerId }));
      const res = await call(world.a.agent, path);
      try {
        entry.ownOnly(res, world);
      } catch (error) {
        throw new Error(`${route}: ${(error as Error).message}`, { cause: error });
      }
    }
  });

  it('answers a never-issued token with 404 on every link route, and the same answer to everyone where it must', async () => {
    for (const [route, entry] of Object.entries(WALK)) {
      if (entry.kind !== 'door') continue;
      const path = route.split(' ')[1];
      if (entry.unknown) expect(`${route} -> ${(await entry.unknown.call(ctx().http, path)).status}`).toBe(`${route} -> ${entry.unknown.status}`);
      if (entry.same) {
        const known = await ctx().http.post(path).send({ email: world.a.partner.email });
        const unknown = await ctx().http.post(path).send({ email: 'not-a-user@provider.example' });
        expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      }
    }
  });
});
