import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lead's optional needs: the language the family speaks (a directory language code),
 * whether they need an interpreter, who to call with their relationship and phone, and a good time to call.
 * The same columns on both lead tables, all nullable: every existing lead, and every lead sent without them,
 * has none. Plain ALTER TABLE ... ADD COLUMN (no table rebuild on SQLite), the same statements on MySQL and
 * MariaDB; written out here so this migration never changes with the application's code.
 */
const TABLES = ['provider_leads', 'calculator_leads'] as const;

const COLUMNS = [
  'language VARCHAR(8) NULL',
  'needsInterpreter BOOLEAN NULL',
  'contactName VARCHAR(120) NULL',
  'contactRelationship VARCHAR(40) NULL',
  'contactPhone VARCHAR(40) NULL',
  'bestTimeToCall VARCHAR(120) NULL',
] as const;

export class LeadNeeds1767000000000 implements MigrationInterface {
  name = 'LeadNeeds1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) for (const definition of COLUMNS) await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      for (const definition of [...COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${definition.split(' ')[0]}`);
    }
  }
}
