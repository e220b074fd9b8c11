/**
 * node api/dist/cli/generate-providers.js --count N [--seed S]
 * The benchmark's directory: migrates the configured database (DATA_DIR / DATABASE_URL, DEMO_DATA honoured;
 * reference data and locations seeded), deletes every provider, then inserts N generated fictional ones
 * (provider-generator.ts) with their price lists (generated-prices.ts) and one office each in batched
 * multi-row inserts, and prints the count and the seconds taken. When the database holds the government's list,
 * the generated organisations are placed where its offices are (2,400 is about the real directory; 24,000 ten
 * times it, as dense in the same places); otherwise anywhere in the locations table.
 */
import { toCents } from '@homeward/domain';
import { describeDatabase } from '../config/database-config.js';
import { insertRows } from '../database/batch-insert.js';
import { openDatabase } from '../setup/prepare-database.js';
import { backfillSearchCards } from '../providers/search-card.repository.js';
import { OFFICE_COLUMNS } from '../providers/offices/provider-office.repository.js';
import { commandConfig, commandOptions, isCliResult, runAsMain, type CliResult } from './cli-command.js';
import { PRICE_COLUMNS, generatedPriceRows } from './generated-prices.js';
import { PROVIDER_COLUMNS, providerRows } from './generated-provider-rows.js';
import { generateProviders, type GenLocation, type GenService } from './provider-generator.js';
import type { DataSource } from 'typeorm';

const USAGE = 'Usage: node api/dist/cli/generate-providers.js --count 50000 [--seed 20261122]';
export const DEFAULT_SEED = 20261122;

/** Providers per transaction: big enough to amortise the commit, small enough to keep MySQL's undo log modest. */
const CHUNK = 5000;

export async function run(argv: string[], env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  const values = commandOptions<{ count?: string; seed?: string }>(argv, { count: { type: 'string' }, seed: { type: 'string' } }, USAGE);
  if (isCliResult(values)) return values;
  const count = Number(values.count);
  if (!values.count || !/^\d+$/.test(values.count) || count < 1 || count > 1_000_000)
    return { code: 2, message: `--count must be a whole number from 1 to 1000000\n${USAGE}` };
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed)) return { code: 2, message: `--seed must be a whole number\n${USAGE}` };

  const config = commandConfig(env);
  if (isCliResult(config)) return config;
  const started = performance.now();
  const dataSource = await openDatabase(config.database, { demoData: config.demoData });
  try {
    await replaceProviders(dataSource, count, seed);
  } finally {
    await dataSource.destroy();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { code: 0, message: `Generated ${count} providers in ${seconds} s (${describeDatabase(config.database)}, seed ${seed})` };
}

/** Deletes every provider (their leads keep the provider name), then inserts `count` generated ones. */
export async function replaceProviders(dataSource: DataSource, count: number, seed: number): Promise<void> {
  const offices = (await dataSource.query(
    'SELECT postcode, suburb AS locality, state, latitude, longitude FROM provider_offices WHERE officialKey IS NOT NULL ORDER BY id',
  )) as GenLocation[];
  const locations =
    offices.length > 0
      ? offices
      : ((await dataSource.query('SELECT postcode, locality, state, latitude, longitude FROM locations ORDER BY id')) as GenLocation[]);
  const services = (await dataSource.query('SELECT id, name, unit, hourlyRate FROM services ORDER BY sortOrder, id')) as Array<
    GenService & { unit: string; hourlyRate: string | number }
  >;
  const providers = generateProviders({
    count,
    seed,
    locations: locations.map((l) => ({ ...l, latitude: Number(l.latitude), longitude: Number(l.longitude) })),
    services: services.map((s) => ({ id: Number(s.id), name: s.name })),
  });
  await dataSource.transaction(async (em) => {
    await em.query('UPDATE provider_leads SET providerId = NULL WHERE providerId IS NOT NULL');
    await em.query('DELETE FROM provider_prices');
    await em.query('DELETE FROM provider_service_areas');
    await em.query('DELETE FROM provider_services');
    await em.query('DELETE FROM provider_offices');
    await em.query('DELETE FROM provider_claims');
    await em.query('DELETE FROM providers');
  });
  const priced = services.map((s) => ({ id: Number(s.id), name: s.name, unit: s.unit, hourlyRateCents: toCents(s.hourlyRate) }));
  // Fixed, so two runs with one seed write identical rows.
  const timestamp = '2026-01-01 00:00:00';
  for (let start = 0; start < providers.length; start += CHUNK) {
    const rows = providerRows(providers.slice(start, start + CHUNK), timestamp);
    await dataSource.transaction(async (em) => {
      await insertRows(em, 'providers', PROVIDER_COLUMNS, rows.providers);
      await insertRows(em, 'provider_services', ['providerId', 'serviceId'], rows.services);
      await insertRows(em, 'provider_service_areas', ['providerId', 'name', 'position', 'matchKey'], rows.areas);
      await insertRows(em, 'provider_prices', PRICE_COLUMNS, generatedPriceRows(providers.slice(start, start + CHUNK), priced, seed + start));
      await insertRows(
        em,
        'provider_offices',
        OFFICE_COLUMNS,
        providers
          .slice(start, start + CHUNK)
          .map((p) => [p.id, '[]', p.address, p.suburb, p.state, p.postcode, p.latitude, p.longitude, null, 25, null, null, timestamp, timestamp]),
      );
    });
  }
  await dataSource.query('UPDATE providers SET pricesUpdatedAt = ? WHERE id IN (SELECT providerId FROM provider_prices)', [timestamp]);
  await backfillSearchCards(dataSource);
}

if (require.main === module) runAsMain('generate-providers', (argv) => run(argv));
