import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { NULLABLE, addColumns, column, dropAddedColumns, varchar, providerTable } from './parts.js';

const PROVIDER_COLUMNS = [
  // Kept with every notice write (a notice is in force until its end date, which is never later than the day it is
  // recorded), so the search filters on a column of the row and the stored card carries the marker.
  'hasCurrentNotice BOOLEAN NOT NULL DEFAULT 0',
  'noticesCheckedOn VARCHAR(10) NULL',
  'noticesCheckedBy INT NULL',
];

/**
 * Regulatory notices the team records against a provider from the Aged Care Quality and Safety Commission's pages,
 * and the date the team last checked them. Every stored search card is cleared so the start
 * writes them again with the new hasCurrentNotice field (backfillSearchCards). Self-contained: no application code.
 */
export class ProviderNotices1767200000000 implements MigrationInterface {
  name = 'ProviderNotices1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'providers', PROVIDER_COLUMNS);
    await queryRunner.createTable(
      providerTable(
        'provider_notices',
        [
          varchar('kind', 32),
          varchar('issuedOn', 10),
          varchar('summary', 500),
          varchar('link', 500),
          varchar('endedOn', 10, NULLABLE),
          column('recordedBy', 'int'),
          column('recordedAt', 'datetime'),
          column('updatedAt', 'datetime'),
        ],
        [new TableIndex({ name: 'IDX_provider_notices_provider', columnNames: ['providerId', 'issuedOn'] })],
      ),
    );
    await queryRunner.query('UPDATE providers SET searchCard = NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('provider_notices');
    await dropAddedColumns(queryRunner, 'providers', PROVIDER_COLUMNS);
    await queryRunner.query('UPDATE providers SET searchCard = NULL');
  }
}
