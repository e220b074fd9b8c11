import type { MigrationInterface, QueryRunner } from 'typeorm';

const RELEVANCE = 'isActive, isHighlighted DESC, displayPriority DESC, rating DESC, businessName, id';
const LOCATION = 'latitude, longitude, isActive, isHighlighted, displayPriority, rating, businessName';
/** What the attribute filters read, appended to the directory's indexes so a filtered page is still read from the index alone. */
const FILTERED = ['languageMask', 'diverseNeedMask', 'acceptingNewClients'];

/**
 * Issue 13 (docs/decisions/027): a provider's languages, diverse needs and Commission registration
 * categories as bit masks of the fixed lists in libs/domain (provider-attributes.ts), and whether it is
 * taking new clients with the date that was last confirmed. Existing providers get empty masks and no
 * status ("not stated"). Plain ALTER TABLE, for the reasons 1763900000000 gives (no table rebuild on
 * SQLite). The stored search cards gain these fields, so every card is cleared here and rebuilt at start
 * by backfillSearchCards.
 *
 * The three directory indexes (1763900000000) are rebuilt, same names and leading columns, with the filtered
 * columns at the end: the filters are then checked inside the index the search already walks. Measured at
 * 50,000 providers (027): a language nobody speaks scanned the relevance order in 752 ms with a row lookup
 * per provider, 26 ms from the index alone.
 */
export class ProviderAttributes1764500000000 implements MigrationInterface {
  name = 'ProviderAttributes1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers ADD COLUMN languageMask INT NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE providers ADD COLUMN diverseNeedMask INT NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE providers ADD COLUMN registrationCategoryMask INT NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE providers ADD COLUMN acceptingNewClients VARCHAR(8) NULL');
    await queryRunner.query('ALTER TABLE providers ADD COLUMN acceptingConfirmedAt DATE NULL');
    await queryRunner.query('UPDATE providers SET searchCard = NULL');
    await this.rebuildIndexes(queryRunner, FILTERED);
  }

  /**
   * The relevance, state and location indexes, with `extra` columns after their own. Raw DROP/CREATE INDEX:
   * queryRunner.dropIndex on MySQL looks in a table description cached before this migration's ALTERs and
   * does not find the index.
   */
  private async rebuildIndexes(queryRunner: QueryRunner, extra: string[]): Promise<void> {
    const tail = extra.map((c) => `, ${c}`).join('');
    const onMysql = queryRunner.connection.options.type === 'mysql';
    for (const name of ['IDX_providers_relevance', 'IDX_providers_state_relevance', 'IDX_providers_location']) {
      await queryRunner.query(onMysql ? `DROP INDEX ${name} ON providers` : `DROP INDEX ${name}`);
    }
    await queryRunner.query(`CREATE INDEX IDX_providers_relevance ON providers (${RELEVANCE}${tail})`);
    await queryRunner.query(`CREATE INDEX IDX_providers_state_relevance ON providers (state, ${RELEVANCE}${tail})`);
    await queryRunner.query(`CREATE INDEX IDX_providers_location ON providers (${LOCATION}${tail})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.rebuildIndexes(queryRunner, []);
    for (const column of ['acceptingConfirmedAt', 'acceptingNewClients', 'registrationCategoryMask', 'diverseNeedMask', 'languageMask']) {
      await queryRunner.query(`ALTER TABLE providers DROP COLUMN ${column}`);
    }
    await queryRunner.query('UPDATE providers SET searchCard = NULL');
  }
}
