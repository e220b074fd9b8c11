import request from 'supertest';
import { LOGIN_FAILED_MESSAGE } from '@homeward/domain';
import { ADMIN_SESSION_COOKIE as SESSION_COOKIE } from '../src/auth/admin/admin-door.js';
import { TEST_ADMIN, adminAgent, startApp, useTestApp, useTestDatabase } from './support/harness.js';
import { registeredRoutes } from './support/registered-routes.js';

const cookieOf = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe('admin auth: login, session, logout, and the guard on every /api/admin route', () => {
  const ctx = useTestApp('admin-auth');

  describe('the admin-session guard', () => {
    /** Routes that work without a session: signing in, and signing out (harmless without a session). */
    const PUBLIC_ADMIN_ROUTES = ['POST /api/admin/login', 'POST /api/admin/login/second-step', 'POST /api/admin/logout'];

    it('covers a route list that matches the app (so a new admin route cannot be missed)', () => {
      const admin = registeredRoutes(ctx()).filter((r) => r.path.startsWith('/api/admin'));
      expect(admin.length).toBeGreaterThanOrEqual(20);
      expect(admin.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(PUBLIC_ADMIN_ROUTES));
    });

    it('answers 401 without a session on every /api/admin route except login and logout', async () => {
      const routes = registeredRoutes(ctx()).filter((r) => r.path.startsWith('/api/admin') && !PUBLIC_ADMIN_ROUTES.includes(`${r.method} ${r.path}`));
      const results: string[] = [];
      for (const route of routes) {
        const url = route.path.replace(/:id\b/g, '1');
        const req = ctx().http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
        const res = ['POST', 'PUT', 'PATCH'].includes(route.method) ? await req.send({}) : await req;
        results.push(`${route.method} ${route.path} -> ${res.status}`);
      }
      expect(results).toEqual(routes.map((r) => `${r.method} ${r.path} -> 401`));
    });

    it('answers 401 with a session cookie that was forged or expired', async () => {
      await ctx().http.get('/api/admin/session').set('Cookie', `${SESSION_COOKIE}=s%3Aforged.signature`).expect(401);
    });
  });

  describe('POST /api/admin/login', () => {
    it('signs in, answers the admin (no password) and sets a strict, HttpOnly cookie for /api/admin only', async () => {
      const res = await ctx().http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
      expect(res.body).toEqual({ id: expect.any(Number), email: TEST_ADMIN.email, name: TEST_ADMIN.name, twoFactorEnabled: false, mustEnrolTwoFactor: false });
      const cookie = cookieOf(res)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/admin/);
      expect(cookie).not.toMatch(/Secure/); // outside production
    });

    it('treats the email case-insensitively', async () => {
      await ctx().http.post('/api/admin/login').send({ email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password }).expect(200);
    });

    it.each([
      ['a wrong password', { email: TEST_ADMIN.email, password: 'wrong-password' }],
      ['an unknown email', { email: 'nobody@test.example', password: TEST_ADMIN.password }],
    ])('answers 401 "Invalid email or password" for %s, and sets no cookie', async (_label, body) => {
      const res = await ctx().http.post('/api/admin/login').send(body).expect(401);
      expect(res.body.message).toBe(LOGIN_FAILED_MESSAGE);
      expect(cookieOf(res)).toBeUndefined();
    });

    it.each([
      ['no password', { email: TEST_ADMIN.email }, /password/],
      ['a malformed email', { email: 'not-an-email', password: 'x' }, /email must be an email address/],
      ['a password that is not text', { email: TEST_ADMIN.email, password: 12345678 }, /password must be/],
      ['an unknown field', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, remember: true }, /remember should not exist/],
    ])('answers 400 for %s', async (_label, body, message) => {
      const res = await ctx().http.post('/api/admin/login').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('issues a new session id at each login (no fixation) and the old one stops working', async () => {
      const first = await ctx().http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
      const firstCookie = cookieOf(first)!.split(';')[0];
      const second = await ctx()
        .http.post('/api/admin/login')
        .set('Cookie', firstCookie)
        .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
        .expect(200);
      const secondCookie = cookieOf(second)!.split(';')[0];
      expect(secondCookie).not.toBe(firstCookie);
      await ctx().http.get('/api/admin/session').set('Cookie', secondCookie).expect(200);
      await ctx().http.get('/api/admin/session').set('Cookie', firstCookie).expect(401);
    });
  });

  describe('GET /api/admin/session and POST /api/admin/logout', () => {
    it('returns the signed-in admin, then logout ends the session', async () => {
      const agent = await adminAgent(ctx());
      const session = await agent.get('/api/admin/session').expect(200);
      expect(session.body).toEqual({
        id: expect.any(Number),
        email: TEST_ADMIN.email,
        name: TEST_ADMIN.name,
        twoFactorEnabled: false,
        mustEnrolTwoFactor: false,
      });
      const out = await agent.post('/api/admin/logout').expect(200);
      expect(out.body).toEqual({ ok: true });
      expect(cookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
      await agent.get('/api/admin/session').expect(401);
    });

    it('logout without a session is harmless', async () => {
      await ctx().http.post('/api/admin/logout').expect(200);
    });

    it('stores the session in the database', async () => {
      await adminAgent(ctx());
      const [{ n }] = (await ctx().dataSource.query('SELECT COUNT(*) AS n FROM sessions')) as Array<{ n: number | string }>;
      expect(Number(n)).toBeGreaterThan(0);
    });
  });

  describe('cross-site protection on admin writes', () => {
    it('refuses a write whose Origin is another site (403), accepts this site', async () => {
      const agent = await adminAgent(ctx());
      const res = await agent
        .post('/api/admin/users')
        .set('Origin', 'https://evil.example')
        .send({ email: 'x@test.example', password: 'long-enough-1' })
        .expect(403);
      expect(res.body.message).toMatch(/cross-origin/);
      await agent
        .post('/api/admin/users')
        .set('Host', 'homeward.test:8080')
        .set('Origin', 'http://homeward.test:8080')
        .send({ email: 'same-site@test.example', password: 'long-enough-1' })
        .expect(201);
    });

    it('refuses a write from the same host over another scheme or port: the whole origin must match', async () => {
      const agent = await adminAgent(ctx());
      for (const origin of ['https://homeward.test:8080', 'http://homeward.test:8081']) {
        const res = await agent
          .post('/api/admin/users')
          .set('Host', 'homeward.test:8080')
          .set('Origin', origin)
          .send({ email: 'other-scheme@test.example', password: 'long-enough-1' })
          .expect(403);
        expect(res.body.message).toMatch(/cross-origin/);
      }
      await ctx()
        .http.post('/api/admin/login')
        .set('Host', 'homeward.test')
        .set('Origin', 'https://homeward.test')
        .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
        .expect(403);
    });

    it('refuses login from another site too (login CSRF)', async () => {
      await ctx()
        .http.post('/api/admin/login')
        .set('Origin', 'https://evil.example')
        .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
        .expect(403);
      await ctx()
        .http.post('/api/admin/login')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
        .expect(403);
    });

    it('refuses a body that is not JSON (415), so a plain HTML form cannot post', async () => {
      const agent = await adminAgent(ctx());
      await agent.post('/api/admin/users').type('form').send('email=a@b.example&password=long-enough-1').expect(415);
    });
  });
});

describe('admin sessions across restarts and instances', () => {
  const database = useTestDatabase('sessions');

  it('a session survives an app restart on the same database', async () => {
    const first = await startApp(database());
    const login = await first.http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    const cookie = cookieOf(login)!.split(';')[0];
    await first.close();

    const second = await startApp(database());
    try {
      const res = await second.http.get('/api/admin/session').set('Cookie', cookie).expect(200);
      expect(res.body.email).toBe(TEST_ADMIN.email);
    } finally {
      await second.close();
    }
  });

  it('a session made on one instance works on another sharing the database', async () => {
    const a = await startApp(database());
    const b = await startApp(database());
    try {
      const login = await a.http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
      const cookie = cookieOf(login)!.split(';')[0];
      await b.http.get('/api/admin/stats').set('Cookie', cookie).expect(200);
      await b.http.post('/api/admin/logout').set('Cookie', cookie).expect(200);
      await a.http.get('/api/admin/session').set('Cookie', cookie).expect(401);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the admin from ADMIN_EMAIL is created once; a restart with another password leaves it alone', async () => {
    const app = await startApp(database(), { ADMIN_PASSWORD: 'a-different-password' });
    try {
      await app.http.post('/api/admin/login').send({ email: TEST_ADMIN.email, password: 'a-different-password' }).expect(401);
      const agent = await adminAgent(app);
      const users = (await agent.get('/api/admin/users').expect(200)).body as Array<{ email: string }>;
      expect(users.filter((u) => u.email === TEST_ADMIN.email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
