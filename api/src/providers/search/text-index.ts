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

/** The indexed columns of providers, and the index's rows written from a row of providers ('new' or 'old'). */
const INDEXED = ['businessName', 'description'] as const;
const indexRow = (row: 'new' | 'old') => `${row}.id, ${INDEXED.map((c) => `${row}.${c}`).join(', ')}`;
const addToIndex = (row: 'new' | 'old') => `INSERT INTO ${SQLITE_TEXT_TABLE} (rowid, ${INDEXED.join(', ')}) VALUES (${indexRow(row)});`;
// An external-content FTS5 table forgets a row by being told its old values under the 'delete' command.
const removeFromIndex = `INSERT INTO ${SQLITE_TEXT_TABLE} (${SQLITE_TEXT_TABLE}, rowid, ${INDEXED.join(', ')}) VALUES ('delete', ${indexRow('old')});`;

/** The three triggers that keep the index in step with providers: [name, CREATE TRIGGER ...]. */
const SQLITE_TRIGGERS: ReadonlyArray<[name: string, sql: string]> = (
  [
    ['insert', 'AFTER INSERT', [addToIndex('new')]],
    ['delete', 'AFTER DELETE', [removeFromIndex]],
    ['update', `AFTER UPDATE OF ${INDEXED.join(', ')}`, [removeFromIndex, addToIndex('new')]],
  ] as const
).map(([event, when, steps]) => {
  const name = `providers_text_${event}`;
  return [name, `CREATE TRIGGER IF NOT EXISTS ${name} ${when} ON providers BEGIN ${steps.join(' ')} END`];
});

type Runner = Pick<QueryRunner, 'query'> | Pick<DataSource, 'query'>;

/** Creates the SQLite index and its triggers (idempotent) and fills it from providers. */
export async function createSqliteTextIndex(db: Runner): Promise<void> {
  await db.query(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${SQLITE_TEXT_TABLE} USING fts5(businessName, description, content='providers', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  );
  for (const [, sql] of SQLITE_TRIGGERS) await db.query(sql);
  await db.query(`INSERT INTO ${SQLITE_TEXT_TABLE} (${SQLITE_TEXT_TABLE}) VALUES ('rebuild')`);
}

/** At start (SQLite): puts back triggers a table rebuild dropped, and rebuilds the index then. Returns whether it had to. */
export async function ensureTextIndex(dataSource: DataSource): Promise<boolean> {
  if (dataSource.options.type === 'mysql') return false;
  const present = (await dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'providers_text_%'`)) as Array<{ name: string }>;
  if (present.length === SQLITE_TRIGGERS.length) return false;
  await createSqliteTextIndex(dataSource);
  return true;
}
