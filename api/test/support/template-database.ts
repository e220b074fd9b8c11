import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { sqliteFileIn } from '../../src/config/database-config.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/setup/entities.js';
import { prepareSchema } from '../../src/setup/prepare-database.js';
import type { Connection } from 'mysql2/promise';

/**
 * The part of a test database every suite shares: the schema (every migration), the word index and the locations
 * table (about 16,000 rows). It is built once per jest run and copied into each suite's new database, so a suite's
 * app starts on a migrated database and seeds only what its own settings ask for (demo data, the admin, the facts
 * date): on MariaDB a first start went from about 4.5 s to under 1 s.
 *
 * One run is one jest process and its workers (HW_TEST_RUN, set by jest.config.js); global-teardown.js removes the
 * run's template.
 */
const run = () => process.env.HW_TEST_RUN ?? String(process.pid);

export const sqliteTemplateFile = (runId = run()) => path.join(os.tmpdir(), `hw-test-template-${runId}.sqlite`);

/** Copies the run's SQLite template (built on first use) into dataDir, where the app will open it. */
export async function copySqliteTemplate(dataDir: string): Promise<void> {
  const template = sqliteTemplateFile();
  if (!existsSync(template)) {
    // Built under a name of this process's own, then renamed: a half-built template is never copied.
    const building = `${template}.${process.pid}.building`;
    const dataSource = await new DataSource(dataSourceOptions({ kind: 'sqlite', file: building }, ENTITIES, { logErrors: false })).initialize();
    await prepareSchema(dataSource);
    // Closing checkpoints the write-ahead log into the file, so the one file is the whole database.
    await dataSource.destroy();
    renameSync(building, template);
    rmSync(`${building}-wal`, { force: true });
    rmSync(`${building}-shm`, { force: true });
  }
  copyFileSync(template, sqliteFileIn(dataDir));
}

export const mysqlTemplateName = (prefix: string, runId = run()) => `${prefix}_template_${runId}`.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 64);

/**
 * Fills the empty database `target` from the run's MariaDB template (built on first use through `templateUrl`):
 * each table as SHOW CREATE TABLE gives it (keys, foreign keys and the FULLTEXT index included), then its rows.
 */
export async function copyMysqlTemplate(admin: Connection, template: { name: string; url: string }, target: string): Promise<void> {
  await ensureMysqlTemplate(admin, template);
  const [tables] = (await admin.query("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'", [
    template.name,
  ])) as unknown as [Array<{ name: string }>];
  await admin.query(`USE \`${target}\``);
  await admin.query('SET FOREIGN_KEY_CHECKS = 0');
  try {
    for (const { name } of tables) {
      const [[created]] = (await admin.query(`SHOW CREATE TABLE \`${template.name}\`.\`${name}\``)) as unknown as [Array<{ 'Create Table': string }>];
      await admin.query(created['Create Table']);
      await admin.query(`INSERT INTO \`${target}\`.\`${name}\` SELECT * FROM \`${template.name}\`.\`${name}\``);
    }
  } finally {
    await admin.query('SET FOREIGN_KEY_CHECKS = 1');
  }
}

async function ensureMysqlTemplate(admin: Connection, template: { name: string; url: string }): Promise<void> {
  // Checked and built under a lock: a suite never sees the template half-built.
  const [[lock]] = (await admin.query('SELECT GET_LOCK(?, 120) AS locked', [template.name])) as unknown as [Array<{ locked: number | string }>];
  if (Number(lock.locked) !== 1) throw new Error(`Timed out waiting for the test template database ${template.name}`);
  try {
    const [found] = (await admin.query('SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [template.name])) as unknown as [unknown[]];
    if (found.length > 0) return;
    const building = `${template.name}_b`.slice(0, 64);
    await admin.query(`DROP DATABASE IF EXISTS \`${building}\``);
    await admin.query(`CREATE DATABASE \`${building}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(template.url);
    url.pathname = `/${building}`;
    const parsed = { host: url.hostname, database: building };
    const dataSource = await new DataSource(dataSourceOptions({ kind: 'mysql', url: url.toString(), ...parsed }, ENTITIES, { logErrors: false })).initialize();
    try {
      await prepareSchema(dataSource);
    } finally {
      await dataSource.destroy();
    }
    // MariaDB has no RENAME DATABASE: the finished tables move into the template's name in one statement.
    await admin.query(`CREATE DATABASE \`${template.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const [tables] = (await admin.query("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'", [
      building,
    ])) as unknown as [Array<{ name: string }>];
    await admin.query(`RENAME TABLE ${tables.map((t) => `\`${building}\`.\`${t.name}\` TO \`${template.name}\`.\`${t.name}\``).join(', ')}`);
    await admin.query(`DROP DATABASE \`${building}\``);
  } finally {
    await admin.query('SELECT RELEASE_LOCK(?)', [template.name]);
  }
}
