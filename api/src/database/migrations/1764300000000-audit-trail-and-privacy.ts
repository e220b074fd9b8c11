import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { NULLABLE, column, varchar, idTable } from './parts.js';

/**
 * The audit trail, the session's owner (so an admin's sessions can all be
 * ended at once), and when a lead's personal details were erased. Columns are added with plain ALTER TABLE
 * (as 1763900000000), which both databases run without rebuilding the table.
 */
export class AuditTrailAndPrivacy1764300000000 implements MigrationInterface {
  name = 'AuditTrailAndPrivacy1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      idTable(
        'audit_events',
        [
          column('at', 'datetime'),
          column('actorId', 'int', NULLABLE),
          varchar('actorEmail', 254, NULLABLE),
          varchar('action', 32),
          varchar('entity', 32),
          column('entityId', 'int', NULLABLE),
          column('changes', 'text', NULLABLE),
          varchar('reason', 500, NULLABLE),
        ],
        {
          indices: [
            new TableIndex({ name: 'IDX_audit_events_at', columnNames: ['at'] }),
            new TableIndex({ name: 'IDX_audit_events_actor', columnNames: ['actorId'] }),
            new TableIndex({ name: 'IDX_audit_events_entity', columnNames: ['entity', 'entityId', 'at'] }),
          ],
        },
      ),
    );
    await queryRunner.query('ALTER TABLE sessions ADD COLUMN userId INT NULL');
    await queryRunner.createIndex('sessions', new TableIndex({ name: 'IDX_sessions_userId', columnNames: ['userId'] }));
    for (const table of ['calculator_leads', 'provider_leads']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN erasedAt DATETIME NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['calculator_leads', 'provider_leads']) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN erasedAt`);
    await queryRunner.dropIndex('sessions', 'IDX_sessions_userId');
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN userId');
    await queryRunner.dropTable('audit_events');
  }
}
