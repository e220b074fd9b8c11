import { openDatabase } from './data-source.js';
import type { DataSource } from 'typeorm';

/** An in-memory SQLite database, migrated and seeded: for unit specs that need real repositories. */
export function openMemoryDatabase(options: { demoData?: boolean } = {}): Promise<DataSource> {
  return openDatabase({ kind: 'sqlite', file: ':memory:' }, { demoData: options.demoData ?? true, logErrors: false });
}
