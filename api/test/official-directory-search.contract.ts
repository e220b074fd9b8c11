import { type PlanQuoteResponse, type ProviderProfileDto, type ProviderSearchResult, type ServiceDto } from '@homeward/domain';
import { adminAgent, directoryChangedBehindTheApi, useTestApp } from './support/harness.js';
import { providerBody } from './support/factories.js';
import { insertOfficialListing, officialOffice, type OfficialOfficeSeed } from './support/official-listings.js';

/**
 * The directory as the government's list makes it: organisations with offices, found by their nearest office, shown
 * with where their facts come from. Around Toowoomba QLD 4350: one organisation with offices in Brisbane (its main
 * office, about 106 km away) and Toowoomba; one in Dalby (outer regional, about 80 km: its 100 km visiting estimate
 * holds Toowoomba); one in Brisbane only (a major city: 25 km); and one the team entered by hand in Toowoomba.
 */
describe('providers: the directory by offices (listings from the government list)', () => {
  const ctx = useTestApp('official-directory', { DEMO_DATA: 'false' });
  let services: ServiceDto[];
  const ids: Record<string, number> = {};

  const search = async (query: Record<string, string>) => {
    const res = await ctx().http.get('/api/providers/search').query(query).expect(200);
    return { list: res.body as ProviderSearchResult[], headers: res.headers };
  };
  const names = (list: ProviderSearchResult[]) => list.map((p) => p.businessName);

  beforeAll(async () => {
    const { dataSource } = ctx();
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    const listed = async (name: string, offices: OfficialOfficeSeed[], organisationType?: string) =>
      (await insertOfficialListing(dataSource, { name, organisationType, offices })).id;
    ids.twoOffices = await listed(
      'Darling Downs Community Care Ltd',
      [
        officialOffice('1 Queen Street', ['Brisbane City', 'QLD', '4000'], [-27.4698, 153.0251]),
        officialOffice('20 Ruthven Street', ['Toowoomba City', 'QLD', '4350'], [-27.5616, 151.9525], 'Inner Regional Australia'),
      ],
      'Community Based',
    );
    ids.dalby = await listed('Western Downs Home Support Inc', [
      officialOffice('5 Cunningham Street', ['Dalby', 'QLD', '4405'], [-27.1818, 151.2621], 'Outer Regional Australia'),
    ]);
    ids.brisbane = await listed('River City Aged Services Pty Ltd', [
      officialOffice('9 Adelaide Street', ['Brisbane City', 'QLD', '4000'], [-27.4679, 153.0281]),
    ]);
    await directoryChangedBehindTheApi(ctx());
    const admin = await adminAgent(ctx());
    const personal = services.find((s) => s.name === 'Personal care')!.id;
    const created = await admin
      .post('/api/admin/providers')
      .send(
        providerBody({
          businessName: 'Garden City Carers',
          suburb: 'Toowoomba City',
          state: 'QLD',
          postcode: '4350',
          servicesOffered: [personal],
          serviceAreas: [],
        }),
      )
      .expect(201);
    ids.team = created.body.id as number;
  });

  it('finds organisations near 4350 by their nearest office, nearest first, with the distance to that office', async () => {
    const { list } = await search({ near: '4350', sort: 'distance', limit: '4' });
    expect(names(list).slice(0, 2).sort()).toEqual(['Darling Downs Community Care Ltd', 'Garden City Carers']);
    expect(names(list).slice(2)).toEqual(['Western Downs Home Support Inc', 'River City Aged Services Pty Ltd']);
    const twoOffices = list.find((p) => p.id === ids.twoOffices)!;
    // The Toowoomba office, not the main office in Brisbane (about 106 km).
    expect(twoOffices.distanceKm).toBeLessThan(3);
    expect(twoOffices.officeCount).toBe(2);
    expect(twoOffices.nearestOffice).toEqual({ suburb: 'Toowoomba City', state: 'QLD', postcode: '4350' });
    // From the centre of 4350 (the mean of its localities), about 80 km.
    expect(list.find((p) => p.id === ids.dalby)!.distanceKm).toBeGreaterThan(70);
    expect(list.find((p) => p.id === ids.dalby)!.distanceKm).toBeLessThan(90);
  });

  it("says where an unclaimed listing's facts come from and invents nothing", async () => {
    const { list } = await search({ q: 'Western Downs' });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      businessName: 'Western Downs Home Support Inc',
      listing: { source: 'official', officialListDate: '2025-06-30', organisationType: 'Charitable', claimed: false, confirmedAt: null },
      email: '',
      phone: '',
      website: null,
      description: null,
      rating: 0,
      totalReviews: 0,
      services: [],
      serviceAreas: [],
    });
    const team = (await search({ q: 'Garden City' })).list[0]!;
    expect(team.listing).toEqual({ source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null });
  });

  it("marks 'visits your area' as an estimate from the office's remoteness, only for listings from the list", async () => {
    const { list } = await search({ near: '4350', radiusKm: '100', sort: 'distance' });
    const byId = new Map(list.map((p) => [p.id, p]));
    // Dalby is outer regional: 100 km; Toowoomba is about 80 km away.
    expect(byId.get(ids.dalby)).toMatchObject({ servesSearchedArea: true, visitsEstimated: true });
    expect(byId.get(ids.twoOffices)).toMatchObject({ servesSearchedArea: true, visitsEstimated: true });
    // A hand-entered listing with no areas makes no claim.
    expect(byId.get(ids.team)).toMatchObject({ servesSearchedArea: false, visitsEstimated: false });
    const brisbane = await search({ near: '4000', radiusKm: '10', sort: 'distance' });
    expect(brisbane.list.find((p) => p.id === ids.brisbane)).toMatchObject({ servesSearchedArea: true, visitsEstimated: true });
    const far = await search({ near: '4350', radiusKm: '100' });
    expect(far.list.find((p) => p.id === ids.brisbane)).toBeUndefined();
  });

  it('counts the organisations near the place that have not told us what is filtered on, and lists them when asked', async () => {
    const personal = String(services.find((s) => s.name === 'Personal care')!.id);
    const strict = await search({ near: '4350', radiusKm: '100', services: personal });
    expect(names(strict.list)).toEqual(['Garden City Carers']);
    expect(strict.headers['x-not-told-count']).toBe('2');
    expect(strict.headers['access-control-expose-headers']).toContain('X-Not-Told-Count');
    const withThem = await search({ near: '4350', radiusKm: '100', services: personal, includeNotTold: 'true', sort: 'distance' });
    expect(names(withThem.list).sort()).toEqual(['Darling Downs Community Care Ltd', 'Garden City Carers', 'Western Downs Home Support Inc']);
    expect(withThem.headers['x-not-told-count']).toBeUndefined();
    const languages = await search({ near: '4350', radiusKm: '100', services: personal, languages: 'vi' });
    expect(languages.list).toEqual([]);
    // The two from the list within 100 km, and the hand-entered one: it offers personal care but has not said which languages.
    expect(languages.headers['x-not-told-count']).toBe('3');
    // Counted near a place only, where "near you" means something.
    expect((await search({ services: personal })).headers['x-not-told-count']).toBeUndefined();
    await ctx().http.get('/api/providers/search').query({ includeNotTold: 'yes' }).expect(400);
  });

  it("lists an organisation's offices on its profile, nearest first from the family's place", async () => {
    const near = (await ctx().http.get(`/api/providers/${ids.twoOffices}`).query({ near: '4350' }).expect(200)).body as ProviderProfileDto;
    expect(near.offices.map((o) => o.suburb)).toEqual(['Toowoomba City', 'Brisbane City']);
    expect(near.offices[0]).toMatchObject({ postcode: '4350', visitRadiusKm: 50, remoteness: 'Inner Regional Australia', goneFromList: false });
    expect(near.offices[0]!.distanceKm).toBeLessThan(3);
    const plain = (await ctx().http.get(`/api/providers/${ids.twoOffices}`).expect(200)).body as ProviderProfileDto;
    expect(plain.offices.map((o) => [o.suburb, o.distanceKm])).toEqual([
      ['Brisbane City', null],
      ['Toowoomba City', null],
    ]);
    const unknown = await ctx().http.get(`/api/providers/${ids.twoOffices}`).query({ near: 'Atlantis' }).expect(400);
    expect(unknown.body.message).toBe('We could not find that postcode or suburb');
  });

  it('quotes a plan near 4350 and lists the organisations nearby that have no prices with us, nearest first', async () => {
    const personal = services.find((s) => s.name === 'Personal care')!.id;
    const res = await ctx()
      .http.post('/api/plans/quote')
      .send({ near: '4350', radiusKm: 100, selectedServices: [{ serviceId: personal, perWeek: 2 }] })
      .expect(200);
    const body = res.body as PlanQuoteResponse;
    // The hand-entered listing offers the service but has published no price for it.
    expect(body.quotes.map((q) => [q.provider.businessName, q.unpricedServices])).toEqual([['Garden City Carers', [personal]]]);
    expect(body.catalogue.weeklyCost).toBeGreaterThan(0);
    expect(body.toAsk!.map((p) => p.businessName)).toEqual(expect.arrayContaining(['Darling Downs Community Care Ltd', 'Western Downs Home Support Inc']));
    expect(body.toAsk!.map((p) => p.businessName)).not.toContain('River City Aged Services Pty Ltd');
    expect(body.toAsk!.map((p) => p.businessName)).not.toContain('Garden City Carers');
    const distances = body.toAsk!.map((p) => p.distanceKm!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});
