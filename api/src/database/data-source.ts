import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { backfillOwnOffices } from '../providers/offices/office-writes.js';
import { backfillSearchCards } from '../providers/search-card.js';
import { ensureTextIndex } from '../providers/search/text-index.js';
import { ENTITIES, MIGRATIONS } from './entities.js';
import { QueryErrorLogger } from './query-error-logger.js';
import { backfillProviderCoordinates, seedLocations } from './seed-locations.js';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed.js';
import type { DatabaseConfig } from '../config/app-config.js';

/**
 * The SQLite file (and its WAL and shared-memory files, which SQLite creates with the file's mode) readable by
 * this user only: it holds leads' personal details. An existing file is tightened too.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/** TypeORM options for either database. Migrations, never synchronize. */
export function dataSourceOptions(db: DatabaseConfig, options: { logErrors?: boolean } = {}): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: options.logErrors === false ? false : ['error' as const, 'warn' as const],
    logger: new QueryErrorLogger(),
  };
  if (db.kind === 'sqlite') {
    if (db.file !== ':memory:') createPrivateFile(db.file);
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.file,
      // WAL lets several readers (and a second process) work beside the writer; wait instead of failing on a lock.
      prepareDatabase: (sqlite: { pragma(source: string): unknown }) => {
        sqlite.pragma('journal_mode = WAL');
        // Reads straight from the mapped file instead of copying pages into SQLite's cache: 21 directory cards
        // at random ids in 37 µs instead of 66 (50,000 providers, docs/decisions/023). Address space only.
        sqlite.pragma('mmap_size = 1073741824');
        sqlite.pragma('busy_timeout = 5000');
        sqlite.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    url: db.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: 10,
    connectTimeout: 10_000,
    // maxPreparedStatements: the search's prepared statements (PreparedReader, 021), kept per pooled connection;
    // bounded so 10 connections stay far below the server's max_prepared_stmt_count (16,382 by default).
    extra: { connectionLimit: 10, maxPreparedStatements: 200 },
  };
}

/**
 * Runs pending migrations, loads the locations table if it is empty, seeds a new database (SeedOptions: the official
 * directory or the demo providers) and gives providers without coordinates theirs, the team's listings without an
 * office theirs, and providers without a stored search card theirs (021). On MySQL a named lock makes concurrent starts of
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
  const dataSource = await new DataSource(dataSourceOptions(db, { logErrors: options.logErrors })).initialize();
  try {
    await prepareDatabase(dataSource, options);
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  return dataSource;
}
