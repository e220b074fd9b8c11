import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations.js';
import { QueryErrorLogger } from './query-error-logger.js';
import type { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import type { DatabaseConfig } from '../config/database-config.js';

/** The entity classes the app maps (setup/entities.ts lists them; the database layer knows no domain). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityList = MixedList<Function | string | EntitySchema>;

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
export function dataSourceOptions(db: DatabaseConfig, entities: EntityList, options: { logErrors?: boolean } = {}): DataSourceOptions {
  const common = {
    entities,
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
        // at random ids in 37 µs instead of 66 (50,000 providers). Address space only.
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
    // maxPreparedStatements: the search's prepared statements (PreparedReader), kept per pooled connection;
    // bounded so 10 connections stay far below the server's max_prepared_stmt_count (16,382 by default).
    extra: { connectionLimit: 10, maxPreparedStatements: 200 },
  };
}
