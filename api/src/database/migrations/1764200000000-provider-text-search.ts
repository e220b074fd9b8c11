import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

// Frozen copy of api/src/providers/search/text-index.ts (names, triggers, create and drop) as this migration ran, so it never changes.
const SQLITE_TEXT_TABLE = 'providers_text';
const MYSQL_TEXT_INDEX = 'IDX_providers_text';

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

/** Creates the SQLite index and its triggers (idempotent) and fills it from providers. */
async function createSqliteTextIndex(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${SQLITE_TEXT_TABLE} USING fts5(businessName, description, content='providers', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  );
  for (const [, sql] of SQLITE_TRIGGERS) await queryRunner.query(sql);
  await queryRunner.query(`INSERT INTO ${SQLITE_TEXT_TABLE} (${SQLITE_TEXT_TABLE}) VALUES ('rebuild')`);
}

async function dropSqliteTextIndex(queryRunner: QueryRunner): Promise<void> {
  for (const [name] of SQLITE_TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${name}`);
  await queryRunner.query(`DROP TABLE IF EXISTS ${SQLITE_TEXT_TABLE}`);
}

/**
 * The word index for the directory's `q`: FULLTEXT (InnoDB) on MySQL/MariaDB, FTS5 on
 * SQLite, over providers.businessName and providers.description. Existing providers are indexed here.
 */
export class ProviderTextSearch1764200000000 implements MigrationInterface {
  name = 'ProviderTextSearch1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.createIndex('providers', new TableIndex({ name: MYSQL_TEXT_INDEX, columnNames: ['businessName', 'description'], isFulltext: true }));
    } else {
      await createSqliteTextIndex(queryRunner);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') await queryRunner.dropIndex('providers', MYSQL_TEXT_INDEX);
    else await dropSqliteTextIndex(queryRunner);
  }
}
