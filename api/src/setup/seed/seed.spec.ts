import { CLASSIFICATION_BUDGETS, indicativeRangeFor, SERVICE_CATEGORIES, SERVICE_ICONS, STATE_CODES } from '@homeward/domain';
import { Classification } from '../../catalog/entities/classification.entity.js';
import { CareService } from '../../catalog/entities/service.entity.js';
import { Provider } from '../../providers/entities/provider.entity.js';
import { ensureTextIndex } from '../../providers/search/text-index.js';
import { prepareDatabase } from '../prepare-database.js';
import { openMemoryDatabase } from '../test-database.js';
import { seedLocations } from './seed-locations.js';
import { CAPITAL_DEMO_PROVIDERS } from './seed-capital-providers.js';
import { DEMO_PRICE_LISTS, DEMO_PROVIDER_ATTRIBUTES, DEMO_PROVIDER_SEEDS, SERVICE_SEEDS } from './seed-data.js';
import type { DataSource } from 'typeorm';

const LOCATIONS_MIGRATION = 1763900000000;
const CARD_MIGRATION = 1764000000000;
const LEAD_NOTIFICATIONS_MIGRATION = 1764100000000;
const TEXT_INDEX_MIGRATION = 1764200000000;
const AUDIT_MIGRATION = 1764300000000;
const PRICES_MIGRATION = 1764400000000;
const ATTRIBUTES_MIGRATION = 1764500000000;
const LEAD_PLAN_MIGRATION = 1764600000000;

/** Undoes the newest migrations one by one until the one with this timestamp is undone too: a test keeps meaning the same as migrations are added. */
async function undoThrough(ds: DataSource, timestamp: number): Promise<void> {
  const remaining = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM migrations WHERE timestamp >= ?', [timestamp]))[0].n);
  while ((await remaining()) > 0) await ds.undoLastMigration();
}

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

  it('gives every capital city two or more demo providers, one offering and pricing every service, so a quote near any capital has nearby offers', () => {
    const capitals: Array<[string, string]> = [
      ['NSW', 'Sydney'],
      ['VIC', 'Melbourne'],
      ['QLD', 'Brisbane City'],
      ['WA', 'Perth'],
      ['SA', 'Adelaide'],
      ['TAS', 'Hobart'],
      ['NT', 'Darwin City'],
      ['ACT', 'Canberra'],
    ];
    const allServices = SERVICE_SEEDS.map((s) => s.name).sort();
    for (const [state, city] of capitals) {
      const serving = DEMO_PROVIDER_SEEDS.filter((p) => p.state === state && p.serviceAreas.includes(city));
      expect(serving.length).toBeGreaterThanOrEqual(2);
      const whole = serving.filter((p) => [...p.services].sort().join() === allServices.join());
      expect(whole.length).toBeGreaterThanOrEqual(1);
      for (const p of whole) expect(Object.keys(DEMO_PRICE_LISTS[p.businessName]!.prices).sort()).toEqual(allServices);
    }
    // Every price inside the department's range for its service.
    for (const p of CAPITAL_DEMO_PROVIDERS) {
      for (const [name, price] of Object.entries(p.prices.prices)) {
        const range = indicativeRangeFor(name)!;
        expect(Number(price.standard) * 100).toBeGreaterThanOrEqual(range.lowCents);
        expect(Number(price.standard) * 100).toBeLessThanOrEqual(range.highCents);
      }
    }
  });

  it('gives every demo provider languages, diverse needs, registration categories and (most) an intake status', () => {
    expect(Object.keys(DEMO_PROVIDER_ATTRIBUTES).sort()).toEqual(DEMO_PROVIDER_SEEDS.map((p) => p.businessName).sort());
    const all = Object.values(DEMO_PROVIDER_ATTRIBUTES);
    for (const a of all) {
      expect(a.languages).toContain('en');
      expect(a.diverseNeeds.length).toBeGreaterThan(0);
      expect(a.registrationCategories.length).toBeGreaterThan(0);
      expect(a.confirmedDaysAgo === null).toBe(a.acceptingNewClients === null);
    }
    expect(new Set(all.map((a) => a.acceptingNewClients))).toEqual(new Set(['yes', 'waitlist', 'no', null]));
    expect(all.filter((a) => a.languages.includes('el')).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((a) => a.diverseNeeds.includes('dementia')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('seedDatabase', () => {
  let ds: DataSource;
  afterEach(async () => {
    if (ds?.isInitialized) await ds.destroy();
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
    await ds
      .getRepository(Provider)
      .clear()
      .catch(async () => ds.query('DELETE FROM providers'));
    const result = await prepareDatabase(ds, { demoData: true });
    expect(result.seeded).toBe(false);
    expect(await ds.getRepository(Provider).count()).toBe(0);
  });

  it('seeds no providers when demo data is off', async () => {
    ds = await openMemoryDatabase({ demoData: false });
    expect(await ds.getRepository(Provider).count()).toBe(0);
    expect(await ds.getRepository(CareService).count()).toBe(SERVICE_SEEDS.length);
  });

  it('loads the demo providers instead of the official list when both are asked for: never mixed, the list not even read', async () => {
    ds = await openMemoryDatabase({ demoData: true, officialList: { file: '/nowhere/Service-List.xlsx', editionDate: null } });
    expect(await ds.query('SELECT DISTINCT listingSource FROM providers')).toEqual([{ listingSource: 'team' }]);
    expect(await ds.getRepository(Provider).count()).toBe(DEMO_PROVIDER_SEEDS.length);
  });

  it('stops the first start with the reason when the official list cannot be read, and seeds nothing', async () => {
    await expect(openMemoryDatabase({ demoData: false, officialList: { file: '/nowhere/Service-List.xlsx', editionDate: null } })).rejects.toThrow(
      /Cannot read the official list \/nowhere\/Service-List\.xlsx/,
    );
  });

  it('migrations can be undone and redone', async () => {
    ds = await openMemoryDatabase({ demoData: false });
    const table = (name: string) => ds.query("SELECT name FROM sqlite_master WHERE type='table' AND name=?", [name]);
    const columns = (names: string[]) => ds.query(`SELECT name FROM pragma_table_info('providers') WHERE name IN (${names.map(() => '?').join(', ')})`, names);
    const leadColumns = (names: string[]) =>
      ds.query(`SELECT name FROM pragma_table_info('provider_leads') WHERE name IN (${names.map(() => '?').join(', ')})`, names);
    const PLAN_COLUMNS = ['plan', 'planWeeklyCost', 'planQuarterlyCost', 'planRemainingBudget'];
    expect(await leadColumns(PLAN_COLUMNS)).toHaveLength(4);
    await undoThrough(ds, LEAD_PLAN_MIGRATION);
    expect(await leadColumns(PLAN_COLUMNS)).toEqual([]);
    expect(await leadColumns(['providerName'])).toHaveLength(1);
    await undoThrough(ds, ATTRIBUTES_MIGRATION);
    expect(await columns(['languageMask', 'acceptingNewClients', 'acceptingConfirmedAt'])).toEqual([]);
    await undoThrough(ds, PRICES_MIGRATION);
    expect(await table('provider_prices')).toEqual([]);
    expect(await ds.query("SELECT name FROM pragma_table_info('services') WHERE name = 'unit'")).toEqual([]);
    expect(await table('providers_text')).toHaveLength(1);
    await undoThrough(ds, AUDIT_MIGRATION);
    expect(await table('audit_events')).toEqual([]);
    expect(await ds.query("SELECT name FROM pragma_table_info('sessions') WHERE name = 'userId'")).toEqual([]);
    await undoThrough(ds, TEXT_INDEX_MIGRATION);
    expect(await table('providers_text')).toEqual([]);
    expect(await ds.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'providers_text_%'")).toEqual([]);
    await undoThrough(ds, LEAD_NOTIFICATIONS_MIGRATION);
    expect(await table('lead_notifications')).toEqual([]);
    expect(await columns(['leadEmail'])).toEqual([]);
    await undoThrough(ds, CARD_MIGRATION);
    expect(await columns(['searchCard'])).toEqual([]);
    await undoThrough(ds, LOCATIONS_MIGRATION);
    expect(await table('locations')).toEqual([]);
    expect(await table('providers')).toHaveLength(1);
    await ds.undoLastMigration();
    expect(await table('providers')).toEqual([]);
    await ds.runMigrations();
    expect(await table('providers')).toHaveLength(1);
    expect(await table('locations')).toHaveLength(1);
    expect(await table('lead_notifications')).toHaveLength(1);
    expect(await table('provider_prices')).toHaveLength(1);
    expect(await columns(['languageMask'])).toHaveLength(1);
    expect(await leadColumns(PLAN_COLUMNS)).toHaveLength(4);
  });

  it('upgrades a database made before prices: services get their units, providers keep everything and have no price list', async () => {
    ds = await openMemoryDatabase();
    const count = async (table: string) => Number((await ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    expect(await count('provider_prices')).toBeGreaterThan(20);
    const before = { services: await count('provider_services'), areas: await count('provider_service_areas'), providers: await count('providers') };
    await undoThrough(ds, PRICES_MIGRATION);
    await ds.runMigrations();
    await prepareDatabase(ds, { demoData: true });
    expect({ services: await count('provider_services'), areas: await count('provider_service_areas'), providers: await count('providers') }).toEqual(before);
    expect(await count('provider_prices')).toBe(0);
    expect(await ds.query('SELECT id FROM providers WHERE pricesUpdatedAt IS NOT NULL')).toEqual([]);
    const units = (await ds.query("SELECT name, unit FROM services WHERE unit <> 'hour' ORDER BY name")) as Array<{ name: string; unit: string }>;
    expect(units).toEqual([
      { name: 'Meal delivery (per meal)', unit: 'meal' },
      { name: 'Transport (per trip)', unit: 'trip' },
    ]);
  });

  it('seeds the demo price lists, each for services the provider offers', async () => {
    ds = await openMemoryDatabase();
    const notOffered = await ds.query(
      'SELECT pp.providerId, pp.serviceId FROM provider_prices pp LEFT JOIN provider_services ps ON ps.providerId = pp.providerId AND ps.serviceId = pp.serviceId WHERE ps.serviceId IS NULL',
    );
    expect(notOffered).toEqual([]);
    const unpriced = await ds.query(
      'SELECT p.businessName FROM provider_services ps JOIN providers p ON p.id = ps.providerId LEFT JOIN provider_prices pp ON pp.providerId = ps.providerId AND pp.serviceId = ps.serviceId WHERE pp.serviceId IS NULL',
    );
    expect(unpriced).toEqual([{ businessName: 'Yarra Valley Support Co (Demo)' }]);
    expect(await ds.query('SELECT id FROM providers WHERE pricesUpdatedAt IS NULL')).toEqual([]);
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
    await undoThrough(ds, LOCATIONS_MIGRATION); // and every migration after it
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

  it('puts back the word index triggers a providers table rebuild dropped, and indexes every provider again', async () => {
    ds = await openMemoryDatabase();
    const matches = async (word: string) => (await ds.query('SELECT rowid FROM providers_text WHERE providers_text MATCH ?', [`"${word}"*`])).length;
    expect(await matches('wattle')).toBe(1);
    for (const name of ['providers_text_insert', 'providers_text_update', 'providers_text_delete']) await ds.query(`DROP TRIGGER ${name}`);
    await ds.query("UPDATE providers SET businessName = 'Quandong Care' WHERE businessName LIKE 'Wattle%'");
    expect(await matches('quandong')).toBe(0); // the index missed the change
    expect(await ensureTextIndex(ds)).toBe(true);
    expect(await matches('quandong')).toBe(1);
    expect(await matches('wattle')).toBe(0);
    expect(await ensureTextIndex(ds)).toBe(false);
  });

  it('gives every provider a stored search card at start, also a database from before the column', async () => {
    ds = await openMemoryDatabase();
    const cards = async () => (await ds.query('SELECT id, searchCard FROM providers ORDER BY id')) as Array<{ id: number; searchCard: string | null }>;
    const seeded = await cards();
    expect(seeded).toHaveLength(DEMO_PROVIDER_SEEDS.length);
    for (const row of seeded) expect(JSON.parse(row.searchCard!)).toMatchObject({ id: row.id, services: expect.any(Array), serviceAreas: expect.any(Array) });
    await undoThrough(ds, CARD_MIGRATION); // and every migration after it
    await ds.runMigrations();
    expect((await cards()).every((r) => r.searchCard === null)).toBe(true);
    await prepareDatabase(ds, { demoData: true });
    const unstated = { languages: [], diverseNeeds: [], acceptingNewClients: null, acceptingConfirmedAt: null, registrationCategories: [] };
    expect(await cards()).toEqual(seeded.map((r) => ({ id: r.id, searchCard: JSON.stringify({ ...JSON.parse(r.searchCard!), ...unstated }) })));
  });

  it('clears the stored cards when the attributes migration changes their shape, so start rebuilds them with the attributes', async () => {
    ds = await openMemoryDatabase();
    const seeded = (await ds.query('SELECT id, searchCard FROM providers ORDER BY id')) as Array<{ id: number; searchCard: string }>;
    expect(JSON.parse(seeded[0].searchCard)).toMatchObject({ languages: expect.arrayContaining(['en']), acceptingNewClients: expect.any(String) });
    await undoThrough(ds, ATTRIBUTES_MIGRATION);
    await ds.query('UPDATE providers SET searchCard = \'{"old":true}\''); // a card of the shape before the attributes ...
    await ds.runMigrations(); // ... is cleared by its migration
    expect(await ds.query('SELECT id FROM providers WHERE searchCard IS NOT NULL')).toEqual([]);
    await prepareDatabase(ds, { demoData: true });
    for (const row of (await ds.query('SELECT searchCard FROM providers')) as Array<{ searchCard: string }>) {
      expect(Object.keys(JSON.parse(row.searchCard))).toEqual(
        expect.arrayContaining(['languages', 'diverseNeeds', 'acceptingNewClients', 'acceptingConfirmedAt', 'registrationCategories']),
      );
    }
  });
});
