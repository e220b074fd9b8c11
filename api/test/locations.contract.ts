import { LOCATION_SEARCH, type LocationDto } from '@homeward/domain';
import { useTestApp } from './support/harness.js';

describe('locations: GET /api/locations and /api/locations/:postcode', () => {
  const ctx = useTestApp('locations', { DEMO_DATA: 'false' });
  const find = async (query: Record<string, string>) => (await ctx().http.get('/api/locations').query(query).expect(200)).body as LocationDto[];
  const labels = (list: LocationDto[]) => list.map((l) => `${l.locality} ${l.state} ${l.postcode}`);

  describe('GET /api/locations?query=', () => {
    it('finds the localities of a postcode prefix, in postcode then name order', async () => {
      const list = await find({ query: '305', limit: '20' });
      expect(list.length).toBe(20);
      expect(list.every((l) => l.postcode.startsWith('305'))).toBe(true);
      const keys = list.map((l) => `${l.postcode} ${l.locality.toLowerCase()}`);
      expect(keys).toEqual([...keys].sort());
      expect(labels(await find({ query: '3056' }))).toEqual(['Brunswick VIC 3056', 'Brunswick Lower VIC 3056', 'Brunswick North VIC 3056']);
    });

    it('answers each locality with its postcode, state and coordinates', async () => {
      expect(await find({ query: '3000' })).toEqual([{ postcode: '3000', locality: 'Melbourne', state: 'VIC', latitude: -37.81521, longitude: 144.96394 }]);
    });

    it('finds suburbs by name prefix: exact names first, then alphabetical', async () => {
      expect(labels(await find({ query: 'Brunswick' }))).toEqual([
        'Brunswick VIC 3056',
        'Brunswick WA 6224',
        'Brunswick East VIC 3057',
        'Brunswick Heads NSW 2483',
        'Brunswick Lower VIC 3056',
        'Brunswick North VIC 3056',
        'Brunswick South VIC 3055',
        'Brunswick West VIC 3055',
      ]);
      const bruns = await find({ query: 'bruns' });
      expect(bruns.map((l) => l.locality)).toEqual([...bruns.map((l) => l.locality)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(bruns.every((l) => l.locality.toLowerCase().startsWith('bruns'))).toBe(true);
    });

    it('puts the better-known of places sharing a name first: Sunshine VIC 3020 (Melbourne) before Sunshine NSW 2264', async () => {
      expect(labels(await find({ query: 'Sunshine' })).slice(0, 2)).toEqual(['Sunshine VIC 3020', 'Sunshine NSW 2264']);
      expect(labels(await find({ query: 'richmond' }))[0]).toBe('Richmond VIC 3121');
      // A typed prefix ranks each name's places the same way.
      const sunsh = labels(await find({ query: 'sunsh', limit: '20' }));
      expect(sunsh.indexOf('Sunshine VIC 3020')).toBeLessThan(sunsh.indexOf('Sunshine NSW 2264'));
    });

    it('is case- and space-insensitive', async () => {
      const expected = await find({ query: 'brunswick east' });
      expect(expected.map((l) => l.locality)).toEqual(['Brunswick East']);
      expect(await find({ query: 'BRUNSWICK   EAST' })).toEqual(expected);
      expect(await find({ query: '  Brunswick East ' })).toEqual(expected);
    });

    it('reads back an autocomplete label (suburb, state, postcode)', async () => {
      expect(labels(await find({ query: 'Brunswick WA 6224' }))).toEqual(['Brunswick WA 6224']);
      expect(labels(await find({ query: 'brunswick vic' }))).toEqual(['Brunswick VIC 3056']);
    });

    it('treats wildcard characters as text', async () => {
      for (const query of ['%', '_', '*', '?', '[a]', "o'c%"]) expect(await find({ query })).toEqual([]);
      expect((await find({ query: "O'Connor" })).map((l) => l.locality)).toContain("O'Connor");
    });

    it('returns 10 by default and at most limit (1-20)', async () => {
      expect(await find({ query: 'a' })).toHaveLength(LOCATION_SEARCH.defaultLimit);
      expect(await find({ query: 'a', limit: '3' })).toHaveLength(3);
      expect(await find({ query: 'a', limit: '20' })).toHaveLength(20);
      expect(await find({ query: 'zzzz' })).toEqual([]);
    });

    it('sends the reference-data Cache-Control', async () => {
      const res = await ctx().http.get('/api/locations').query({ query: 'bruns' }).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    });

    it.each([
      [{}, /query must/],
      [{ query: '' }, /query must not be empty/],
      [{ query: '   ' }, /query must not be empty/],
      [{ query: 'x'.repeat(61) }, /query must be at most 60 characters/],
      [{ query: 'bruns', limit: '0' }, /limit must be a whole number from 1 to 20/],
      [{ query: 'bruns', limit: '21' }, /limit must be a whole number from 1 to 20/],
      [{ query: 'bruns', limit: 'ten' }, /limit must be a whole number/],
      [{ query: 'bruns', limit: '2.5' }, /limit must be a whole number/],
      [{ query: 'bruns', page: '2' }, /property page should not exist/],
    ])('answers 400 for %p', async (query, message) => {
      const res = await ctx().http.get('/api/locations').query(query).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });
  });

  describe('GET /api/locations/:postcode', () => {
    it("lists the postcode's localities alphabetically", async () => {
      const res = await ctx().http.get('/api/locations/2000').expect(200);
      expect((res.body as LocationDto[]).map((l) => l.locality)).toEqual([
        'Barangaroo',
        'Darling Harbour',
        'Dawes Point',
        'Haymarket',
        'Millers Point',
        'Parliament House',
        'Sydney',
        'Sydney South',
        'The Rocks',
      ]);
      expect(res.headers['cache-control']).toMatch(/max-age=300/);
      expect((await ctx().http.get('/api/locations/0800').expect(200)).body).toEqual([
        { postcode: '0800', locality: 'Darwin', state: 'NT', latitude: -12.39328, longitude: 130.77666 },
        { postcode: '0800', locality: 'Darwin City', state: 'NT', latitude: -12.39328, longitude: 130.77666 },
      ]);
    });

    it('answers 404 for a 4-digit postcode that does not exist', async () => {
      const res = await ctx().http.get('/api/locations/0001').expect(404);
      expect(res.body.message).toMatch(/0001/);
    });

    it.each([['abc'], ['300'], ['30000']])('answers 400 for %p', async (postcode) => {
      const res = await ctx().http.get(`/api/locations/${postcode}`).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/postcode must be 4 digits/);
    });
  });
});
