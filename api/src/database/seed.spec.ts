import { CLASSIFICATION_BUDGETS, SERVICE_CATEGORIES, SERVICE_ICONS, STATE_CODES } from '@homeward/domain';
import type { DataSource } from 'typeorm';
import { Classification } from '../catalog/entities/classification.entity.js';
import { CareService } from '../catalog/entities/service.entity.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { prepareDatabase } from './data-source.js';
import { seedLocations } from './seed-locations.js';
import { DEMO_PROVIDER_SEEDS, SERVICE_SEEDS } from './seed-data.js';
import { openMemoryDatabase } from './test-database.js';

describe('seed data', () => {
  it('has at least 12 services across all three categories, each with a listed icon and a 2-decimal rate', () => {
    expect(SERVICE_SEEDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SERVICE_SEEDS.map((s) => s.category))).toEqual(new Set(SERVICE_CATEGORIES));
    for (const s of SERVICE_SEEDS) {
      expect(SERVICE_ICONS).toContain(s.icon);
      expect(s.hourlyRate).toMatch(/^\d+\.\d{2}$/);
    }
    expect(new Set(SERVICE_SEEDS.map((s) => s.name)).size).toBe(SERVICE_SEEDS.length);
  });

  it('has at least 12 clearly fictional demo providers across several states, some highlighted, some inactive, some with more than 3 services', () => {
    expect(DEMO_PROVIDER_SEEDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_PROVIDER_SEEDS.map((p) => p.state)).size).toBeGreaterThanOrEqual(5);
    expect(DEMO_PROVIDER_SEEDS.filter((p) => p.isHighlighted && p.isActive).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_PROVIDER_SEEDS.filter((p) => !p.isActive).length).toBeGreaterThanOrEqual(1);
    expect(DEMO_PROVIDER_SEEDS.filter((p) => p.services.length > 3).length).toBeGreaterThanOrEqual(3);
    const serviceNames = new Set(SERVICE_SEEDS.map((s) => s.name));
    for (const p of DEMO_PROVIDER_SEEDS) {
      expect(p.businessName).toMatch(/\(Demo\)$/);
      expect(p.email).toMatch(/\.example$/);
      expect(STATE_CODES).toContain(p.state);
      expect(p.postcode).toMatch(/^\d{4}$/);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      for (const s of p.services) expect(serviceNames).toContain(s);
    }
  });
});

describe('seedDatabase', () => {
  let ds: DataSource;
  afterEach(async () => {
    await ds?.destroy();
  });

  it('seeds classifications from CLASSIFICATION_BUDGETS, services with isContributable false only for Clinical, and the demo providers', async () => {
    ds = await openMemoryDatabase();
    const classifications = await ds.getRepository(Classification).find({ order: { level: 'ASC' } });
    expect(classifications.map((c) => [c.level, c.quarterlyBudget])).toEqual(CLASSIFICATION_BUDGETS.classifications.map((c) => [c.level, c.quarterlyBudget]));
    const services = await ds.getRepository(CareService).find();
    for (const s of services) expect(s.isContributable).toBe(s.category !== 'Clinical');
    expect(await ds.getRepository(Provider).count()).toBe(DEMO_PROVIDER_SEEDS.length);
  });

  it('leaves a database that has data alone (deleted providers do not come back at restart)', async () => {
    ds = await openMemoryDatabase();
    await ds.getRepository(Provider).clear().catch(async () => ds.query('DELETE FROM providers'));
    const result = await prepareDatabase(ds, { demoData: true });
    expect(result.seeded).toBe(false);
    expect(await ds.getRepository(Provider).count()).toBe(0);
  });

  it('seeds no providers when demo data is off', async () => {
    ds = await openMemoryDatabase({ demoData: false });
    expect(await ds.getRepository(Provider).count()).toBe(0);
    expect(await ds.getRepository(CareService).count()).toBe(SERVICE_SEEDS.length);
  });

  it('migrations can be undone and redone', async () => {
    ds = await openMemoryDatabase({ demoData: false });
    const table = (name: string) => ds.query("SELECT name FROM sqlite_master WHERE type='table' AND name=?", [name]);
    await ds.undoLastMigration();
    expect(await ds.query("SELECT name FROM pragma_table_info('providers') WHERE name = 'searchCard'")).toEqual([]);
    await ds.undoLastMigration();
    expect(await table('locations')).toEqual([]);
    expect(await table('providers')).toHaveLength(1);
    await ds.undoLastMigration();
    expect(await table('providers')).toEqual([]);
    await ds.runMigrations();
    expect(await table('providers')).toHaveLength(1);
    expect(await table('locations')).toHaveLength(1);
  });

  it('loads every locality once, and gives the demo providers coordinates', async () => {
    ds = await openMemoryDatabase();
    const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM locations');
    // 18,525 lines, less 13 that repeat a locality with a typographic apostrophe.
    expect(Number(n)).toBe(18_512);
    expect(await seedLocations(ds)).toBe(0);
    const [melbourne] = await ds.query("SELECT postcode, state, localityKey FROM locations WHERE locality = 'Melbourne' AND postcode = '3000'");
    expect(melbourne).toEqual({ postcode: '3000', state: 'VIC', localityKey: 'melbourne' });
    const located = await ds.query('SELECT suburb, latitude, longitude FROM providers');
    expect(located).toHaveLength(DEMO_PROVIDER_SEEDS.length);
    for (const p of located) {
      expect(p.latitude).toBeLessThan(-10);
      expect(p.longitude).toBeGreaterThan(110);
    }
  });

  it('upgrades a database made before locations: services and areas kept, coordinates and area keys back-filled', async () => {
    ds = await openMemoryDatabase();
    await ds.query("UPDATE provider_service_areas SET name = 'Parramatta, NSW' WHERE name = 'Parramatta'");
    const count = async (table: string) => Number((await ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    const before = { services: await count('provider_services'), areas: await count('provider_service_areas'), providers: await count('providers') };
    await ds.undoLastMigration();
    await ds.undoLastMigration();
    expect(await ds.query("SELECT name FROM pragma_table_info('providers') WHERE name = 'latitude'")).toEqual([]);
    expect({ services: await count('provider_services'), areas: await count('provider_service_areas'), providers: await count('providers') }).toEqual(before);

    await prepareDatabase(ds, { demoData: true });
    expect({ services: await count('provider_services'), areas: await count('provider_service_areas'), providers: await count('providers') }).toEqual(before);
    expect(await ds.query('SELECT id FROM providers WHERE latitude IS NULL')).toEqual([]);
    expect(await ds.query("SELECT matchKey FROM provider_service_areas WHERE name = 'Parramatta, NSW'")).toEqual([{ matchKey: 'parramatta nsw' }]);
    expect(await ds.query('SELECT id FROM provider_service_areas WHERE matchKey IS NULL')).toEqual([]);
    const indexes = (await ds.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'providers'")).map((r: { name: string }) => r.name);
    expect(indexes).toEqual(expect.arrayContaining(['IDX_providers_relevance', 'IDX_providers_state_relevance', 'IDX_providers_location']));
  });

  it('gives every provider a stored search card at start, also a database from before the column (021)', async () => {
    ds = await openMemoryDatabase();
    const cards = async () => (await ds.query('SELECT id, searchCard FROM providers ORDER BY id')) as Array<{ id: number; searchCard: string | null }>;
    const seeded = await cards();
    expect(seeded).toHaveLength(DEMO_PROVIDER_SEEDS.length);
    for (const row of seeded) expect(JSON.parse(row.searchCard!)).toMatchObject({ id: row.id, services: expect.any(Array), serviceAreas: expect.any(Array) });
    await ds.undoLastMigration();
    await ds.runMigrations();
    expect((await cards()).every((r) => r.searchCard === null)).toBe(true);
    await prepareDatabase(ds, { demoData: true });
    expect(await cards()).toEqual(seeded);
  });
});
