import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadingKey, money, providerKey, PROVIDER_SERVICE_KEY } from './parts.js';

// Frozen copy of libs/domain SERVICE_UNIT_BY_NAME as this migration ran, so the migration never changes.
const SERVICE_UNIT_BY_NAME: Readonly<Record<string, string>> = {
  'Transport (per trip)': 'trip',
  'Meal delivery (per meal)': 'meal',
};

/**
 * Provider prices: services.unit (hour, trip or meal; the two per-unit services by name
 * from SERVICE_UNIT_BY_NAME above), providers.pricesUpdatedAt, and provider_prices: one row per priced
 * service of a provider, standard (weekday daytime) price required, the other times of day optional.
 * Existing rows keep working: every service reads 'hour' until the UPDATE, and no provider has a price list.
 * Plain ALTER TABLE for the two columns, as in 1763900000000 (no table rebuild on SQLite).
 */
export class ProviderPrices1764400000000 implements MigrationInterface {
  name = 'ProviderPrices1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE services ADD COLUMN unit VARCHAR(8) NOT NULL DEFAULT 'hour'`);
    for (const [name, unit] of Object.entries(SERVICE_UNIT_BY_NAME)) {
      await queryRunner.query('UPDATE services SET unit = ? WHERE name = ?', [unit, name]);
    }
    await queryRunner.query('ALTER TABLE providers ADD COLUMN pricesUpdatedAt DATETIME NULL');
    await queryRunner.createTable(
      new Table({
        name: 'provider_prices',
        columns: [
          ...PROVIDER_SERVICE_KEY,
          money('standard', false),
          money('evening', true),
          money('saturday', true),
          money('sunday', true),
          money('publicHoliday', true),
        ],
        foreignKeys: [providerKey('provider_prices'), cascadingKey('provider_prices', 'service', 'serviceId', 'services')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('provider_prices');
    await queryRunner.query('ALTER TABLE providers DROP COLUMN pricesUpdatedAt');
    await queryRunner.query('ALTER TABLE services DROP COLUMN unit');
  }
}
