import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source.js';
import { ENTITIES } from '../setup/entities.js';
import { run } from './generate-providers.js';

describe('generate-providers CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hw-gen-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = () => ({ DATA_DIR: dir, NODE_ENV: 'test' });

  async function snapshot(): Promise<{
    providers: number;
    links: number;
    areas: number;
    prices: number;
    pricedProviders: number;
    unofferedPrices: number;
    unkeyed: number;
    located: number;
    leads: Array<{ providerId: number | null; providerName: string }>;
    first: unknown;
  }> {
    const ds = await new DataSource(
      dataSourceOptions(loadConfig(env(), { persistGeneratedSecret: false }).database, ENTITIES, { logErrors: false }),
    ).initialize();
    try {
      const n = async (sql: string) => Number(((await ds.query(sql)) as Array<{ n: number }>)[0].n);
      return {
        providers: await n('SELECT COUNT(*) AS n FROM providers'),
        links: await n('SELECT COUNT(*) AS n FROM provider_services'),
        areas: await n('SELECT COUNT(*) AS n FROM provider_service_areas'),
        prices: await n('SELECT COUNT(*) AS n FROM provider_prices'),
        pricedProviders: await n('SELECT COUNT(*) AS n FROM providers WHERE pricesUpdatedAt IS NOT NULL'),
        unofferedPrices: await n(
          'SELECT COUNT(*) AS n FROM provider_prices pp LEFT JOIN provider_services ps ON ps.providerId = pp.providerId AND ps.serviceId = pp.serviceId WHERE ps.serviceId IS NULL',
        ),
        unkeyed: await n('SELECT COUNT(*) AS n FROM provider_service_areas WHERE matchKey IS NULL'),
        located: await n('SELECT COUNT(*) AS n FROM providers WHERE latitude IS NOT NULL'),
        leads: await ds.query('SELECT providerId, providerName FROM provider_leads'),
        first: (await ds.query('SELECT businessName, suburb, postcode, rating FROM providers ORDER BY id LIMIT 1'))[0],
      };
    } finally {
      await ds.destroy();
    }
  }

  it('replaces every provider (demo ones included) with N generated ones, the same for the same seed', async () => {
    const first = await run(['--count', '300'], env());
    expect(first).toEqual({ code: 0, message: expect.stringMatching(/^Generated 300 providers in \d+\.\d s \(sqlite .*seed 20261122\)$/) });
    const a = await snapshot();
    expect(a).toMatchObject({ providers: 300, unkeyed: 0, located: 300 });
    expect(a.links).toBeGreaterThanOrEqual(900);
    expect(a.areas).toBeGreaterThan(0);
    // price lists: about 9 in 10 offered services priced, only offered ones, each priced provider dated
    expect(a.prices).toBeGreaterThan(a.links * 0.8);
    expect(a.prices).toBeLessThan(a.links);
    expect(a.unofferedPrices).toBe(0);
    expect(a.pricedProviders).toBeGreaterThan(290);

    const ds = await new DataSource(
      dataSourceOptions(loadConfig(env(), { persistGeneratedSecret: false }).database, ENTITIES, { logErrors: false }),
    ).initialize();
    await ds.query(
      "INSERT INTO provider_leads (sessionId, hasReferralId, serviceLevel, name, phone, email, postcode, selfManagement, status, providerId, providerName) VALUES ('s', 0, 'Level 1 - Entry support', 'M', '1', 'm@e.com', '3056', 0, 'new', 1, 'Kept Name')",
    );
    await ds.destroy();
    const again = await run(['--count', '300'], env());
    expect(again.code).toBe(0);
    const b = await snapshot();
    expect(b.leads).toEqual([{ providerId: null, providerName: 'Kept Name' }]);
    expect({ ...b, leads: [] }).toEqual(a);
    expect((await run(['--count', '300', '--seed', '7'], env())).code).toBe(0);
    expect((await snapshot()).first).not.toEqual(a.first);
  });

  it.each([
    [[], /--count must be a whole number from 1 to 1000000/],
    [['--count', '0'], /--count must be/],
    [['--count', 'lots'], /--count must be/],
    [['--count', '5', '--seed', 'x'], /--seed must be a whole number/],
    [['--count', '5', '--fast'], /Unknown option/],
  ])('refuses %p with usage', async (argv, message) => {
    const result = await run(argv as string[], env());
    expect(result.code).toBe(2);
    expect(result.message).toMatch(message);
    expect(result.message).toMatch(/Usage: node api\/dist\/cli\/generate-providers\.js --count/);
  });
});
