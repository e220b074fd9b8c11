import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A moderation request can also hold a price the provider confirmed though it looked like a slip (its service
 * and time of day) and say why it was held (the words the provider was shown), and can hold a service area
 * outside the provider's states. Plain ALTER TABLE, one column each: the same SQL on SQLite and MySQL/MariaDB.
 */
export class HeldChanges1767100000000 implements MigrationInterface {
  name = 'HeldChanges1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE moderation_requests ADD COLUMN serviceId INT NULL');
    await queryRunner.query('ALTER TABLE moderation_requests ADD COLUMN timeBand VARCHAR(16) NULL');
    await queryRunner.query('ALTER TABLE moderation_requests ADD COLUMN note VARCHAR(500) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['note', 'timeBand', 'serviceId']) await queryRunner.query(`ALTER TABLE moderation_requests DROP COLUMN ${column}`);
  }
}
