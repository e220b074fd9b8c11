import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = [
  ['plan', 'TEXT NULL'],
  ['planWeeklyCost', 'DECIMAL(12,2) NULL'],
  ['planQuarterlyCost', 'DECIMAL(12,2) NULL'],
  ['planRemainingBudget', 'DECIMAL(12,2) NULL'],
] as const;

/**
 * Issue 10 (docs/decisions/025, "The plan attached to a lead"): a provider lead may carry the calculator plan,
 * stored as JSON text with the figures the server worked out at the provider's prices. All nullable: every
 * existing lead, and every lead sent without a plan, has none. Plain ALTER TABLE, for the reasons
 * 1763900000000 gives (no table rebuild on SQLite); the same statements run on MySQL and MariaDB.
 */
export class ProviderLeadPlan1764600000000 implements MigrationInterface {
  name = 'ProviderLeadPlan1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [column, type] of COLUMNS) await queryRunner.query(`ALTER TABLE provider_leads ADD COLUMN ${column} ${type}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [column] of [...COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE provider_leads DROP COLUMN ${column}`);
  }
}
