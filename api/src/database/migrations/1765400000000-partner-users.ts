import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const providerKey = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_provider`,
    columnNames: ['providerId'],
    referencedTableName: 'providers',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/**
 * Issue 25 (docs/decisions/040): provider users and their single-use links.
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
      new Table({
        name: 'partner_users',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'providerId', type: 'int' },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'name', type: 'varchar', length: '120', isNullable: true },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          { name: 'isActive', type: 'boolean', default: true },
          { name: 'createdAt', type: 'datetime' },
          { name: 'lastLogin', type: 'datetime', isNullable: true },
          { name: 'totpSecret', type: 'varchar', length: '64', isNullable: true },
          { name: 'totpEnabledAt', type: 'datetime', isNullable: true },
          { name: 'totpLastStep', type: 'integer', isNullable: true },
          { name: 'recoveryCodeHashes', type: 'text', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_partner_users_provider', columnNames: ['providerId'] })],
        foreignKeys: [providerKey('partner_users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'partner_tokens',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'tokenHash', type: 'varchar', length: '64', isUnique: true },
          { name: 'providerId', type: 'int' },
          { name: 'partnerUserId', type: 'int', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'name', type: 'varchar', length: '120', isNullable: true },
          { name: 'createdBy', type: 'int', isNullable: true },
          { name: 'createdAt', type: 'bigint' },
          { name: 'expiresAt', type: 'bigint' },
          { name: 'usedAt', type: 'bigint', isNullable: true },
          { name: 'revokedAt', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_partner_tokens_provider', columnNames: ['providerId', 'kind'] }),
          new TableIndex({ name: 'IDX_partner_tokens_email', columnNames: ['email', 'kind'] }),
        ],
        foreignKeys: [
          providerKey('partner_tokens'),
          new TableForeignKey({
            name: 'FK_partner_tokens_user',
            columnNames: ['partnerUserId'],
            referencedTableName: 'partner_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
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
