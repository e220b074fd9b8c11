import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { NULLABLE, addColumns, column, dropAddedColumns, varchar, providerTable } from './parts.js';

const PROVIDER_COLUMNS = [
  "listingSource VARCHAR(10) NOT NULL DEFAULT 'team'",
  'organisationType VARCHAR(40) NULL',
  'officialName VARCHAR(200) NULL',
  'officialListDate VARCHAR(10) NULL',
  'claimedAt DATETIME NULL',
  'confirmedAt DATETIME NULL',
];

const LEAD_COLUMNS = [
  'heldAt DATETIME NULL',
  'teamAction VARCHAR(16) NULL',
  'teamActedAt DATETIME NULL',
  'teamActedBy VARCHAR(254) NULL',
  'handedOverAt DATETIME NULL',
];

/**
 * The directory built from the government's list of home-care services. A provider row is
 * an organisation (one listing); provider_offices are where it works from. provider_claims are people saying
 * "this is my organisation"; provider_leads held for a provider that has not joined wait for the team.
 * Self-contained: no application code is imported, so this file never changes when today's code does.
 */
export class OfficialDirectory1766000000000 implements MigrationInterface {
  name = 'OfficialDirectory1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'providers', PROVIDER_COLUMNS);
    await queryRunner.query('CREATE INDEX IDX_providers_official_name ON providers (officialName)');
    await queryRunner.createTable(
      providerTable(
        'provider_offices',
        [
          column('serviceNames', 'text'),
          varchar('address', 255),
          varchar('suburb', 100),
          varchar('state', 3),
          varchar('postcode', 4),
          column('latitude', 'double'),
          column('longitude', 'double'),
          varchar('remoteness', 30, NULLABLE),
          column('visitRadiusKm', 'int'),
          varchar('officialKey', 400, NULLABLE),
          column('goneFromListAt', 'datetime', NULLABLE),
          column('createdAt', 'datetime'),
          column('updatedAt', 'datetime'),
        ],
        [
          new TableIndex({ name: 'IDX_provider_offices_point', columnNames: ['latitude', 'longitude', 'providerId'] }),
          new TableIndex({ name: 'IDX_provider_offices_provider', columnNames: ['providerId'] }),
        ],
      ),
    );
    await queryRunner.createTable(
      providerTable(
        'provider_claims',
        [
          varchar('claimantName', 120),
          varchar('claimantRole', 120),
          varchar('workEmail', 254),
          varchar('phone', 40),
          varchar('abn', 11),
          varchar('status', 16),
          column('isDispute', 'boolean', { default: false }),
          varchar('decisionReason', 500, NULLABLE),
          varchar('decidedBy', 254, NULLABLE),
          column('decidedAt', 'datetime', NULLABLE),
          column('createdAt', 'datetime'),
        ],
        [
          new TableIndex({ name: 'IDX_provider_claims_status', columnNames: ['status', 'createdAt'] }),
          new TableIndex({ name: 'IDX_provider_claims_email', columnNames: ['workEmail', 'createdAt'] }),
          new TableIndex({ name: 'IDX_provider_claims_provider', columnNames: ['providerId', 'status'] }),
        ],
      ),
    );
    await addColumns(queryRunner, 'provider_leads', LEAD_COLUMNS);
    await queryRunner.createIndex('provider_leads', new TableIndex({ name: 'IDX_provider_leads_held', columnNames: ['heldAt', 'teamActedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const onMysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.query(onMysql ? 'DROP INDEX IDX_provider_leads_held ON provider_leads' : 'DROP INDEX IDX_provider_leads_held');
    await dropAddedColumns(queryRunner, 'provider_leads', LEAD_COLUMNS);
    await queryRunner.dropTable('provider_claims');
    await queryRunner.dropTable('provider_offices');
    await queryRunner.query(onMysql ? 'DROP INDEX IDX_providers_official_name ON providers' : 'DROP INDEX IDX_providers_official_name');
    await dropAddedColumns(queryRunner, 'providers', PROVIDER_COLUMNS);
  }
}
