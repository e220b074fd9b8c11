import { openDatabase } from './prepare-database.js';
import type { SeedOptions } from './seed/seed.js';
import type { DataSource } from 'typeorm';

/**
 * An in-memory SQLite database, migrated and seeded: for unit specs that need real repositories. Its directory is the
 * demo providers unless demoData is false (then empty, or the official list when one is given).
 */
export function openMemoryDatabase(options: Partial<SeedOptions> = {}): Promise<DataSource> {
  return openDatabase(
    { kind: 'sqlite', file: ':memory:' },
    { demoData: options.demoData ?? true, officialList: options.officialList ?? null, logErrors: false },
  );
}
