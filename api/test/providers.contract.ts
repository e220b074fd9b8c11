import type { ProviderSearchResult, ServiceDto } from '@homeward/domain';
import { DEMO_PROVIDER_SEEDS } from '../src/setup/seed/seed-data.js';
import { adminAgent, startAnotherInstance, useTestApp } from './support/harness.js';
import { providerBody, teamCardExtras } from './support/factories.js';

describe('providers: GET /api/providers/search', () => {
  const ctx = useTestApp('providers');
  let services: ServiceDto[];
  const serviceId = (name: string) => services.find((s) => s.name === name)!.id;
  const search = async (query: Record<string, string> = {}) =>
    (await ctx().http.get('/api/providers/search').query(query).expect(200)).body as ProviderSearchResult[];
  const inactive = DEMO_PROVIDER_SEEDS.filter((p) => !p.isActive).map((p) => p.businessName);

  beforeAll(async () => {
    services = (await ctx().http.get('/api/services')).body as ServiceDto[];
  });

  it('returns every active demo provider and never an inactive one', async () => {
    const all = await search({ limit: '100' });
    expect(all).toHaveLength(DEMO_PROVIDER_SEEDS.filter((p) => p.isActive).length);
    expect(inactive.length).toBeGreaterThan(0);
    for (const name of inactive) expect(all.map((p) => p.businessName)).not.toContain(name);
  });

  it('orders highlighted first, then display priority, rating and name', async () => {
    const all = await search();
    const sorted = [...all].sort(
      (a, b) =>
        Number(b.isHighlighted) - Number(a.isHighlighted) || priority(b) - priority(a) || b.rating - a.rating || a.businessName.localeCompare(b.businessName),
    );
    expect(all.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    expect(all[0].isHighlighted).toBe(true);
  });

  it('gives each result what a directory card needs', async () => {
    const [first] = await search({ q: 'Wattle Grove' });
    expect(first).toEqual({
      id: expect.any(Number),
      businessName: 'Wattle Grove Home Care (Demo)',
      name: 'Alex Demo',
      email: 'hello@wattlegrove.example',
      phone: '(02) 5550 0101',
      website: 'https://wattlegrove.example',
      address: '1 Example Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      description: expect.stringContaining('western Sydney'),
      rating: 4.8,
      totalReviews: 126,
      isHighlighted: true,
      servicesOffered: expect.any(Array),
      services: expect.any(Array),
      serviceAreas: ['Parramatta', 'Blacktown', 'Penrith'],
      languages: ['en', 'cmn', 'ar', 'hi'],
      diverseNeeds: ['cald', 'lgbti', 'dementia'],
      acceptingNewClients: 'yes',
      acceptingConfirmedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      registrationCategories: [1, 4, 5],
      frequentPriceRisesUntil: null,
      ...teamCardExtras(),
    });
    expect(first.services.length).toBeGreaterThan(3);
    expect(first.services.map((s) => s.id)).toEqual(first.servicesOffered);
    expect(first.services.map((s) => s.name)).toContain('Nursing care');
  });

  it('matches q case-insensitively in the business name or the description', async () => {
    expect((await search({ q: 'wATTLE' })).map((p) => p.businessName)).toEqual(['Wattle Grove Home Care (Demo)']);
    expect((await search({ q: 'RIVERINA' })).map((p) => p.businessName)).toEqual(['Bluegum Community Services (Demo)']);
    expect(await search({ q: 'no such provider anywhere' })).toEqual([]);
  });

  it('matches the start of a word through the word index ("wat" finds Wattle), and short words or stopwords as before', async () => {
    expect((await search({ q: 'wat' })).map((p) => p.businessName)).toEqual(['Wattle Grove Home Care (Demo)']);
    expect((await search({ q: 'Wattle Gro' })).map((p) => p.businessName)).toEqual(['Wattle Grove Home Care (Demo)']);
    const withThe = await search({ q: 'the' });
    expect(withThe.length).toBeGreaterThan(0);
    for (const p of withThe) expect(`${p.businessName} ${p.description}`.toLowerCase()).toContain('the');
  });

  it('finds a provider by a word of its name at once after an edit, and not by its old name', async () => {
    const admin = await adminAgent(ctx());
    const created = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Quokka Lantern Care' }))
      .expect(201);
    expect((await search({ q: 'quokka' })).map((p) => p.id)).toEqual([created.body.id]);
    await admin.put(`/api/admin/providers/${created.body.id}`).send({ businessName: 'Numbat Lantern Care' }).expect(200);
    expect(await search({ q: 'quokka' })).toEqual([]);
    expect((await search({ q: 'numbat lan' })).map((p) => p.id)).toEqual([created.body.id]);
    await admin.delete(`/api/admin/providers/${created.body.id}`).expect(200);
    expect(await search({ q: 'numbat' })).toEqual([]);
  });

  it('treats % and _ in q as plain text', async () => {
    expect(await search({ q: '%' })).toEqual([]);
    expect(await search({ q: '_' })).toEqual([]);
  });

  it('filters by state', async () => {
    const vic = await search({ state: 'VIC' });
    expect(vic.length).toBeGreaterThan(0);
    expect(vic.every((p) => p.state === 'VIC')).toBe(true);
    expect(vic.map((p) => p.businessName)).not.toContain('Geelong Helping Hands (Demo)'); // inactive
    expect(await search({ state: 'all' })).toHaveLength((await search()).length);
  });

  it('filters by services: a provider must offer all of them', async () => {
    const nursing = serviceId('Nursing care');
    const personal = serviceId('Personal care');
    const both = await search({ services: `${nursing},${personal}` });
    expect(both.length).toBeGreaterThan(0);
    for (const p of both) expect(p.servicesOffered).toEqual(expect.arrayContaining([nursing, personal]));
    const nursingOnly = await search({ services: String(nursing) });
    expect(nursingOnly.length).toBeGreaterThan(both.length);
  });

  it('finds a provider by its services at once after an edit of them, and through the join table while its service mask is not worked out', async () => {
    const admin = await adminAgent(ctx());
    const [nursing, podiatry, respite] = [serviceId('Nursing care'), serviceId('Podiatry'), serviceId('Respite')];
    const created = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Bandicoot Mask Care', servicesOffered: [nursing, podiatry] }))
      .expect(201);
    const id = created.body.id as number;
    const found = async (ids: number[]) => (await search({ q: 'bandicoot', services: ids.join(',') })).map((p) => p.id);
    expect(await found([nursing, podiatry])).toEqual([id]);
    expect(await found([respite])).toEqual([]);
    await admin
      .put(`/api/admin/providers/${id}`)
      .send({ servicesOffered: [respite] })
      .expect(200);
    expect(await found([respite])).toEqual([id]);
    expect(await found([nursing])).toEqual([]);
    // A raw SQL write to the join table that leaves the mask NULL (unknown) is worked out by the next start.
    const db = ctx().dataSource;
    await db.query('UPDATE providers SET serviceMask = NULL WHERE id = ?', [id]);
    await db.query('INSERT INTO provider_services (providerId, serviceId) VALUES (?, ?)', [id, podiatry]);
    const restarted = await startAnotherInstance(ctx());
    try {
      const foundThere = async (ids: number[]) =>
        (
          (
            await restarted.http
              .get('/api/providers/search')
              .query({ q: 'bandicoot', services: ids.join(',') })
              .expect(200)
          ).body as ProviderSearchResult[]
        ).map((p) => p.id);
      expect(await foundThere([podiatry, respite])).toEqual([id]);
      expect(await foundThere([nursing, respite])).toEqual([]);
    } finally {
      await restarted.close();
    }
    await admin.delete(`/api/admin/providers/${id}`).expect(200);
  });

  it('combines q, state and services', async () => {
    const result = await search({ q: 'care', state: 'ACT', services: String(serviceId('Occupational therapy')) });
    expect(result.map((p) => p.businessName)).toEqual(['Capital Ageing Well (Demo)', 'Civic Home Care (Demo)']);
    expect(await search({ q: 'support', state: 'NT', services: String(serviceId('Nursing care')) })).toEqual([]);
    expect((await search({ q: 'care', state: 'NT', services: String(serviceId('Nursing care')) })).map((p) => p.businessName)).toEqual([
      'Mindil Home Care (Demo)',
    ]);
  });

  it.each([
    [{ state: 'XYZ' }, /state must be one of/],
    [{ services: 'abc' }, /services must be comma-joined service ids/],
    [{ services: '1,-2' }, /services/],
    [{ q: 'x'.repeat(101) }, /q must be shorter/],
    [{ page: '2' }, /property page should not exist/],
  ])('answers 400 for %p', async (query, message) => {
    const res = await ctx().http.get('/api/providers/search').query(query).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it('answers one page of at most 20 by default and says whether there is more (X-Has-More, exposed)', async () => {
    // The demo directory holds more than 20 active providers (a few in every capital).
    const res = await ctx().http.get('/api/providers/search').expect(200);
    expect(res.body.length).toBe(20);
    expect(res.headers['x-has-more']).toBe('true');
    const rest = await ctx().http.get('/api/providers/search').query({ offset: '20' }).expect(200);
    expect(res.body.length + rest.body.length).toBe(DEMO_PROVIDER_SEEDS.filter((p) => p.isActive).length);
    expect(rest.headers['x-has-more']).toBe('false');
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Has-More/);
  });

  it('sets no session cookie', async () => {
    const res = await ctx().http.get('/api/providers/search').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

function priority(p: ProviderSearchResult): number {
  return DEMO_PROVIDER_SEEDS.find((s) => s.businessName === p.businessName)!.displayPriority;
}
