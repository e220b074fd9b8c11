import { QueryErrorLogger } from '../src/database/query-error-logger.js';
import { adminAgent, useTestApp } from './support/harness.js';

/**
 * How the HTTP edges answer: the case of the admin door's path, no-store on signed-in answers, bad requests as
 * 4xx, and failed queries logged without their values. (Lockout, passwords, sessions and the second factor have
 * their own suites.)
 */
describe('request edges', () => {
  const ctx = useTestApp('request_edges');

  describe('the case of the admin path: the guard and Express agree', () => {
    it.each(['/api/Admin/providers', '/api/ADMIN/users', '/api/aDmIn/session'])('answers %s with 401 without a session', async (url) => {
      const res = await ctx().http.get(url).expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'SIGN_IN_REQUIRED', message: 'Please sign in', error: 'Unauthorized' });
    });

    it('refuses another case even with a session: the cookie belongs to /api/admin as written, and so does the door', async () => {
      const login = await ctx().http.post('/api/admin/login').send({ email: 'admin@test.example', password: 'correct-horse-battery' }).expect(200);
      const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
      await ctx().http.get('/api/admin/session').set('Cookie', cookie).expect(200);
      const res = await ctx().http.get('/api/Admin/session').set('Cookie', cookie).expect(401);
      expect(res.body.message).toBe('Please sign in');
    });

    it('leaves /API/... to the site (its not-found answer), never to a controller', async () => {
      await ctx().http.get('/API/admin/leads').expect(404);
    });

    it('refuses signing in through another case with 401, not 500', async () => {
      await ctx().http.post('/api/Admin/login').send({ email: 'admin@test.example', password: 'correct-horse-battery' }).expect(401);
    });
  });

  describe('Cache-Control: no-store on every answer of the signed-in doors', () => {
    it.each([
      ['a signed-in read', async () => (await adminAgent(ctx())).get('/api/admin/users')],
      ['a 401', async () => ctx().http.get('/api/admin/leads')],
      ['a 404 under /api/admin', async () => ctx().http.get('/api/admin/no-such-thing')],
      ['a body the parser refuses', async () => ctx().http.post('/api/admin/login').set('Content-Type', 'application/json').send('{not json')],
      ['any case of the prefix', async () => ctx().http.get('/api/Admin/users')],
      ['the provider portal prefix (before its routes exist)', async () => ctx().http.get('/api/partner/session')],
    ])('on %s', async (_label, send) => {
      const res = await send();
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('leaves public answers to their own caching', async () => {
      const res = await ctx().http.get('/api/services').expect(200);
      expect(res.headers['cache-control']).not.toBe('no-store');
    });
  });

  describe('bad requests are 4xx, never 500', () => {
    it('refuses a body sent as gzip that is not gzip with 400', async () => {
      const res = await ctx()
        .http.post('/api/leads/contact')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(Buffer.from('{"this":"is not gzip"}'));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request body is not valid for its Content-Encoding');
    });

    it.each(['[1e20,1e20]', '[9007199254740991,9007199254740991]', '[1000000001,1000000001]'])('refuses range=%s with 400', async (range) => {
      const admin = await adminAgent(ctx());
      const res = await admin.get('/api/admin/providers').query({ range }).expect(400);
      expect(res.body.message).toMatch(/^range /);
    });

    it('still answers a range far past the end with an empty page', async () => {
      const admin = await adminAgent(ctx());
      const res = await admin.get('/api/admin/providers').query({ range: '[1000000000,1000000009]' }).expect(200);
      expect(res.body).toEqual([]);
    });
  });

  describe('failed queries in the log', () => {
    it("logs a failed query without the values it was given, nor the driver's message that quotes them", async () => {
      const lines: string[] = [];
      const source = ctx().dataSource;
      const logger = new QueryErrorLogger((line) => lines.push(line));
      const original = source.logger;
      Object.assign(source, { logger });
      try {
        await expect(
          source.query('INSERT INTO admin_users (id, email, passwordHash, isActive, createdAt) VALUES (?, ?, ?, ?, ?)', [
            1,
            'someone.private@example.com',
            'x',
            1,
            new Date(),
          ]),
        ).rejects.toThrow();
      } finally {
        Object.assign(source, { logger: original });
      }
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^query failed \(\w+\): INSERT INTO admin_users/);
      expect(lines[0]).not.toContain('someone.private');
    });
  });
});
