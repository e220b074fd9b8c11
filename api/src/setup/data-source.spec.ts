import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createPrivateFile, dataSourceOptions } from '../database/data-source.js';
import { ENTITIES } from './entities.js';

describe('the SQLite file is readable by its owner only', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hw-sqlite-mode-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('creates a new database file, and the WAL files SQLite adds beside it, with mode 0600', async () => {
    const file = path.join(dir, 'data', 'homeward.sqlite');
    const source = await new DataSource(dataSourceOptions({ kind: 'sqlite', file }, ENTITIES)).initialize();
    try {
      await source.query('CREATE TABLE t (x INTEGER)');
      expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600]);
    } finally {
      await source.destroy();
    }
  });

  it('tightens a file an older version left world-readable', () => {
    const file = path.join(dir, 'old.sqlite');
    writeFileSync(file, '', { mode: 0o644 });
    createPrivateFile(file);
    expect(modeOf(file)).toBe(0o600);
  });
});
