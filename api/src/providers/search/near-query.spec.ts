import { EARTH_RADIUS_KM, distanceKm, type GeoPoint } from '@homeward/domain';
import { NearQuery, servingFirst } from './near-query.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';

const centre: GeoPoint = { lat: -37.8152, lng: 144.964 };
const place: SearchedPlace = { postcode: '3000', locality: null, state: 'VIC', centre, matchKeys: ['3000'] };
const filter = { where: 'p.isActive = 1', params: [] };

/** A provider `km` north of the centre. */
const north = (id: number, km: number) => ({ id, lat: centre.lat + (km / EARTH_RADIUS_KM) * (180 / Math.PI), lng: centre.lng });

/**
 * A database of providers at known places answering the circle statement as SQL would: the radius is read
 * back from the bounding box's latitude span, the rows are those within it, nearest first, at most `take`.
 */
function fakeDb(providers: Array<{ id: number; lat: number; lng: number }>, serving: Array<{ id: number; lat: number; lng: number }> = []) {
  const radii: number[] = [];
  /** Per statement, whether it also listed the providers serving the place (UNION ALL, serving rows first column 1). */
  const unions: boolean[] = [];
  const statements: string[] = [];
  const db = {
    dialect: 'sqlite' as const,
    async rows(sql: string, params: readonly unknown[]): Promise<object[]> {
      const union = sql.includes('UNION ALL');
      // A plan's price probes put its service ids before the box in each half (CircleReads.planPrices).
      const planParams = (sql.match(/pp\.serviceId = \?/g) ?? []).length / (union ? 2 : 1);
      const [minLat, maxLat] = params.slice(planParams) as number[];
      const radius = Math.round(((maxLat! - minLat!) / 2) * (Math.PI / 180) * EARTH_RADIUS_KM * 1000) / 1000;
      radii.push(radius);
      statements.push(sql);
      unions.push(union);
      // The serving half's parameters (its plan probes, the place's match keys, the filter's) come after LIMIT ?.
      const take = params[params.length - 1 - (union ? planParams + place.matchKeys.length + filter.params.length : 0)] as number;
      const row = (serving: number) => (p: { id: number; lat: number; lng: number }) => ({
        serving,
        id: p.id,
        latitude: p.lat,
        longitude: p.lng,
        isHighlighted: 0,
        displayPriority: 0,
        rating: 4,
        businessName: `Provider ${p.id}`,
        // What CircleReads may ask for besides (a statement that did not select them is never read for them).
        searchCard: `{"id":${p.id}}`,
        serviceMask: 1,
        pricesUpdatedAt: '2026-11-01 00:00:00',
        standard0: '50.00',
      });
      return [
        ...providers
          .map((p) => ({ ...p, d: distanceKm(centre, p) }))
          .filter((p) => p.d <= radius)
          .sort((a, b) => a.d - b.d)
          .slice(0, take)
          .map(row(0)),
        ...(union ? serving.map(row(1)) : []),
      ];
    },
  };
  return { db: db as unknown as PreparedReader, radii, unions, statements };
}

describe('NearQuery.nearest', () => {
  const spread = [north(1, 1), north(2, 3), north(3, 4), north(4, 8), north(5, 9), north(6, 20)];

  it('tries the circles from 2 km until one holds a full page, then starts just past the last of it for the same search', async () => {
    const { db, radii } = fakeDb(spread);
    const near = new NearQuery(db);
    const first = await near.nearest(filter, place, 4, 25);
    expect(radii).toEqual([2, 5, 10]);
    expect(first.inCircle.map((c) => c.id)).toEqual([1, 2, 3, 4]);

    // The fourth is 8 km away: a circle of 8 km and a metre holds the page and no more.
    radii.length = 0;
    const again = await near.nearest(filter, place, 4, 25);
    expect(radii).toEqual([8.001]);
    expect(again.inCircle.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('remembers per search: another page size or place starts from the smallest circle', async () => {
    const { db, radii } = fakeDb(spread);
    const near = new NearQuery(db);
    await near.nearest(filter, place, 4, 25);
    radii.length = 0;
    await near.nearest(filter, place, 2, 25);
    expect(radii).toEqual([2, 5]);
    radii.length = 0;
    await near.nearest(filter, { ...place, centre: { ...centre, lng: centre.lng + 0.001 } }, 4, 25);
    expect(radii[0]).toBe(2);
  });

  it('goes on to larger circles when the remembered one no longer holds a full page', async () => {
    const providers = [...spread];
    const { db, radii } = fakeDb(providers);
    const near = new NearQuery(db);
    await near.nearest(filter, place, 4, 25);
    for (const id of [4, 5])
      providers.splice(
        providers.findIndex((p) => p.id === id),
        1,
      ); // the two at 8-9 km leave
    radii.length = 0;
    const after = await near.nearest(filter, place, 4, 25);
    expect(radii).toEqual([8.001, 10, 25]);
    expect(after.inCircle.map((c) => c.id)).toEqual([1, 2, 3, 6]);
  });
});

describe('NearQuery.nearest with the providers serving the place', () => {
  const spread = [north(1, 1), north(2, 3), north(3, 4), north(4, 8), north(5, 9), north(6, 20)];
  const farServing = north(9, 700);

  // 032: serving providers come first with a radius, so whichever circle answers reads them too.
  it('reads them with a circle below the radius that holds the page: they come first wherever they are', async () => {
    const { db, radii, unions } = fakeDb(spread, [farServing]);
    const result = await new NearQuery(db).nearest(filter, place, 4, 25, { serving: true });
    expect(radii).toEqual([2, 5, 10]);
    expect(unions).toEqual([true, true, true]);
    expect(result.serving!.map((c) => c.id)).toEqual([9]);
    expect(result.inCircle.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(servingFirst(result.inCircle, result.serving!).map((c) => c.id)).toEqual([9, 1, 2, 3, 4]);
  });

  it('reads them with the last circle, the radius itself, when no smaller one holds the page', async () => {
    const { db, radii, unions } = fakeDb(spread, [farServing, north(3, 4)]);
    const near = new NearQuery(db);
    const result = await near.nearest(filter, place, 10, 25, { serving: true });
    expect(radii).toEqual([2, 5, 10, 25]);
    expect(unions).toEqual([true, true, true, true]);
    expect(result.inCircle.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.serving!.map((c) => c.id)).toEqual([9, 3]);
    // Serving first (nearest first among them), then the circle's others: 3 once.
    expect(servingFirst(result.inCircle, result.serving!).map((c) => c.id)).toEqual([3, 9, 1, 2, 4, 5, 6]);

    // Started at the radius next time: one statement, with them.
    radii.length = 0;
    unions.length = 0;
    expect((await near.nearest(filter, place, 10, 25, { serving: true })).serving!.map((c) => c.id)).toEqual([9, 3]);
    expect([radii, unions]).toEqual([[25], [true]]);
  });

  it("reads their cards and a plan's prices in the same statement as the circle's: a quote's pool is one statement (037)", async () => {
    const { db, statements } = fakeDb(spread, [farServing]);
    const result = await new NearQuery(db).nearest(filter, place, 4, 25, { serving: true, cards: true, planPrices: [1] });
    expect(statements.at(-1)).toMatch(/UNION ALL SELECT 1 AS serving, p\.id, .*p\.searchCard, p\.serviceMask, p\.pricesUpdatedAt, \(SELECT pp\.standard /);
    expect(result.serving![0]).toMatchObject({
      id: 9,
      card: { id: 9, searchCard: '{"id":9}' },
      planPrices: { serviceMask: 1, pricesUpdatedAt: '2026-11-01 00:00:00', standardByService: new Map([[1, '50.00']]) },
    });
    expect(result.inCircle[0]).toMatchObject({ id: 1, card: { searchCard: '{"id":1}' }, planPrices: { serviceMask: 1 } });
  });
});
