import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { MYSQL_TEXT_INDEX, createSqliteTextIndex, dropSqliteTextIndex } from '../../providers/search/text-index.js';

/**
 * The word index for the directory's `q` (docs/decisions/023): FULLTEXT (InnoDB) on MySQL/MariaDB, FTS5 on
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
