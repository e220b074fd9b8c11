import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { NULLABLE, cascadingKey, column, idTable, providerKey, providerTable, varchar } from './parts.js';

/**
 * Provider users and their single-use links.
 * - partner_users: one person managing one provider, with the admin's password and second-factor columns
 *   (the same rules apply to both doors). Deleting a provider deletes its users.
 * - partner_tokens: invitations and password resets. Only the SHA-256 of a 256-bit random token is stored;
 *   times are epoch milliseconds in bigint columns, like the outbox (no time-zone handling).
 * - sessions.door: which door a session belongs to. User ids are per door, so ending one admin's sessions must
 *   not end a provider user's with the same id, and a session of one door is never read by the other.
 *   Sessions made before this migration are admin sessions.
 * - audit_events.actorKind: whether the actor was an admin or a provider user (null: the system).
 * - lead_notifications.linkToken: the outbox now carries the portal's emails too; an invitation or reset email
 *   needs its link's token until it is sent (then it is cleared).
 */
export class PartnerUsers1765400000000 implements MigrationInterface {
  name = 'PartnerUsers1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      providerTable(
        'partner_users',
        [
          varchar('email', 254, { isUnique: true }),
          varchar('name', 120, NULLABLE),
          varchar('passwordHash', 255),
          { name: 'isActive', type: 'boolean', default: true },
          column('createdAt', 'datetime'),
          column('lastLogin', 'datetime', NULLABLE),
          varchar('totpSecret', 64, NULLABLE),
          column('totpEnabledAt', 'datetime', NULLABLE),
          column('totpLastStep', 'integer', NULLABLE),
          column('recoveryCodeHashes', 'text', NULLABLE),
        ],
        [new TableIndex({ name: 'IDX_partner_users_provider', columnNames: ['providerId'] })],
      ),
    );
    await queryRunner.createTable(
      idTable(
        'partner_tokens',
        [
          varchar('kind', 16),
          varchar('tokenHash', 64, { isUnique: true }),
          column('providerId', 'int'),
          column('partnerUserId', 'int', NULLABLE),
          varchar('email', 254),
          varchar('name', 120, NULLABLE),
          column('createdBy', 'int', NULLABLE),
          column('createdAt', 'bigint'),
          column('expiresAt', 'bigint'),
          column('usedAt', 'bigint', NULLABLE),
          column('revokedAt', 'bigint', NULLABLE),
        ],
        {
          indices: [
            new TableIndex({ name: 'IDX_partner_tokens_provider', columnNames: ['providerId', 'kind'] }),
            new TableIndex({ name: 'IDX_partner_tokens_email', columnNames: ['email', 'kind'] }),
          ],
          foreignKeys: [providerKey('partner_tokens'), cascadingKey('partner_tokens', 'user', 'partnerUserId', 'partner_users')],
        },
      ),
    );
    // Plain ALTER TABLE, as in 1764000000000: TypeORM's addColumn rebuilds the table on SQLite.
    await queryRunner.query(`ALTER TABLE sessions ADD COLUMN door VARCHAR(16) NOT NULL DEFAULT 'admin'`);
    await queryRunner.query('ALTER TABLE audit_events ADD COLUMN actorKind VARCHAR(16) NULL');
    await queryRunner.query(`UPDATE audit_events SET actorKind = 'admin' WHERE actorId IS NOT NULL`);
    await queryRunner.query('ALTER TABLE lead_notifications ADD COLUMN linkToken VARCHAR(64) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE lead_notifications DROP COLUMN linkToken');
    await queryRunner.query('ALTER TABLE audit_events DROP COLUMN actorKind');
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN door');
    await queryRunner.dropTable('partner_tokens');
    await queryRunner.dropTable('partner_users');
  }
}
