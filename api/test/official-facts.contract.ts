import { OFFICIAL_FACTS, type OfficialFactsReviewDto } from '@homeward/domain';
import { adminAgent, TEST_FACTS_DATE, useTestApp } from './support/harness.js';

describe('official figures due for review: GET /api/admin/official-facts and the health field', () => {
  const ctx = useTestApp('official-facts');
  const beforeReview = useTestApp('official-facts-may-2026', { FACTS_DATE: '2026-05-19' });

  it('answers 401 without an admin session', async () => {
    await ctx().http.get('/api/admin/official-facts').expect(401);
  });

  it('lists the figures past their review date, the longest overdue first, with their sources', async () => {
    const agent = await adminAgent(ctx());
    const res = await agent.get('/api/admin/official-facts').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as OfficialFactsReviewDto;
    expect(body.on).toBe(TEST_FACTS_DATE);
    expect(body.dueCount).toBe(body.due.length);
    expect(body.due.map((f) => f.id)).toEqual(expect.arrayContaining(['classification-budgets', 'lifetime-contribution-cap']));
    const cap = body.due.find((f) => f.id === 'lifetime-contribution-cap');
    expect(cap).toEqual({
      id: 'lifetime-contribution-cap',
      label: 'Lifetime cap on contributions',
      source: expect.stringContaining('Services Australia'),
      sourceUrl: 'https://www.servicesaustralia.gov.au/annual-lifetime-and-time-limited-caps-for-aged-care',
      asOf: '2026-03-20',
      reviewBy: '2026-09-20',
      updateId: 'lifetime-cap-march-2026',
    });
    const reviewBy = body.due.map((f) => f.reviewBy);
    expect(reviewBy).toEqual([...reviewBy].sort());
    for (const f of body.due) expect(f.reviewBy <= TEST_FACTS_DATE).toBe(true);
    expect(body.dueCount).toBeLessThan(OFFICIAL_FACTS.length);
    const health = await ctx().http.get('/api/health').expect(200);
    expect(health.body.officialFiguresDueForReview).toBe(body.dueCount);
  });

  it('lists none before the first review date (19 May 2026, the day before the quarterly price summaries), and health says 0', async () => {
    const agent = await adminAgent(beforeReview());
    expect((await agent.get('/api/admin/official-facts').expect(200)).body).toEqual({ on: '2026-05-19', dueCount: 0, due: [] });
    expect((await beforeReview().http.get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', officialFiguresDueForReview: 0 });
  });
});
