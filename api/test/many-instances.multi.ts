import { ApiProcess, startApiProcess } from './support/api-process.js';
import { calculatorLead, providerBody, providerLead } from './support/factories.js';
import { TEST_ADMIN, TEST_SESSION_SECRET, TestDatabase } from './support/harness.js';

/**
 * Two API processes over one MariaDB database and one Redis (the api-instances jest project: needs
 * TEST_MYSQL_URL and TEST_REDIS_URL). What one instance does, the other sees at once.
 */
describe('two API instances over one MySQL database and one Redis', () => {
  const LOGIN_LIMIT = 4;
  let db: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    db = await TestDatabase.create('instances');
    const env = {
      DATABASE_URL: db.databaseUrl!,
      DATA_DIR: db.dataDir,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // Each run its own keys and channels, so runs sharing the Redis never see each other's counters.
      REDIS_KEY_PREFIX: `hw-test-${process.pid}-${Date.now()}:`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      LEAD_RATE_LIMIT: '1000',
      SEARCH_CACHE_SECONDS: '600',
      PUBLIC_WEB_DIST: `${db.dataDir}/no-public-web`,
      ADMIN_WEB_DIST: `${db.dataDir}/no-admin-web`,
      NODE_ENV: 'test',
      DEMO_DATA: 'true',
    };
    a = await startApiProcess(env); // A migrates the fresh database; B then finds it ready
    b = await startApiProcess(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
  });

  const login = (on: ApiProcess, email: string, password: string) =>
    fetch(`${on.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const asAdmin = (on: ApiProcess, cookie: string, path: string, init: RequestInit = {}) =>
    fetch(`${on.url}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie, ...(init.headers ?? {}) } });

  it('both report Redis ready', async () => {
    for (const instance of [a, b]) {
      const health = await (await fetch(`${instance.url}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'mysql', redis: 'ready' });
    }
  });

  it('a session made on A works on B, and logout on B ends it on A', async () => {
    const res = await login(a, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect((await asAdmin(b, cookie, '/api/admin/session')).status).toBe(200);
    expect((await asAdmin(b, cookie, '/api/admin/logout', { method: 'POST' })).status).toBe(200);
    expect((await asAdmin(a, cookie, '/api/admin/session')).status).toBe(401);
  });

  it("a provider deactivated through A disappears from B's search at once (B had it cached)", async () => {
    const cookie = cookieOf(await login(a, TEST_ADMIN.email, TEST_ADMIN.password));
    const created = await asAdmin(a, cookie, '/api/admin/providers', {
      method: 'POST',
      body: JSON.stringify(providerBody({ businessName: 'Twin Instance Home Care' })),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const search = async () => (await (await fetch(`${b.url}/api/providers/search?q=Twin%20Instance`)).json()) as Array<{ id: number }>;
    expect((await search()).map((p) => p.id)).toContain(id);
    expect((await search()).map((p) => p.id)).toContain(id); // now served from B's cache
    const updated = await asAdmin(a, cookie, `/api/admin/providers/${id}`, { method: 'PUT', body: JSON.stringify({ isActive: false }) });
    expect(updated.status).toBe(200);
    expect((await search()).map((p) => p.id)).not.toContain(id);
  });

  it('leads sent to both instances are all stored', async () => {
    const cookie = cookieOf(await login(b, TEST_ADMIN.email, TEST_ADMIN.password));
    const count = async (kind: string) =>
      Number((await asAdmin(b, cookie, `/api/admin/leads/${kind}?range=[0,0]`)).headers.get('content-range')?.split('/')[1]);
    const before = { calculator: await count('calculator'), provider: await count('provider') };
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const [kind, body] = i % 2 === 0 ? ['calculator', calculatorLead({ name: `Twin ${i}` })] : ['provider', providerLead({ name: `Twin ${i}` })];
        return fetch(`${(i % 4 < 2 ? a : b).url}/api/leads/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      }),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(await count('calculator')).toBe(before.calculator + 20);
    expect(await count('provider')).toBe(before.provider + 20);
  });

  it('failed logins spread over A and B are limited at the configured total', async () => {
    const account = 'spread@test.example';
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await login(i % 2 === 0 ? a : b, account, `guess-${i}`)).status).toBe(401);
    for (const instance of [a, b]) {
      const res = await login(instance, account, 'one-more-guess');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
