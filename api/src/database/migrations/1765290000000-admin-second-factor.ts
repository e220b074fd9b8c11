import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29 (docs/decisions/035): the admin's second factor. The TOTP secret (base32), when it was set up,
 * the last time step used (a code is never accepted twice) and the SHA-256 hashes of the unused recovery
 * codes (a JSON list). All NULL for an admin without a second factor, which is every admin until they enrol.
 */
export class AdminSecondFactor1765290000000 implements MigrationInterface {
  name = 'AdminSecondFactor1765290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE admin_users ADD COLUMN totpSecret VARCHAR(64) NULL');
    await queryRunner.query('ALTER TABLE admin_users ADD COLUMN totpEnabledAt DATETIME NULL');
    await queryRunner.query('ALTER TABLE admin_users ADD COLUMN totpLastStep INTEGER NULL');
    await queryRunner.query('ALTER TABLE admin_users ADD COLUMN recoveryCodeHashes TEXT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['recoveryCodeHashes', 'totpLastStep', 'totpEnabledAt', 'totpSecret']) {
      await queryRunner.query(`ALTER TABLE admin_users DROP COLUMN ${column}`);
    }
  }
}
