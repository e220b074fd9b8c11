import { distanceKm, type PlanQuoteResponse, type ProviderSearchResult, type ServiceDto } from '@homeward/domain';
import { useTestApp } from './support/harness.js';

/**
 * Near means near, on the demo directory as Margaret found it: Melbourne VIC 3000, a plan of
 * personal care, physiotherapy and cleaning. A quote or a near-me search that names no radius is limited to
 * the default rule's (50 km in a city), providers whose areas name the place first; complete offers before
 * partial ones, cheapest first within each group.
 */
describe('near means near: the plan quote and the directory near Melbourne 3000 (demo data)', () => {
  const ctx = useTestApp('near-means-near');
  let services: ServiceDto[];
  const sid = (name: string) => services.find((s) => s.name === name)!.id;
  const melbourne = { lat: -37.8136, lng: 144.9631 };
  const plan = () => [
    { serviceId: sid('Personal care'), perWeek: 3 },
    { serviceId: sid('Physiotherapy'), perWeek: 1 },
    { serviceId: sid('Domestic assistance'), perWeek: 2 },
  ];
  const quote = async (body: Record<string, unknown>) => (await ctx().http.post('/api/plans/quote').send(body).expect(200)).body as PlanQuoteResponse;
  const directory = async (query: Record<string, string>) => {
    const res = await ctx().http.get('/api/providers/search').query(query).expect(200);
    return { list: res.body as ProviderSearchResult[], radiusKm: res.headers['x-radius-km'] as string | undefined };
  };
  const isComplete = (q: PlanQuoteResponse['quotes'][number]) => q.missingServices.length === 0 && q.unpricedServices.length === 0;

  beforeAll(async () => {
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
  });

  it('a quote near 3000 without a radius (as old clients send it) lists only providers within 50 km or serving 3000', async () => {
    const body = await quote({ selectedServices: plan(), near: '3000' });
    expect(body.radiusKm).toBe(50);
    expect(body.quotes.length).toBeGreaterThanOrEqual(4);
    for (const q of body.quotes) expect(q.provider.servesSearchedArea || q.provider.distanceKm! <= 50).toBe(true);
    const names = body.quotes.map((q) => q.provider.businessName);
    for (const far of ['Top End Home Help (Demo)', 'Swan River Home Support (Demo)', 'Bluegum Community Services (Demo)', 'Mindil Home Care (Demo)'])
      expect(names).not.toContain(far);
  });

  it('lists complete offers first, those serving 3000 first, each group cheapest first; partial offers after them', async () => {
    const body = await quote({ selectedServices: plan(), near: 'Melbourne VIC 3000' });
    const complete = body.quotes.filter(isComplete);
    const partial = body.quotes.filter((q) => !isComplete(q));
    expect(body.quotes.slice(0, complete.length)).toEqual(complete);
    expect(complete.map((q) => q.provider.businessName)).toEqual([
      'Carlton Community Care (Demo)',
      'Flinders Lane Home Care (Demo)',
      'Footscray Home Support (Demo)',
    ]);
    expect(complete.map((q) => q.provider.servesSearchedArea)).toEqual([true, true, false]);
    expect(complete[0].weeklyCost).toBeLessThan(complete[1].weeklyCost);
    // The cheapest complete offer does not list 3000: it comes after those that do, and says so on its card.
    expect(complete[2].weeklyCost).toBeLessThan(complete[0].weeklyCost);
    expect(partial.length).toBeGreaterThan(0);
    for (const q of partial) expect(q.provider.distanceKm! <= 50 || q.provider.servesSearchedArea).toBe(true);
    expect(partial.map((q) => q.provider.businessName)).toContain('Yarra Valley Support Co (Demo)');
  });

  it('takes a radius when asked and keeps the old explicit radius', async () => {
    const wide = await quote({ selectedServices: plan(), near: '3000', radiusKm: 100 });
    expect(wide.radiusKm).toBe(100);
    for (const q of wide.quotes) expect(q.provider.servesSearchedArea || q.provider.distanceKm! <= 100).toBe(true);
    const narrow = await quote({ selectedServices: plan(), near: '3000', radiusKm: 10 });
    expect(narrow.radiusKm).toBe(10);
    expect(narrow.quotes.map((q) => q.provider.businessName)).not.toContain('Yarra Valley Support Co (Demo)');
  });

  it('near every capital, a quote for the whole catalogue has a complete offer within 10 km (fewer than three: the default widens to 100 km)', async () => {
    const everything = services.map((s) => ({ serviceId: s.id, perWeek: 1 }));
    for (const near of ['2000', '3000', '4000', '6000', '5000', '7000', '0800', '2601']) {
      const body = await quote({ selectedServices: everything, near });
      expect([50, 100]).toContain(body.radiusKm);
      const complete = body.quotes.filter(isComplete);
      expect(complete.length).toBeGreaterThanOrEqual(1);
      expect(complete[0].provider.distanceKm!).toBeLessThan(10);
    }
  });

  it('the directory near 3000 (default radius, nearest first) shows the nearest serving provider first, and marks those that do not serve it', async () => {
    const { list, radiusKm } = await directory({ near: '3000', radiusKm: 'auto', sort: 'distance' });
    expect(radiusKm).toBe('50');
    expect(list[0]).toMatchObject({ businessName: 'Flinders Lane Home Care (Demo)', servesSearchedArea: true });
    const firstNotServing = list.findIndex((p) => !p.servesSearchedArea);
    expect(list.slice(firstNotServing).every((p) => !p.servesSearchedArea)).toBe(true);
    for (const p of list) expect(p.servesSearchedArea || p.distanceKm! <= 50).toBe(true);
    expect(list.map((p) => p.businessName)).not.toContain('Wattle Grove Home Care (Demo)');
    // Among those not serving 3000: nearest first.
    const rest = list.slice(firstNotServing).map((p) => p.distanceKm!);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('the Greek filter near 3000 does not show Darwin: nearby Greek speakers only', async () => {
    const { list } = await directory({ near: '3000', radiusKm: 'auto', sort: 'distance', languages: 'el' });
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const p of list) {
      expect(p.languages).toContain('el');
      expect(p.state).toBe('VIC');
    }
    expect(list[0].businessName).toBe('Flinders Lane Home Care (Demo)');
    // The distances the cards show are from the place's centre.
    expect(list[0].distanceKm!).toBeLessThan(distanceKm(melbourne, { lat: -37.9, lng: 145.1 }));
  });
});
