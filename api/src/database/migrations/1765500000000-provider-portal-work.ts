import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { contactDeadline, leadClockState } from '@homeward/domain';
import { ProviderLead } from '../../leads/entities/provider-lead.entity.js';
import { nationalHolidays } from '../../partners/leads/national-holidays.js';

const money = (name: string) => ({ name, type: 'decimal', precision: 10, scale: 2, isNullable: true });
const providerKey = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_provider`,
    columnNames: ['providerId'],
    referencedTableName: 'providers',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

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
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'providerId', type: 'int' },
          { name: 'serviceId', type: 'int' },
          { name: 'serviceName', type: 'varchar', length: '200' },
          { name: 'timeBand', type: 'varchar', length: '16' },
          money('oldPrice'),
          money('newPrice'),
          { name: 'changedAt', type: 'datetime' },
          { name: 'changedByKind', type: 'varchar', length: '16' },
          { name: 'changedById', type: 'int', isNullable: true },
          { name: 'changedByEmail', type: 'varchar', length: '254', isNullable: true },
        ],
        foreignKeys: [providerKey('price_changes')],
        indices: [new TableIndex({ name: 'IDX_price_changes_provider_at', columnNames: ['providerId', 'changedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'moderation_requests',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'providerId', type: 'int' },
          { name: 'field', type: 'varchar', length: '32' },
          { name: 'beforeValue', type: 'text', isNullable: true },
          { name: 'afterValue', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'requestedById', type: 'int', isNullable: true },
          { name: 'requestedBy', type: 'varchar', length: '254', isNullable: true },
          { name: 'requestedAt', type: 'datetime' },
          { name: 'decidedBy', type: 'varchar', length: '254', isNullable: true },
          { name: 'decidedAt', type: 'datetime', isNullable: true },
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
    await queryRunner.query("ALTER TABLE provider_leads ADD COLUMN outcome VARCHAR(16) NOT NULL DEFAULT 'new'");
    await queryRunner.query('ALTER TABLE provider_leads ADD COLUMN outcomeNote TEXT NULL');
    await queryRunner.query('ALTER TABLE provider_leads ADD COLUMN outcomeAt DATETIME NULL');
    await queryRunner.query('ALTER TABLE provider_leads ADD COLUMN firstContactAt DATETIME NULL');
    await queryRunner.query('ALTER TABLE provider_leads ADD COLUMN contactBy DATETIME NULL');
    await queryRunner.query('ALTER TABLE provider_leads ADD COLUMN reminderSentAt DATETIME NULL');
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
    for (const column of ['reminderSentAt', 'contactBy', 'firstContactAt', 'outcomeAt', 'outcomeNote', 'outcome']) {
      await queryRunner.query(`ALTER TABLE provider_leads DROP COLUMN ${column}`);
    }
    await queryRunner.query('ALTER TABLE providers DROP COLUMN frequentPriceRisesUntil');
    await queryRunner.dropTable('moderation_requests');
    await queryRunner.dropTable('price_changes');
  }
}
