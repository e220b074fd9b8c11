import {
  CLASSIFICATION_BUDGETS,
  CLASSIFICATION_COLORS,
  CLASSIFICATION_ICONS,
  SERVICE_CATEGORIES,
  SERVICE_ICONS,
  SERVICE_UNITS,
  type ClassificationDto,
  type ServiceDto,
} from '@homeward/domain';
import { useTestApp } from './support/harness.js';

describe('catalog: GET /api/classifications and GET /api/services', () => {
  const ctx = useTestApp('catalog');

  it('lists the 8 classifications by level with the official budgets as 2-decimal strings', async () => {
    const res = await ctx().http.get('/api/classifications').expect(200).expect('Content-Type', /json/);
    const body = res.body as ClassificationDto[];
    expect(body.map((c) => c.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [i, c] of body.entries()) {
      const fact = CLASSIFICATION_BUDGETS.classifications[i];
      expect(c).toEqual({
        id: expect.any(Number),
        level: fact.level,
        name: fact.name,
        description: fact.description,
        icon: fact.icon,
        color: fact.color,
        quarterlyBudget: fact.quarterlyBudget,
      });
      expect(c.quarterlyBudget).toMatch(/^\d+\.\d{2}$/);
      expect(CLASSIFICATION_ICONS).toContain(c.icon);
      expect(CLASSIFICATION_COLORS).toContain(c.color);
    }
    expect(body[7].quarterlyBudget).toBe('19526.59');
  });

  it('lists at least 12 services across the three categories, Clinical never contributable', async () => {
    const res = await ctx().http.get('/api/services').expect(200);
    const body = res.body as ServiceDto[];
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.map((s) => s.category))).toEqual(new Set(SERVICE_CATEGORIES));
    for (const s of body) {
      expect(Object.keys(s).sort()).toEqual(['category', 'description', 'hourlyRate', 'icon', 'id', 'isContributable', 'name', 'unit']);
      expect(SERVICE_UNITS).toContain(s.unit);
      expect(s.hourlyRate).toMatch(/^\d+\.\d{2}$/);
      expect(SERVICE_ICONS).toContain(s.icon);
      expect(s.isContributable).toBe(s.category !== 'Clinical');
    }
    expect(body.find((s) => s.name === 'Nursing care')?.hourlyRate).toBe('150.00');
  });

  it.each(['/api/classifications', '/api/services'])('%s is cacheable: Cache-Control, ETag and a 304 on revalidation', async (url) => {
    const first = await ctx().http.get(url).expect(200);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await ctx().http.get(url).set('If-None-Match', etag).expect(304);
  });

  it("public reads set no cookie and carry a JSON API's security headers", async () => {
    const res = await ctx().http.get('/api/services').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // production only
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ])('sends the prepared %s encoding (Accept-Encoding: %s), the same list once decoded', async (accept, encoding) => {
    const plain = await ctx().http.get('/api/services').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const res = await ctx().http.get('/api/services').set('Accept-Encoding', accept).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(res.body).toEqual(plain.body);
  });

  it('answers a revalidation of an encoded response with a 304 too', async () => {
    const first = await ctx().http.get('/api/classifications').set('Accept-Encoding', 'gzip').expect(200);
    await ctx()
      .http.get('/api/classifications')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const get = await ctx().http.get('/api/classifications').set('Accept-Encoding', 'identity').expect(200);
    const res = await ctx().http.head('/api/classifications').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(get.body))));
    expect(res.headers.etag).toBe(get.headers.etag);
    expect(res.text).toBeUndefined();
  });
});

describe('catalog: a service the program moved has its category on the date (personal care, 1 October 2026)', () => {
  const before = useTestApp('catalog-sep-2026', { FACTS_DATE: '2026-09-30' });
  const from = useTestApp('catalog-oct-2026', { FACTS_DATE: '2026-10-01' });
  const personalCare = async (ctx: typeof before) =>
    ((await ctx().http.get('/api/services').expect(200)).body as ServiceDto[]).find((s) => s.name === 'Personal care');

  it('is Independence, with a contribution, on 30 September 2026', async () => {
    expect(await personalCare(before)).toMatchObject({ category: 'Independence', isContributable: true, hourlyRate: '100.00' });
  });

  it('is Clinical, with no contribution, from 1 October 2026; other services are as stored', async () => {
    expect(await personalCare(from)).toMatchObject({ category: 'Clinical', isContributable: false, hourlyRate: '100.00' });
    const respite = ((await from().http.get('/api/services').expect(200)).body as ServiceDto[]).find((s) => s.name === 'Respite');
    expect(respite).toMatchObject({ category: 'Independence', isContributable: true });
  });
});
