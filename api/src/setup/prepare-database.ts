import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source.js';
import { backfillOwnOffices } from '../providers/offices/provider-office.repository.js';
import { backfillSearchCards } from '../providers/search-card.repository.js';
import { ensureTextIndex } from '../providers/search/text-index.js';
import { ENTITIES } from './entities.js';
import { backfillProviderCoordinates, seedLocations } from './seed/seed-locations.js';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed/seed.js';
import type { DatabaseConfig } from '../config/database-config.js';

/**
 * Runs pending migrations, loads the locations table if it is empty, seeds a new database (SeedOptions: the official
 * directory or the demo providers) and gives providers without coordinates theirs, the team's listings without an
 * office theirs, and providers without a stored search card theirs. On MySQL a named lock makes concurrent starts of
 * several instances take turns, so migrations and the seed run once.
 */
export async function prepareDatabase(dataSource: DataSource, options: SeedOptions): Promise<SeedResult> {
  const mysql = dataSource.options.type === 'mysql';
  const runner = mysql ? dataSource.createQueryRunner() : null;
  try {
    if (runner) {
      const [row] = (await runner.query("SELECT GET_LOCK('homeward_migrations', 120) AS locked")) as Array<{ locked: number | string }>;
      if (Number(row?.locked) !== 1) throw new Error('Timed out waiting for another instance to finish migrating the database');
    }
    await prepareSchema(dataSource);
    const seeded = await seedDatabase(dataSource, options);
    await backfillProviderCoordinates(dataSource);
    await backfillOwnOffices(dataSource);
    await backfillSearchCards(dataSource);
    return seeded;
  } finally {
    if (runner) {
      await runner.query("SELECT RELEASE_LOCK('homeward_migrations')").catch(() => undefined);
      await runner.release();
    }
  }
}

/**
 * What every database holds whatever its settings: the schema (pending migrations), the word index and the locations
 * table. The contract suites build it once per run and copy it into each suite's database (test/support).
 */
export async function prepareSchema(dataSource: DataSource): Promise<void> {
  await dataSource.runMigrations({ transaction: dataSource.options.type === 'mysql' ? 'none' : 'each' });
  await ensureTextIndex(dataSource);
  await seedLocations(dataSource);
}

export async function openDatabase(db: DatabaseConfig, options: SeedOptions & { logErrors?: boolean }): Promise<DataSource> {
  const dataSource = await new DataSource(dataSourceOptions(db, ENTITIES, { logErrors: options.logErrors })).initialize();
  try {
    await prepareDatabase(dataSource, options);
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  return dataSource;
}
