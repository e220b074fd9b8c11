import type { AdminProviderDto, ProviderSearchResult } from '@homeward/domain';
import { DEMO_PROVIDER_SEEDS } from '../src/setup/seed/seed-data.js';
import { adminAgent, directoryChangedBehindTheApi, useTestApp } from './support/harness.js';
import { adminProvider, adminProviders, createProvider, providerBody, providerLead, raQuery, teamCardExtras } from './support/factories.js';
import type request from 'supertest';

describe('admin providers: /api/admin/providers', () => {
  const ctx = useTestApp('admin-providers');
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  describe('GET (list)', () => {
    it('without parameters returns the plain full array, inactive providers included', async () => {
      const res = await admin.get('/api/admin/providers').expect(200);
      const body = res.body as AdminProviderDto[];
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThanOrEqual(DEMO_PROVIDER_SEEDS.length);
      expect(body.some((p) => !p.isActive)).toBe(true);
      expect(Object.keys(body[0]).sort()).toEqual(
        [
          'address',
          'businessName',
          'createdAt',
          'description',
          'displayPriority',
          'email',
          'id',
          'isActive',
          'isHighlighted',
          'latitude',
          'leadEmail',
          'listing',
          'longitude',
          'name',
          'phone',
          'postcode',
          'prices',
          'pricesUpdatedAt',
          'rating',
          'reviewCount',
          'serviceAreas',
          'servicesOffered',
          'state',
          'suburb',
          'updatedAt',
          'website',
          'languages',
          'diverseNeeds',
          'acceptingNewClients',
          'acceptingConfirmedAt',
          'registrationCategories',
        ].sort(),
      );
    });

    it('pages and sorts in the database with Content-Range (ra-data-simple-rest)', async () => {
      const total = (await adminProviders(admin)).length;
      const page1 = await admin
        .get('/api/admin/providers')
        .query(raQuery({ sort: ['businessName', 'ASC'], range: [0, 4] }))
        .expect(200);
      expect(page1.headers['content-range']).toBe(`providers 0-4/${total}`);
      expect(page1.headers['access-control-expose-headers']).toMatch(/Content-Range/);
      expect(page1.body).toHaveLength(5);
      const names = (page1.body as AdminProviderDto[]).map((p) => p.businessName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const page2 = await admin
        .get('/api/admin/providers')
        .query(raQuery({ sort: ['businessName', 'ASC'], range: [5, 9] }))
        .expect(200);
      expect(page2.headers['content-range']).toBe(`providers 5-9/${total}`);
      expect((page2.body as AdminProviderDto[])[0].businessName.localeCompare(names[4])).toBeGreaterThan(0);
      const desc = await admin
        .get('/api/admin/providers')
        .query(raQuery({ sort: ['rating', 'DESC'], range: [0, 2] }))
        .expect(200);
      const ratings = (desc.body as AdminProviderDto[]).map((p) => p.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('filters by q, state, isActive and isHighlighted, and by a list of ids (getMany)', async () => {
      const nsw = await admin
        .get('/api/admin/providers')
        .query(raQuery({ filter: { state: 'NSW' }, range: [0, 99] }))
        .expect(200);
      expect((nsw.body as AdminProviderDto[]).every((p) => p.state === 'NSW')).toBe(true);
      const inactive = await admin
        .get('/api/admin/providers')
        .query(raQuery({ filter: { isActive: false } }))
        .expect(200);
      expect((inactive.body as AdminProviderDto[]).map((p) => p.businessName).sort()).toEqual(
        DEMO_PROVIDER_SEEDS.filter((p) => !p.isActive)
          .map((p) => p.businessName)
          .sort(),
      );
      const q = await admin
        .get('/api/admin/providers')
        .query(raQuery({ filter: { q: 'YARRA' } }))
        .expect(200);
      expect((q.body as AdminProviderDto[]).map((p) => p.businessName)).toEqual(['Yarra Valley Support Co (Demo)']);
      expect(q.headers['content-range']).toBe('providers 0-0/1');
      const both = await admin
        .get('/api/admin/providers')
        .query(raQuery({ filter: { isHighlighted: true, state: 'QLD' } }))
        .expect(200);
      expect((both.body as AdminProviderDto[]).every((p) => p.isHighlighted && p.state === 'QLD')).toBe(true);
      const ids = await admin
        .get('/api/admin/providers')
        .query(raQuery({ filter: { id: [1, 2] } }))
        .expect(200);
      expect((ids.body as AdminProviderDto[]).map((p) => p.id).sort()).toEqual([1, 2]);
      const none = await admin
        .get('/api/admin/providers')
        .query(raQuery({ filter: { q: 'zzzz-nothing' } }))
        .expect(200);
      expect(none.headers['content-range']).toBe('providers */0');
    });

    it.each([
      [{ sort: '["password","ASC"]' }, /sort field must be one of/],
      [{ sort: 'businessName' }, /sort must be JSON/],
      [{ range: '[5,1]' }, /range/],
      [{ range: '[0,5000]' }, /at most/],
      [{ filter: '{"colour":"red"}' }, /filter colour is not supported/],
      [{ filter: '[1]' }, /filter must be a JSON object/],
      [{ filter: '{"isActive":"maybe"}' }, /isActive must be true or false/],
      [{ limit: '5' }, /limit should not exist/],
    ])('answers 400 for list parameters %p', async (query, message) => {
      const res = await admin.get('/api/admin/providers').query(query).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a provider with the spec defaults, and it appears in the directory', async () => {
      const { rating: _r, reviewCount: _c, isActive: _a, isHighlighted: _h, displayPriority: _d, ...minimal } = providerBody({ businessName: 'Defaults Care' });
      const res = await admin.post('/api/admin/providers').send(minimal).expect(201);
      const created = res.body as AdminProviderDto;
      expect(created).toMatchObject({
        businessName: 'Defaults Care',
        rating: 4.5,
        reviewCount: 0,
        isActive: true,
        isHighlighted: false,
        displayPriority: 0,
        website: 'https://harbour.example',
        servicesOffered: [1, 6],
        serviceAreas: ['Newcastle', 'Maitland'],
      });
      await admin.get(`/api/admin/providers/${created.id}`).expect(200);
      const search = (await ctx().http.get('/api/providers/search').query({ q: 'Defaults Care' }).expect(200)).body as ProviderSearchResult[];
      expect(search.map((p) => p.id)).toEqual([created.id]);
      expect(search[0].services).toEqual([
        { id: 1, name: 'Nursing care' },
        { id: 6, name: 'Personal care' },
      ]);
    });

    it('locates a provider from postcode and suburb on create and on update (read-only coordinates)', async () => {
      // Newcastle NSW 2300: the matching locality of the postcode.
      const created = await createProvider(admin, { businessName: 'Located Care' });
      expect(created).toMatchObject({ latitude: -32.92722, longitude: 151.7795 });
      // A suburb the postcode does not have: the postcode's first locality (Bar Beach).
      const other = await admin.put(`/api/admin/providers/${created.id}`).send({ suburb: 'Somewhere Else' }).expect(200);
      expect(other.body).toMatchObject({ latitude: -32.94, longitude: 151.76778 });
      // Coordinates sent by a client are ignored; a new postcode moves the provider.
      const moved = await admin
        .put(`/api/admin/providers/${created.id}`)
        .send({ ...other.body, postcode: '3056', suburb: 'brunswick', state: 'VIC', latitude: 0, longitude: 0 })
        .expect(200);
      expect(moved.body).toMatchObject({ latitude: -37.76661, longitude: 144.95843 });
      // A postcode that is not in the locations table: no coordinates (the directory still lists it).
      const unknown = await admin.put(`/api/admin/providers/${created.id}`).send({ postcode: '0001' }).expect(200);
      expect(unknown.body).toMatchObject({ latitude: null, longitude: null });
      const found = (await ctx().http.get('/api/providers/search').query({ q: 'Located Care' }).expect(200)).body as ProviderSearchResult[];
      expect(found.map((p) => p.id)).toEqual([created.id]);
    });

    it('accepts empty optional fields as null', async () => {
      const res = await admin
        .post('/api/admin/providers')
        .send(providerBody({ businessName: 'Optional Blank', name: '', website: '', description: null }))
        .expect(201);
      expect(res.body).toMatchObject({ name: null, website: null, description: null });
    });

    it.each([
      ['no business name', { businessName: '' }, /businessName/],
      ['a malformed email', { email: 'nope' }, /email must be an email address/],
      ['no phone', { phone: undefined }, /phone/],
      ['no address', { address: ' ' }, /address/],
      ['no suburb', { suburb: undefined }, /suburb/],
      ['an unknown state', { state: 'NZ' }, /state must be one of/],
      ['a postcode that is not 4 digits', { postcode: '123' }, /postcode must be 4 digits/],
      ['a rating below 1', { rating: 0.5 }, /rating/],
      ['a rating above 5', { rating: 5.1 }, /rating/],
      ['a rating off the 0.1 step', { rating: 4.25 }, /one decimal place/],
      ['a negative display priority', { displayPriority: -1 }, /displayPriority must not be below 0/],
      ['a fractional display priority', { displayPriority: 1.5 }, /displayPriority/],
      ['a negative review count', { reviewCount: -3 }, /reviewCount/],
      ['isActive as text', { isActive: 'true' }, /isActive must be a boolean/],
      ['an unknown service id', { servicesOffered: [1, 999] }, /unknown service ids: 999/],
      ['service ids as text', { servicesOffered: ['1'] }, /servicesOffered/],
      ['a website that is not an address', { website: 'not a website' }, /website must be a web address/],
      ['an unknown field', { colour: 'red' }, /colour should not exist/],
    ])('answers 400 when creating with %s', async (_label, overrides, message) => {
      const res = await admin.post('/api/admin/providers').send(providerBody(overrides)).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('replaces a provider with the full form (PUT), including its services and areas', async () => {
      const created = await createProvider(admin, { businessName: 'Before Edit' });
      const res = await admin
        .put(`/api/admin/providers/${created.id}`)
        .send({
          ...created,
          ...providerBody({
            businessName: 'After Edit',
            state: 'VIC',
            postcode: '3000',
            servicesOffered: [2, 3, 4, 5],
            serviceAreas: ['Carlton'],
            rating: 3.7,
          }),
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id: created.id,
        businessName: 'After Edit',
        state: 'VIC',
        servicesOffered: [2, 3, 4, 5],
        serviceAreas: ['Carlton'],
        rating: 3.7,
        createdAt: created.createdAt,
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    });

    it('shows every edit in the directory at once: the stored search card follows the provider, its services and areas', async () => {
      const services = (await ctx().http.get('/api/services').expect(200)).body as Array<{ id: number; name: string }>;
      const nameOf = (id: number) => services.find((s) => s.id === id)!.name;
      const card = async (q: string) => ((await ctx().http.get('/api/providers/search').query({ q }).expect(200)).body as ProviderSearchResult[])[0];
      const created = await createProvider(admin, { businessName: 'Card Follows Edits' });
      expect(await card('Card Follows Edits')).toMatchObject({
        id: created.id,
        rating: 4.2,
        totalReviews: 7,
        serviceAreas: ['Newcastle', 'Maitland'],
        servicesOffered: created.servicesOffered,
      });

      await admin
        .put(`/api/admin/providers/${created.id}`)
        .send({
          businessName: 'Card Followed Edits',
          rating: 3.9,
          isHighlighted: true,
          servicesOffered: [4, 2],
          serviceAreas: ['Carlton', '3000'],
          description: 'Now "quoted"',
        })
        .expect(200);
      expect(await card('Card Follows Edits')).toBeUndefined();
      const after = await card('Card Followed Edits');
      const admins = await adminProvider(admin, created.id);
      expect(after).toEqual({
        id: created.id,
        businessName: 'Card Followed Edits',
        name: admins.name,
        email: admins.email,
        phone: admins.phone,
        website: admins.website,
        address: admins.address,
        suburb: admins.suburb,
        state: admins.state,
        postcode: admins.postcode,
        description: 'Now "quoted"',
        rating: 3.9,
        totalReviews: 7,
        isHighlighted: true,
        servicesOffered: admins.servicesOffered,
        services: admins.servicesOffered.map((id) => ({ id, name: nameOf(id) })),
        serviceAreas: ['Carlton', '3000'],
        languages: [],
        diverseNeeds: [],
        acceptingNewClients: null,
        acceptingConfirmedAt: null,
        registrationCategories: [],
        frequentPriceRisesUntil: null,
        ...teamCardExtras(),
      });
      await admin.put(`/api/admin/providers/${created.id}`).send({ serviceAreas: [] }).expect(200);
      expect((await card('Card Followed Edits')).serviceAreas).toEqual([]);
    });

    it('lists a provider without a stored card (written by SQL) with the same card, built from the tables', async () => {
      const created = await createProvider(admin, { businessName: 'Cardless Care', serviceAreas: ['3056'] });
      const search = async (query: Record<string, string>) =>
        (await ctx().http.get('/api/providers/search').query(query).expect(200)).body as ProviderSearchResult[];
      const before = [await search({ q: 'Cardless Care' }), await search({ near: '3056', radiusKm: '10', q: 'Cardless' })];
      expect(before[1][0]).toMatchObject({ id: created.id, servesSearchedArea: true });
      await ctx().dataSource.query('UPDATE providers SET searchCard = NULL WHERE id = ?', [created.id]);
      await directoryChangedBehindTheApi(ctx());
      expect([await search({ q: 'Cardless Care' }), await search({ near: '3056', radiusKm: '10', q: 'Cardless' })]).toEqual(before);
    });

    it('applies a partial body (the quick toggles) and leaves the rest alone', async () => {
      const created = await createProvider(admin, { businessName: 'Toggle Me', displayPriority: 1 });
      const off = await admin.put(`/api/admin/providers/${created.id}`).send({ isActive: false }).expect(200);
      expect(off.body).toMatchObject({ isActive: false, isHighlighted: false, displayPriority: 1, businessName: 'Toggle Me', servicesOffered: [1, 6] });
      expect((await ctx().http.get('/api/providers/search').query({ q: 'Toggle Me' })).body).toEqual([]);
      const highlighted = await admin.put(`/api/admin/providers/${created.id}`).send({ isHighlighted: true }).expect(200);
      expect(highlighted.body).toMatchObject({ isActive: false, isHighlighted: true });
      const lowered = await admin.put(`/api/admin/providers/${created.id}`).send({ displayPriority: 0 }).expect(200);
      expect(lowered.body.displayPriority).toBe(0);
      const below = await admin.put(`/api/admin/providers/${created.id}`).send({ displayPriority: -1 }).expect(400);
      expect(JSON.stringify(below.body.message)).toMatch(/displayPriority must not be below 0/);
      await admin.put(`/api/admin/providers/${created.id}`).send({ businessName: null }).expect(400);
      await admin.put(`/api/admin/providers/${created.id}`).send({ rating: 6 }).expect(400);
    });

    it('deletes a provider; its leads keep the provider name', async () => {
      const created = await createProvider(admin, { businessName: 'Short Lived Care' });
      const lead = await ctx()
        .http.post('/api/leads/provider')
        .send(providerLead({ providerId: created.id, providerName: 'Short Lived Care' }))
        .expect(201);
      const res = await admin.delete(`/api/admin/providers/${created.id}`).expect(200);
      expect(res.body.id).toBe(created.id);
      await admin.get(`/api/admin/providers/${created.id}`).expect(404);
      await admin.delete(`/api/admin/providers/${created.id}`).expect(404);
      const stored = await admin.get(`/api/admin/leads/provider/${lead.body.id}`).expect(200);
      expect(stored.body).toMatchObject({ providerId: null, providerName: 'Short Lived Care' });
    });

    it.each([
      ['get', '/api/admin/providers/99999'],
      ['put', '/api/admin/providers/99999'],
      ['delete', '/api/admin/providers/99999'],
    ] as const)('answers 404 for %s of an unknown id', async (method, url) => {
      const req = admin[method](url);
      await (method === 'put' ? req.send({ isActive: true }) : req).expect(404);
    });

    it('answers 400 for an id that is not a number', async () => {
      await admin.get('/api/admin/providers/abc').expect(400);
    });
  });
});
