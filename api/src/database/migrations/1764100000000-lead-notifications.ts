import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { NULLABLE, column, varchar, idTable } from './parts.js';

/**
 * Lead email delivery: the lead_notifications outbox, and providers.leadEmail
 * (where a provider's lead emails go; null means its email). Leads stored before this migration get no
 * notification: nobody is emailed about old leads at deploy; "Send again" queues one on request.
 */
export class LeadNotifications1764100000000 implements MigrationInterface {
  name = 'LeadNotifications1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      idTable(
        'lead_notifications',
        [
          varchar('leadKind', 16),
          column('leadId', 'int'),
          varchar('messageId', 200),
          varchar('status', 16),
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'resends', type: 'int', default: 0 },
          column('nextAttemptAt', 'bigint'),
          varchar('lockedBy', 64, NULLABLE),
          column('lockedUntil', 'bigint', NULLABLE),
          varchar('recipient', 254, NULLABLE),
          varchar('lastError', 500, NULLABLE),
          column('sentAt', 'bigint', NULLABLE),
          column('queuedAt', 'bigint'),
          column('createdAt', 'bigint'),
        ],
        {
          indices: [
            new TableIndex({ name: 'UQ_lead_notifications_lead', columnNames: ['leadKind', 'leadId'], isUnique: true }),
            // The sender's claim and the health/dashboard counts read by status, oldest due first.
            new TableIndex({ name: 'IDX_lead_notifications_due', columnNames: ['status', 'nextAttemptAt'] }),
          ],
        },
      ),
    );
    // Plain ALTER TABLE, as in 1764000000000: TypeORM's addColumn rebuilds the table on SQLite and loses what it does not model.
    await queryRunner.query('ALTER TABLE providers ADD COLUMN leadEmail VARCHAR(254) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers DROP COLUMN leadEmail');
    await queryRunner.dropTable('lead_notifications');
  }
}
