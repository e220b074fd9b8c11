import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * providers.searchCard: the provider's directory card as JSON text, read by the search with its page.
 * Filled at start by backfillSearchCards (like the coordinates), kept by
 * ProvidersService. MEDIUMTEXT on MySQL: a card with a 4,000-character description and 50 areas can pass
 * TEXT's 64 KB once escaped. Plain ALTER TABLE, as in 1763900000000 (no table rebuild on SQLite).
 */
export class ProviderSearchCard1764000000000 implements MigrationInterface {
  name = 'ProviderSearchCard1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type === 'mysql' ? 'MEDIUMTEXT' : 'TEXT';
    await queryRunner.query(`ALTER TABLE providers ADD COLUMN searchCard ${type} NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers DROP COLUMN searchCard');
  }
}
