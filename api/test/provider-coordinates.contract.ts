import { longitudeStrip, unitVector, type ProviderCsvImportReport, type ProviderSearchResult } from '@homeward/domain';
import { replaceProviders } from '../src/cli/generate-providers.js';
import { UNIT_SPHERE_FROM_COORDINATES_SQL } from '../src/database/migrations/1764800000000-provider-unit-sphere.js';
import { LONGITUDE_STRIP_FROM_COORDINATES_SQL } from '../src/database/migrations/1764900000000-provider-longitude-strips.js';
import { backfillProviderCoordinates } from '../src/setup/seed/seed-locations.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { createProvider } from './support/factories.js';
import type request from 'supertest';

interface CoordinateRow {
  id: number | string;
  latitude: number | string | null;
  longitude: number | string | null;
  unitX: number | string | null;
  unitY: number | string | null;
  unitZ: number | string | null;
  longitudeStrip: number | string | null;
}

/**
 * The near-me circle seeks providers.longitudeStrip and compares providers.unitX/Y/Z, with no fallback for a
 * located provider without them (near-query.ts), so every path that writes coordinates must write the strip
 * and the unit vector with them: the demo seed, create, update, the CSV import, the coordinate backfill at
 * start, the generator and the migrations.
 */
describe('providers: the unit vector and the longitude strip are written with the coordinates on every path', () => {
  const ctx = useTestApp('provider-coordinates');
  let admin: ReturnType<typeof request.agent>;

  const rows = async (where = '1 = 1', params: unknown[] = []) =>
    (await ctx().dataSource.query(
      `SELECT id, latitude, longitude, unitX, unitY, unitZ, longitudeStrip FROM providers WHERE ${where} ORDER BY id`,
      params,
    )) as CoordinateRow[];

  /** Located rows carry the unit vector and the strip of their latitude and longitude; unlocated ones carry neither. */
  const expectConsistent = (list: CoordinateRow[]) => {
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      if (row.latitude === null) {
        expect([row.id, row.longitude, row.unitX, row.unitY, row.unitZ, row.longitudeStrip]).toEqual([row.id, null, null, null, null, null]);
        continue;
      }
      const v = unitVector({ lat: Number(row.latitude), lng: Number(row.longitude) });
      expect([Number(row.unitX), Number(row.unitY), Number(row.unitZ)].map((n, i) => Math.abs(n - [v.x, v.y, v.z][i]!))).toEqual([
        expect.closeTo(0, 12),
        expect.closeTo(0, 12),
        expect.closeTo(0, 12),
      ]);
      expect([row.id, Number(row.longitudeStrip)]).toEqual([row.id, longitudeStrip(Number(row.longitude))]);
    }
  };

  const nearBrunswick = async () =>
    (
      (await ctx().http.get('/api/providers/search').query({ near: '3056', radiusKm: '10', sort: 'distance', limit: '50' }).expect(200))
        .body as ProviderSearchResult[]
    ).map((p) => p.businessName);

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  it('the demo seed', async () => {
    const seeded = await rows();
    expect(seeded.some((r) => r.latitude !== null)).toBe(true);
    expectConsistent(seeded);
  });

  it('create, then update to another place and to an unknown postcode', async () => {
    const created = await createProvider(admin, { businessName: 'Coordinates Care', suburb: 'Brunswick', state: 'VIC', postcode: '3056', serviceAreas: [] });
    expectConsistent(await rows('id = ?', [created.id]));
    expect(await nearBrunswick()).toContain('Coordinates Care');

    await admin.put(`/api/admin/providers/${created.id}`).send({ suburb: 'Newcastle', state: 'NSW', postcode: '2300' }).expect(200);
    expectConsistent(await rows('id = ?', [created.id]));
    expect(await nearBrunswick()).not.toContain('Coordinates Care');

    await admin.put(`/api/admin/providers/${created.id}`).send({ postcode: '0001' }).expect(200);
    const [unknown] = await rows('id = ?', [created.id]);
    expect(unknown).toMatchObject({ latitude: null, unitX: null, unitY: null, unitZ: null, longitudeStrip: null });

    await admin.put(`/api/admin/providers/${created.id}`).send({ suburb: 'Brunswick', state: 'VIC', postcode: '3056' }).expect(200);
    expectConsistent(await rows('id = ?', [created.id]));
    expect(await nearBrunswick()).toContain('Coordinates Care');
  });

  it('an update of a row written raw with latitude but no unit vector or strip writes them', async () => {
    const created = await createProvider(admin, { businessName: 'Raw Row Care' });
    await ctx().dataSource.query('UPDATE providers SET unitX = NULL, unitY = NULL, unitZ = NULL, longitudeStrip = NULL WHERE id = ?', [created.id]);
    await admin.put(`/api/admin/providers/${created.id}`).send({ rating: 3.3 }).expect(200);
    const [row] = await rows('id = ?', [created.id]);
    expect([row!.unitX, row!.longitudeStrip]).not.toContain(null);
    expectConsistent([row!]);
  });

  it('the CSV import, creating and moving providers', async () => {
    const header = 'businessName,email,phone,address,suburb,state,postcode,rating,services,serviceAreas,isActive';
    const csv = `${header}\nCsv Coordinates Care,csv@coordinates.example,(03) 5550 1212,1 Csv Street,Brunswick East,VIC,3057,4.1,Personal care,,true\n`;
    const report = (await admin.post('/api/admin/providers/import').query({ apply: 'true' }).set('Content-Type', 'text/csv').send(csv).expect(200))
      .body as ProviderCsvImportReport;
    expect(report).toMatchObject({ applied: true, toCreate: 1, errorRows: 0 });
    expectConsistent(await rows('businessName = ?', ['Csv Coordinates Care']));
    expect(await nearBrunswick()).toContain('Csv Coordinates Care');
  });

  it('the coordinate backfill at start, for a row written raw without coordinates', async () => {
    const created = await createProvider(admin, { businessName: 'Backfilled Care' });
    await ctx().dataSource.query(
      'UPDATE providers SET latitude = NULL, longitude = NULL, unitX = NULL, unitY = NULL, unitZ = NULL, longitudeStrip = NULL WHERE id = ?',
      [created.id],
    );
    expect(await backfillProviderCoordinates(ctx().dataSource)).toBeGreaterThanOrEqual(1);
    const [row] = await rows('id = ?', [created.id]);
    expect(row!.latitude).not.toBeNull();
    expectConsistent([row!]);
  });

  it("the migrations' UPDATEs, for rows from before the columns", async () => {
    const before = await rows();
    await ctx().dataSource.query('UPDATE providers SET unitX = NULL, unitY = NULL, unitZ = NULL, longitudeStrip = NULL');
    await ctx().dataSource.query(UNIT_SPHERE_FROM_COORDINATES_SQL);
    await ctx().dataSource.query(LONGITUDE_STRIP_FROM_COORDINATES_SQL);
    const after = await rows();
    expectConsistent(after);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
  });

  it('the generator (last: it replaces every provider)', async () => {
    await replaceProviders(ctx().dataSource, 300, 7);
    const generated = await rows();
    expect(generated).toHaveLength(300);
    expect(generated.every((r) => r.latitude !== null)).toBe(true);
    expectConsistent(generated);
  });
});
