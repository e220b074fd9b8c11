import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The word index behind `q`: an FTS5 table on SQLite, a FULLTEXT index on MySQL/MariaDB, both over
 * providers.businessName and providers.description.
 *
 * SQLite: `providers_text` is an external-content FTS5 table (it stores only the index; the text stays in
 * providers), tokenised by unicode61 (case and diacritics folded), kept by three triggers on providers.
 * A migration that rebuilds the providers table (TypeORM does that on SQLite for some column changes) drops
 * those triggers with it, so every start checks them (ensureTextIndex) and rebuilds the index when they
 * had gone.
 */
export const SQLITE_TEXT_TABLE = 'providers_text';
export const MYSQL_TEXT_INDEX = 'IDX_providers_text';

const SQLITE_TRIGGERS: ReadonlyArray<[name: string, sql: string]> = [
  [
    'providers_text_insert',
    `CREATE TRIGGER IF NOT EXISTS providers_text_insert AFTER INSERT ON providers BEGIN
       INSERT INTO ${SQLITE_TEXT_TABLE} (rowid, businessName, description) VALUES (new.id, new.businessName, new.description);
     END`,
  ],
  [
    'providers_text_delete',
    `CREATE TRIGGER IF NOT EXISTS providers_text_delete AFTER DELETE ON providers BEGIN
       INSERT INTO ${SQLITE_TEXT_TABLE} (${SQLITE_TEXT_TABLE}, rowid, businessName, description) VALUES ('delete', old.id, old.businessName, old.description);
     END`,
  ],
  [
    'providers_text_update',
    `CREATE TRIGGER IF NOT EXISTS providers_text_update AFTER UPDATE OF businessName, description ON providers BEGIN
       INSERT INTO ${SQLITE_TEXT_TABLE} (${SQLITE_TEXT_TABLE}, rowid, businessName, description) VALUES ('delete', old.id, old.businessName, old.description);
       INSERT INTO ${SQLITE_TEXT_TABLE} (rowid, businessName, description) VALUES (new.id, new.businessName, new.description);
     END`,
  ],
];

type Runner = Pick<QueryRunner, 'query'> | Pick<DataSource, 'query'>;

/** Creates the SQLite index and its triggers (idempotent) and fills it from providers. */
export async function createSqliteTextIndex(db: Runner): Promise<void> {
  await db.query(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${SQLITE_TEXT_TABLE} USING fts5(businessName, description, content='providers', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  );
  for (const [, sql] of SQLITE_TRIGGERS) await db.query(sql);
  await db.query(`INSERT INTO ${SQLITE_TEXT_TABLE} (${SQLITE_TEXT_TABLE}) VALUES ('rebuild')`);
}

export async function dropSqliteTextIndex(db: Runner): Promise<void> {
  for (const [name] of SQLITE_TRIGGERS) await db.query(`DROP TRIGGER IF EXISTS ${name}`);
  await db.query(`DROP TABLE IF EXISTS ${SQLITE_TEXT_TABLE}`);
}

/** At start (SQLite): puts back triggers a table rebuild dropped, and rebuilds the index then. Returns whether it had to. */
export async function ensureTextIndex(dataSource: DataSource): Promise<boolean> {
  if (dataSource.options.type === 'mysql') return false;
  const present = (await dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'providers_text_%'`)) as Array<{ name: string }>;
  if (present.length === SQLITE_TRIGGERS.length) return false;
  await createSqliteTextIndex(dataSource);
  return true;
}
