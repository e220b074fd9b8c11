import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex, type TableColumnOptions } from 'typeorm';
import { ID_COLUMN, cascadingKey, providerKey, PROVIDER_SERVICE_KEY, idTable } from './parts.js';

/**
 * The whole schema, written with TypeORM's Table API so it runs on SQLite and MySQL/MariaDB alike.
 * Only default expressions differ between the two (TOOLCHAIN.md): they branch on the driver.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    const now = sqlite ? "(datetime('now'))" : 'CURRENT_TIMESTAMP';
    const id = ID_COLUMN;
    const created: TableColumnOptions = { name: 'createdAt', type: 'datetime', default: now };
    const updated: TableColumnOptions = { name: 'updatedAt', type: 'datetime', default: now };
    const text = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
    const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable: nullable,
    });

    await queryRunner.createTable(
      idTable('classifications', [
        { name: 'level', type: 'int', isUnique: true },
        str('name', 100),
        text('description', true),
        str('icon', 32),
        str('color', 16),
        { name: 'quarterlyBudget', type: 'decimal', precision: 10, scale: 2 },
      ]),
    );

    await queryRunner.createTable(
      idTable('services', [
        { ...str('name', 100), isUnique: true },
        str('category', 20),
        text('description'),
        { name: 'hourlyRate', type: 'decimal', precision: 10, scale: 2 },
        str('icon', 32),
        { name: 'isContributable', type: 'boolean' },
        { name: 'sortOrder', type: 'int', default: 0 },
      ]),
    );

    await queryRunner.createTable(
      idTable(
        'providers',
        [
          str('businessName', 200),
          str('name', 120, true),
          str('email', 254),
          str('phone', 40),
          str('website', 500, true),
          str('address', 255),
          str('suburb', 100),
          str('state', 3),
          str('postcode', 4),
          text('description', true),
          { name: 'rating', type: 'decimal', precision: 2, scale: 1, default: 4.5 },
          { name: 'reviewCount', type: 'int', default: 0 },
          { name: 'isActive', type: 'boolean', default: true },
          { name: 'isHighlighted', type: 'boolean', default: false },
          { name: 'displayPriority', type: 'int', default: 0 },
          created,
          updated,
        ],
        {
          indices: [
            // The directory's order (active only, highlighted first, then priority, rating, name).
            new TableIndex({ name: 'IDX_providers_directory', columnNames: ['isActive', 'isHighlighted', 'displayPriority', 'rating'] }),
            new TableIndex({ name: 'IDX_providers_state', columnNames: ['state', 'isActive'] }),
            new TableIndex({ name: 'IDX_providers_businessName', columnNames: ['businessName'] }),
          ],
        },
      ),
    );

    await queryRunner.createTable(
      new Table({
        name: 'provider_services',
        columns: [...PROVIDER_SERVICE_KEY],
        indices: [new TableIndex({ name: 'IDX_provider_services_service', columnNames: ['serviceId', 'providerId'] })],
        foreignKeys: [providerKey('provider_services'), cascadingKey('provider_services', 'service', 'serviceId', 'services')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'provider_service_areas',
        columns: [id, { name: 'providerId', type: 'int' }, str('name', 100), { name: 'position', type: 'int', default: 0 }],
        indices: [new TableIndex({ name: 'IDX_provider_service_areas_provider', columnNames: ['providerId'] })],
        foreignKeys: [providerKey('provider_service_areas')],
      }),
    );

    const leadColumns = (): TableColumnOptions[] => [
      id,
      str('sessionId', 64),
      { name: 'hasReferralId', type: 'boolean' },
      str('referralId', 60, true),
      str('serviceLevel', 60),
      str('name', 120),
      str('phone', 40),
      str('email', 254),
      str('postcode', 10),
      { name: 'selfManagement', type: 'boolean' },
      { ...str('status', 16), default: "'new'" },
      text('notes', true),
      created,
      updated,
    ];

    await queryRunner.createTable(
      new Table({
        name: 'calculator_leads',
        columns: [
          ...leadColumns(),
          text('selectedServices'),
          { name: 'totalWeeklyCost', type: 'decimal', precision: 12, scale: 2 },
          { name: 'totalQuarterlyCost', type: 'decimal', precision: 12, scale: 2 },
        ],
        indices: [
          new TableIndex({ name: 'IDX_calculator_leads_createdAt', columnNames: ['createdAt'] }),
          new TableIndex({ name: 'IDX_calculator_leads_status', columnNames: ['status', 'createdAt'] }),
          new TableIndex({ name: 'IDX_calculator_leads_email', columnNames: ['email'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'provider_leads',
        columns: [...leadColumns(), { name: 'providerId', type: 'int', isNullable: true }, str('providerName', 200)],
        indices: [
          new TableIndex({ name: 'IDX_provider_leads_createdAt', columnNames: ['createdAt'] }),
          new TableIndex({ name: 'IDX_provider_leads_status', columnNames: ['status', 'createdAt'] }),
          new TableIndex({ name: 'IDX_provider_leads_email', columnNames: ['email'] }),
          new TableIndex({ name: 'IDX_provider_leads_provider', columnNames: ['providerId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_provider_leads_provider',
            columnNames: ['providerId'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      idTable(
        'admin_users',
        [
          { ...str('email', 254), isUnique: true },
          str('name', 120, true),
          str('passwordHash', 255),
          { name: 'isActive', type: 'boolean', default: true },
          created,
          { name: 'lastLogin', type: 'datetime', isNullable: true },
        ],
        { indices: [new TableIndex({ name: 'IDX_admin_users_createdAt', columnNames: ['createdAt'] })] },
      ),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [{ ...str('id', 128), isPrimary: true }, { name: 'expiresAt', type: 'bigint' }, text('data')],
        indices: [new TableIndex({ name: 'IDX_sessions_expiresAt', columnNames: ['expiresAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'sessions',
      'admin_users',
      'provider_leads',
      'calculator_leads',
      'provider_service_areas',
      'provider_services',
      'providers',
      'services',
      'classifications',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
