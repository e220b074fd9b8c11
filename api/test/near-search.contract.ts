import { NEAR_MESSAGES, distanceKm, type AdminProviderDto, type ProviderSearchResult, type ServiceDto } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { providerBody } from './support/factories.js';
import type request from 'supertest';

/**
 * Near-me search on a directory of known places (no demo data). Distances from Brunswick VIC 3056
 * (-37.76661, 144.95843): Brunswick 0, Brunswick East ~2.0 km, Melbourne ~5.4 km, Geelong ~67 km,
 * Parramatta ~700 km, Sydney ~710 km, Newcastle ~820 km, Brunswick WA ~2,670 km.
 */
describe('providers: GET /api/providers/search near-me (near, radiusKm, sort, limit, offset)', () => {
  const ctx = useTestApp('near-search', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let services: ServiceDto[];
  const serviceId = (name: string) => services.find((s) => s.name === name)!.id;
  const ids: Record<string, number> = {};

  const search = async (query: Record<string, string>) => {
    const res = await ctx().http.get('/api/providers/search').query(query).expect(200);
    return { list: res.body as ProviderSearchResult[], hasMore: res.headers['x-has-more'] };
  };
  const names = (list: ProviderSearchResult[]) => list.map((p) => p.businessName);
  const brunswick = { lat: -37.76661, lng: 144.95843 };

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    const nursing = serviceId('Nursing care');
    const personal = serviceId('Personal care');
    const transport = serviceId('Transport (per trip)');
    const add = async (key: string, fields: Record<string, unknown>) => {
      const res = await admin
        .post('/api/admin/providers')
        .send(providerBody({ businessName: key, serviceAreas: [], servicesOffered: [personal], ...fields }))
        .expect(201);
      ids[key] = (res.body as AdminProviderDto).id;
    };
    await add('Brunswick Best', { suburb: 'Brunswick', state: 'VIC', postcode: '3056', rating: 4.9, servicesOffered: [nursing, personal] });
    await add('Brunswick Second', { suburb: 'Brunswick', state: 'VIC', postcode: '3056', rating: 4.1, description: 'Dementia support at home.' });
    await add('East Side Care', { suburb: 'Brunswick East', state: 'VIC', postcode: '3057', rating: 3.9, servicesOffered: [nursing] });
    await add('City Care', { suburb: 'Melbourne', state: 'VIC', postcode: '3000', rating: 4.5, isHighlighted: true });
    await add('Geelong Care', { suburb: 'Geelong', state: 'VIC', postcode: '3220', rating: 5 });
    await add('Sydney Serves Brunswick', {
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      rating: 4.0,
      serviceAreas: ['Brunswick, VIC'],
      servicesOffered: [nursing, transport],
    });
    await add('Parramatta Serves 3056', { suburb: 'Parramatta', state: 'NSW', postcode: '2150', rating: 3.5, serviceAreas: ['3056'] });
    await add('Newcastle Serves Nearby', { suburb: 'Newcastle', state: 'NSW', postcode: '2300', rating: 4.8, serviceAreas: ['Brunswick East', '3057'] });
    await add('Western Brunswick', { suburb: 'Brunswick', state: 'WA', postcode: '6224', rating: 4.2 });
    await add('Closed Brunswick', { suburb: 'Brunswick', state: 'VIC', postcode: '3056', isActive: false, serviceAreas: ['3056'] });
    await add('Nowhere Known', { suburb: 'Atlantis', state: 'VIC', postcode: '0001', rating: 4.0, serviceAreas: ['Brunswick'] });
  });

  it('pages by distance within a radius hold the cards of the whole list, whichever circle answered each page', async () => {
    // One result a page: the first pages come from a circle smaller than the radius (without the serving
    // providers' half of the statement), the last from the radius with it (near-query.ts nearest).
    const query = { near: '3056', radiusKm: '10', sort: 'distance' };
    const all = (await search({ ...query, limit: '50' })).list;
    expect(all.some((p) => p.servesSearchedArea)).toBe(true);
    const paged: ProviderSearchResult[] = [];
    for (let offset = 0; offset < all.length; offset += 1) paged.push(...(await search({ ...query, limit: '1', offset: String(offset) })).list);
    expect(paged).toEqual(all);
  });

  it('lists providers within the radius with their distances, plus far providers whose service areas cover the place', async () => {
    const { list } = await search({ near: '3056', radiusKm: '10' });
    expect(names(list).sort()).toEqual([
      'Brunswick Best',
      'Brunswick Second',
      'City Care',
      'East Side Care',
      'Nowhere Known',
      'Parramatta Serves 3056',
      'Sydney Serves Brunswick',
    ]);
    const byName = new Map(list.map((p) => [p.businessName, p]));
    expect(byName.get('Brunswick Best')).toMatchObject({ distanceKm: expect.any(Number), servesSearchedArea: false });
    expect(byName.get('Brunswick Best')!.distanceKm).toBeLessThan(1.5);
    expect(byName.get('City Care')!.distanceKm).toBeCloseTo(distanceKm(brunswick, { lat: -37.81521, lng: 144.96394 }), 0);
    expect(byName.get('Sydney Serves Brunswick')).toMatchObject({ servesSearchedArea: true });
    expect(byName.get('Sydney Serves Brunswick')!.distanceKm).toBeGreaterThan(600);
    expect(byName.get('Parramatta Serves 3056')).toMatchObject({ servesSearchedArea: true });
    expect(byName.get('Nowhere Known')).toMatchObject({ servesSearchedArea: true, distanceKm: null });
    for (const p of list) if (p.distanceKm !== null) expect(p.distanceKm).toBe(Math.round(p.distanceKm * 10) / 10);
  });

  it('leaves out providers beyond the radius that do not serve the place, and inactive ones', async () => {
    const within50 = names((await search({ near: 'Brunswick VIC', radiusKm: '50' })).list);
    expect(within50).not.toContain('Geelong Care');
    expect(within50).not.toContain('Newcastle Serves Nearby'); // serves Brunswick East, not Brunswick
    expect(within50).not.toContain('Western Brunswick');
    expect(within50).not.toContain('Closed Brunswick');
    expect(names((await search({ near: 'Brunswick VIC', radiusKm: '100' })).list)).toContain('Geelong Care');
    const tight = names((await search({ near: '3056', radiusKm: '10' })).list);
    expect(tight).not.toContain('Geelong Care');
  });

  // Near means near: with a radius, the providers whose areas name the place come first, wherever they are.
  it('sorts by distance with a radius: providers whose areas name the place first, then the others; each nearest first, no coordinates last, a tie (one suburb) by id', async () => {
    const { list } = await search({ near: 'Brunswick VIC 3056', radiusKm: '100', sort: 'distance' });
    expect(names(list)).toEqual([
      'Parramatta Serves 3056',
      'Sydney Serves Brunswick',
      'Nowhere Known',
      'Brunswick Best',
      'Brunswick Second',
      'East Side Care',
      'City Care',
      'Geelong Care',
    ]);
    expect(list.map((p) => p.servesSearchedArea)).toEqual([true, true, true, false, false, false, false, false]);
    const distances = list.slice(3).map((p) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
    expect(list[3].distanceKm).toBe(0);
  });

  it('radiusKm=auto: the default radius rule, answered in X-Radius-Km (50 km where three match close by, the widest where they are far)', async () => {
    const near = await ctx().http.get('/api/providers/search').query({ near: '3056', radiusKm: 'auto', sort: 'distance' }).expect(200);
    expect(near.headers['x-radius-km']).toBe('50');
    expect(names(near.body as ProviderSearchResult[])).not.toContain('Western Brunswick');
    expect(names(near.body as ProviderSearchResult[]).slice(3, 5)).toEqual(['Brunswick Best', 'Brunswick Second']);
    const far = await ctx().http.get('/api/providers/search').query({ near: '3056', radiusKm: 'auto', state: 'NSW', sort: 'distance' }).expect(200);
    expect(far.headers['x-radius-km']).toBe('100');
    // None of NSW is within 100 km of Brunswick: only the providers whose areas name it.
    expect(names(far.body as ProviderSearchResult[])).toEqual(['Parramatta Serves 3056', 'Sydney Serves Brunswick']);
    const plain = await ctx().http.get('/api/providers/search').query({ near: '3056', radiusKm: '25' }).expect(200);
    expect(plain.headers['x-radius-km']).toBe('25');
    expect((await ctx().http.get('/api/providers/search').query({ near: '3056' }).expect(200)).headers['x-radius-km']).toBeUndefined();
    for (const query of [{ radiusKm: 'auto' }, { near: '3056', radiusKm: 'Auto' }, { near: '3056', radiusKm: 'auto,auto' }]) {
      const res = await ctx().http.get('/api/providers/search').query(query).expect(400);
      expect(JSON.stringify(res.body)).toContain('radiusKm');
    }
  });

  it('never lets a featured provider jump a tie in nearest-first order (ids decide), though it leads Best match', async () => {
    const featured = await admin
      .post('/api/admin/providers')
      .send(
        providerBody({
          businessName: 'Brunswick Featured Late',
          suburb: 'Brunswick',
          state: 'VIC',
          postcode: '3056',
          isHighlighted: true,
          displayPriority: 9,
          serviceAreas: [],
        }),
      )
      .expect(201);
    try {
      const nearest = names((await search({ near: '3056', sort: 'distance', limit: '3' })).list);
      expect(nearest).toEqual(['Brunswick Best', 'Brunswick Second', 'Brunswick Featured Late']);
      expect(names((await search({ near: '3056', radiusKm: '10' })).list)[0]).toBe('Brunswick Featured Late');
    } finally {
      await admin.delete(`/api/admin/providers/${(featured.body as AdminProviderDto).id}`).expect(200);
    }
  });

  it('keeps the relevance order (highlighted, priority, rating, name) with near unless sort=distance', async () => {
    const { list } = await search({ near: '3056', radiusKm: '100' });
    expect(list[0].businessName).toBe('City Care');
    const ratings = list.slice(1).map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('without a radius lists every matching provider, with distances (sorted by distance across the country)', async () => {
    const all = (await search({ near: '3056' })).list;
    expect(all).toHaveLength(10);
    expect(all.find((p) => p.businessName === 'Western Brunswick')!.distanceKm).toBeGreaterThan(2000);
    const nearest = (await search({ near: '3056', sort: 'distance' })).list;
    expect(names(nearest)).toEqual([
      'Brunswick Best',
      'Brunswick Second',
      'East Side Care',
      'City Care',
      'Geelong Care',
      'Parramatta Serves 3056',
      'Sydney Serves Brunswick',
      'Newcastle Serves Nearby',
      'Western Brunswick',
      'Nowhere Known',
    ]);
    // A short first page is decided by the smallest box that holds it.
    expect(names((await search({ near: '3056', sort: 'distance', limit: '3' })).list)).toEqual(['Brunswick Best', 'Brunswick Second', 'East Side Care']);
  });

  it('reads a suburb with or without state and postcode; an ambiguous name without state is the most populous state', async () => {
    for (const near of ['Brunswick', 'brunswick vic', 'BRUNSWICK, VIC 3056', 'Brunswick 3056']) {
      expect((await search({ near, sort: 'distance', limit: '1' })).list[0]).toMatchObject({ businessName: 'Brunswick Best', distanceKm: 0 });
    }
    const west = (await search({ near: 'Brunswick WA', sort: 'distance', limit: '1' })).list;
    expect(west[0]).toMatchObject({ businessName: 'Western Brunswick', distanceKm: 0 });
    // Brunswick East (3057): Newcastle's areas name it, and its postcode.
    const east = (await search({ near: 'Brunswick East', radiusKm: '10' })).list;
    expect(east.find((p) => p.businessName === 'Newcastle Serves Nearby')).toMatchObject({ servesSearchedArea: true });
    expect(names(east)).not.toContain('Sydney Serves Brunswick');
  });

  it('combines near with q, state and services', async () => {
    const nursing = String(serviceId('Nursing care'));
    expect(names((await search({ near: '3056', radiusKm: '100', state: 'VIC' })).list).sort()).toEqual([
      'Brunswick Best',
      'Brunswick Second',
      'City Care',
      'East Side Care',
      'Geelong Care',
      'Nowhere Known',
    ]);
    expect(names((await search({ near: '3056', radiusKm: '10', services: nursing, sort: 'distance' })).list)).toEqual([
      'Sydney Serves Brunswick',
      'Brunswick Best',
      'East Side Care',
    ]);
    expect(names((await search({ near: '3056', radiusKm: '10', q: 'dementia' })).list)).toEqual(['Brunswick Second']);
    expect(names((await search({ near: '3056', radiusKm: '10', state: 'NSW', services: `${nursing},${serviceId('Transport (per trip)')}` })).list)).toEqual([
      'Sydney Serves Brunswick',
    ]);
    expect((await search({ near: '3056', radiusKm: '10', state: 'TAS' })).list).toEqual([]);
  });

  it('pages with limit and offset and says whether there is more (X-Has-More)', async () => {
    const full = (await search({ near: '3056', sort: 'distance' })).list;
    const first = await search({ near: '3056', sort: 'distance', limit: '4' });
    const second = await search({ near: '3056', sort: 'distance', limit: '4', offset: '4' });
    const last = await search({ near: '3056', sort: 'distance', limit: '4', offset: '8' });
    expect([...first.list, ...second.list, ...last.list].map((p) => p.id)).toEqual(full.map((p) => p.id));
    expect([first.hasMore, second.hasMore, last.hasMore]).toEqual(['true', 'true', 'false']);
    expect(last.list).toHaveLength(2);
    expect((await search({ near: '3056', sort: 'distance', offset: '10' })).list).toEqual([]);

    const plain = (await search({})).list;
    expect(plain).toHaveLength(10);
    const page = await search({ limit: '3', offset: '3' });
    expect(page.list.map((p) => p.id)).toEqual(plain.slice(3, 6).map((p) => p.id));
    expect(page.hasMore).toBe('true');
    expect((await search({ limit: '3', offset: '9' })).hasMore).toBe('false');
    const within = await search({ near: '3056', radiusKm: '10', limit: '6' });
    expect(within.list).toHaveLength(6);
    expect(within.hasMore).toBe('true');
  });

  it('gives no distance and no coverage without near', async () => {
    for (const p of (await search({})).list) expect(p).toMatchObject({ distanceKm: null, servesSearchedArea: false });
  });

  it("answers 400 'We could not find that postcode or suburb' for an unknown place", async () => {
    for (const near of ['0001', 'Atlantis', 'Brunswick TAS', 'Brunswick VIC 3000', 'VIC']) {
      const res = await ctx().http.get('/api/providers/search').query({ near }).expect(400);
      expect(res.body.message).toBe(NEAR_MESSAGES.unknownPlace);
    }
  });

  it.each([
    [{ sort: 'distance' }, NEAR_MESSAGES.sortNeedsNear],
    [{ radiusKm: '10' }, NEAR_MESSAGES.radiusNeedsNear],
    [{ near: '3056', radiusKm: '30' }, /radiusKm must be one of: 10, 25, 50, 100/],
    [{ near: '3056', radiusKm: 'far' }, /radiusKm must be one of/],
    [{ near: '3056', sort: 'nearest' }, /sort must be one of: relevance, distance/],
    [{ limit: '0' }, /limit must be a whole number from 1 to 100/],
    [{ limit: '101' }, /limit must be a whole number from 1 to 100/],
    [{ offset: '-1' }, /offset must be a whole number from 0 to 10000/],
    [{ offset: '10001' }, /offset must be a whole number from 0 to 10000/],
    [{ near: 'x'.repeat(101) }, /near must be at most 100 characters/],
  ])('answers 400 for %p', async (query, message) => {
    const res = await ctx().http.get('/api/providers/search').query(query).expect(400);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it('treats a blank near as none', async () => {
    expect((await search({ near: '  ' })).list).toHaveLength(10);
  });

  it('follows a provider that moves (coordinates are updated with the postcode)', async () => {
    await admin.put(`/api/admin/providers/${ids['Geelong Care']}`).send({ suburb: 'Brunswick North', postcode: '3056' }).expect(200);
    try {
      expect(names((await search({ near: '3056', radiusKm: '10' })).list)).toContain('Geelong Care');
    } finally {
      await admin.put(`/api/admin/providers/${ids['Geelong Care']}`).send({ suburb: 'Geelong', postcode: '3220' }).expect(200);
    }
    expect(names((await search({ near: '3056', radiusKm: '10' })).list)).not.toContain('Geelong Care');
  });
});
