import { SAVE_FAILED_MESSAGE } from '../src/leads/intake/leads.service.js';
import { adminAgent, expectHealthy, usingMysql, useTestApp } from './support/harness.js';
import { LEAD_FORMS, calculatorLead } from './support/factories.js';

describe('when the database goes away', () => {
  const ctx = useTestApp('db-failure');

  it('health is 200 while the database answers', async () => {
    await expectHealthy(ctx());
  });

  describe('after the connection is closed', () => {
    let cookie: string;
    // Failed queries are logged on purpose (QueryErrorLogger): kept out of the output, checked in the test that causes
    // each one, and in the last test that nothing else was logged.
    let loggedErrors: jest.SpyInstance;
    let loggedBefore = 0;
    const loggedInThisTest = () => loggedErrors.mock.calls.slice(loggedBefore).map(([line]) => String(line));
    /**
     * SQLite's closed handle fails each query and the logger writes it; mysql2's closed pool refuses before TypeORM
     * sends the query, so nothing is logged there. The line's code (TypeError here) is the driver's: not checked.
     */
    const expectQueryFailureLogged = (sql: RegExp) =>
      expect(loggedInThisTest()).toEqual(
        usingMysql() ? [] : expect.arrayContaining([expect.stringMatching(new RegExp(`^query failed \\([^)]+\\): ${sql.source}`))]),
      );
    beforeAll(async () => {
      const agent = await adminAgent(ctx());
      const res = await agent.get('/api/admin/session');
      cookie = String(res.request.cookies ?? '');
      loggedErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await ctx().dataSource.destroy();
    });
    beforeEach(() => {
      loggedBefore = loggedErrors.mock.calls.length;
    });
    afterAll(() => loggedErrors.mockRestore());

    it.each(LEAD_FORMS)('a %s lead is a 503, never a 201 that loses it', async (kind, make) => {
      const res = await ctx().http.post(`/api/leads/${kind}`).send(make()).expect(503);
      expect(res.body.message).toBe(SAVE_FAILED_MESSAGE);
    });

    it('lead validation still answers 400 first', async () => {
      await ctx()
        .http.post('/api/leads/calculator')
        .send(calculatorLead({ hasReferralId: null }))
        .expect(400);
    });

    it('health is 503', async () => {
      const res = await ctx().http.get('/api/health').expect(503);
      expect(res.body).toMatchObject({ status: 'unavailable', databaseReachable: false });
    });

    it('reads that need the database answer 503 with a JSON message, not 500', async () => {
      const res = await ctx().http.get('/api/providers/search').query({ q: 'wombat' }).expect(503);
      expect(res.body.message).toMatch(/temporarily unavailable/);
      await ctx().http.get('/api/locations').query({ query: 'bruns' }).expect(503);
      expectQueryFailureLogged(/SELECT .* FROM locations WHERE /);
    });

    it('the catalogue and the calculator still answer: they were read at start and work from memory', async () => {
      expect(((await ctx().http.get('/api/services').expect(200)).body as unknown[]).length).toBeGreaterThanOrEqual(12);
      await ctx().http.get('/api/classifications').expect(200);
      await ctx().http.post('/api/calculate').send({ classificationId: 1, selectedServices: [] }).expect(200);
    });

    it('admin requests fail closed (no session can be read)', async () => {
      const res = await ctx().http.get('/api/admin/stats').set('Cookie', cookie);
      expect([401, 503]).toContain(res.status);
      expectQueryFailureLogged(/SELECT .* FROM .sessions. /);
    });

    it('logged nothing but the failed queries', () => {
      const lines = loggedErrors.mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => !line.startsWith('query failed ('))).toEqual([]);
    });
  });
});
