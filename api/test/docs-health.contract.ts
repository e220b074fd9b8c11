import { expectHealthy, useTestApp } from './support/harness.js';

describe('OpenAPI and health', () => {
  const ctx = useTestApp('docs');

  it('GET /api/health reports the database', async () => {
    const res = await expectHealthy(ctx());
    expect(res.body.officialFiguresDueForReview).toBeGreaterThanOrEqual(3);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps an idle connection open for 65 s, longer than a proxy in front would (no reset as a client reuses it)', async () => {
    const res = await ctx().http.get('/api/health').set('Connection', 'keep-alive').expect(200);
    expect(res.headers['keep-alive']).toBe('timeout=65');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await ctx().http.get('/api/docs/').expect(200);
    expect(res.text).toMatch(/swagger/i);
    // a page: the site's CSP (checked with Swagger UI in a browser), not the JSON API's
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('generates the OpenAPI document from the DTOs, covering every endpoint', async () => {
    const res = await ctx().http.get('/api/docs-json').expect(200);
    const doc = res.body as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const endpoints = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(endpoints).toEqual(
      expect.arrayContaining([
        'GET /api/classifications',
        'GET /api/services',
        'POST /api/calculate',
        'GET /api/providers/search',
        'POST /api/leads/calculator',
        'POST /api/leads/provider',
        'GET /api/health',
        'POST /api/admin/login',
        'GET /api/admin/session',
        'POST /api/admin/logout',
        'GET /api/admin/stats',
        'GET /api/admin/official-facts',
        'GET /api/admin/providers',
        'POST /api/admin/providers',
        'GET /api/admin/providers/{id}',
        'PUT /api/admin/providers/{id}',
        'DELETE /api/admin/providers/{id}',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'GET /api/admin/leads/calculator',
        'GET /api/admin/leads/calculator/export',
        'GET /api/admin/leads/calculator/{id}',
        'PUT /api/admin/leads/calculator/{id}',
        'GET /api/admin/leads/provider',
        'GET /api/admin/leads/provider/export',
        'GET /api/admin/leads/provider/{id}',
        'PUT /api/admin/leads/provider/{id}',
      ]),
    );
    expect(Object.keys(doc.components.schemas.CreateCalculatorLeadDto.properties ?? {})).toEqual(
      expect.arrayContaining(['hasReferralId', 'selectedServices', 'postcode']),
    );
    expect(Object.keys(doc.components.schemas.CalculateDto.properties ?? {})).toEqual(
      expect.arrayContaining(['classificationId', 'selectedServices', 'coPaymentIncome']),
    );
  });
});
