import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { contactDeadline, leadClockState } from '@homeward/domain';
import { ProviderLead } from '../../leads/entities/provider-lead.entity.js';
import { nationalHolidays } from '../../partners/leads/national-holidays.js';
import { ID_COLUMN, NULLABLE, addColumns, column, dropAddedColumns, money, providerKey, varchar } from '../migration-parts.js';

const LEAD_COLUMNS = [
  "outcome VARCHAR(16) NOT NULL DEFAULT 'new'",
  'outcomeNote TEXT NULL',
  'outcomeAt DATETIME NULL',
  'firstContactAt DATETIME NULL',
  'contactBy DATETIME NULL',
  'reminderSentAt DATETIME NULL',
];

/**
 * Issue 25 (docs/decisions/041): what a signed-in provider does. price_changes keeps every change of a
 * published price (who, admin or provider); moderation_requests holds changes to the business name, website
 * and description until an admin decides; provider_leads gains the provider's outcome and note, when it first
 * acted, the instant it must be contacted by (2 business days, worked out at arrival) and when the one
 * reminder was claimed. Columns by plain ALTER TABLE, as 1764300000000.
 */
export class ProviderPortalWork1765500000000 implements MigrationInterface {
  name = 'ProviderPortalWork1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'price_changes',
        columns: [
          ID_COLUMN,
          column('providerId', 'int'),
          column('serviceId', 'int'),
          varchar('serviceName', 200),
          varchar('timeBand', 16),
          money('oldPrice', true),
          money('newPrice', true),
          column('changedAt', 'datetime'),
          varchar('changedByKind', 16),
          column('changedById', 'int', NULLABLE),
          varchar('changedByEmail', 254, NULLABLE),
        ],
        foreignKeys: [providerKey('price_changes')],
        indices: [new TableIndex({ name: 'IDX_price_changes_provider_at', columnNames: ['providerId', 'changedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'moderation_requests',
        columns: [
          ID_COLUMN,
          column('providerId', 'int'),
          varchar('field', 32),
          column('beforeValue', 'text', NULLABLE),
          column('afterValue', 'text', NULLABLE),
          varchar('status', 16),
          varchar('reason', 500, NULLABLE),
          column('requestedById', 'int', NULLABLE),
          varchar('requestedBy', 254, NULLABLE),
          column('requestedAt', 'datetime'),
          varchar('decidedBy', 254, NULLABLE),
          column('decidedAt', 'datetime', NULLABLE),
        ],
        foreignKeys: [providerKey('moderation_requests')],
        indices: [
          new TableIndex({ name: 'IDX_moderation_requests_status', columnNames: ['status', 'requestedAt'] }),
          new TableIndex({ name: 'IDX_moderation_requests_provider', columnNames: ['providerId', 'requestedAt'] }),
        ],
      }),
    );
    // The first day the directory stops saying "raised prices more than twice in 12 months" (libs/domain frequentRisesUntil).
    await queryRunner.query('ALTER TABLE providers ADD COLUMN frequentPriceRisesUntil VARCHAR(10) NULL');
    await addColumns(queryRunner, 'provider_leads', LEAD_COLUMNS);
    await queryRunner.createIndex('provider_leads', new TableIndex({ name: 'IDX_provider_leads_due', columnNames: ['outcome', 'contactBy'] }));
    await queryRunner.createIndex('provider_leads', new TableIndex({ name: 'IDX_provider_leads_provider_created', columnNames: ['providerId', 'createdAt'] }));
    await this.backfillContactBy(queryRunner);
  }

  /** Leads stored before this migration get their deadline from the same rule as new ones. */
  private async backfillContactBy(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      'SELECT l.id AS id, l.createdAt AS createdAt, p.state AS state FROM provider_leads l LEFT JOIN providers p ON p.id = l.providerId',
    )) as Array<{ id: number; createdAt: string | Date; state: string | null }>;
    const holidays = nationalHolidays();
    for (const row of rows) {
      const arrived = row.createdAt instanceof Date ? row.createdAt : new Date(`${String(row.createdAt).replace(' ', 'T')}Z`);
      await queryRunner.manager.update(ProviderLead, { id: row.id }, { contactBy: contactDeadline(arrived, leadClockState(row.state), holidays) });
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('provider_leads', 'IDX_provider_leads_provider_created');
    await queryRunner.dropIndex('provider_leads', 'IDX_provider_leads_due');
    await dropAddedColumns(queryRunner, 'provider_leads', LEAD_COLUMNS);
    await queryRunner.query('ALTER TABLE providers DROP COLUMN frequentPriceRisesUntil');
    await queryRunner.dropTable('moderation_requests');
    await queryRunner.dropTable('price_changes');
  }
}
