import { LOCATION_INDEX_COLUMNS, rebuildLocationIndex } from './parts.js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TAIL = ', languageMask, diverseNeedMask, acceptingNewClients, serviceMask';

/**
 * providers.unitX/unitY/unitZ, a provider's position on the unit sphere
 * (libs/domain geo.ts unitVector), so the near-me circle compares the squared chord to its centre with
 * plain arithmetic instead of SIN and COS per row. They are appended to the location index, which stays
 * covering for the circle's statement (the bounding box still ranges on latitude and longitude).
 *
 * NULL when the provider has no coordinates. Every write of coordinates sets them with latitude and
 * longitude (provider-coordinates.ts); here every existing provider gets them at once, in one UPDATE both
 * databases understand (better-sqlite3's SQLite has the math functions). The circle has no fallback for a
 * located provider without them, so provider-coordinates.contract.ts writes a provider through every path.
 */
export const UNIT_SPHERE_FROM_COORDINATES_SQL =
  'UPDATE providers SET unitX = COS(RADIANS(latitude)) * COS(RADIANS(longitude)), unitY = COS(RADIANS(latitude)) * SIN(RADIANS(longitude)), ' +
  'unitZ = SIN(RADIANS(latitude)) WHERE latitude IS NOT NULL AND longitude IS NOT NULL';

export class ProviderUnitSphere1764800000000 implements MigrationInterface {
  name = 'ProviderUnitSphere1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['unitX', 'unitY', 'unitZ']) await queryRunner.query(`ALTER TABLE providers ADD COLUMN ${column} DOUBLE NULL`);
    await queryRunner.query(UNIT_SPHERE_FROM_COORDINATES_SQL);
    // As 1764700000000 does it (raw DROP/CREATE INDEX; same name and leading columns).
    await rebuildLocationIndex(queryRunner, `${LOCATION_INDEX_COLUMNS}${TAIL}, unitX, unitY, unitZ`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuildLocationIndex(queryRunner, `${LOCATION_INDEX_COLUMNS}${TAIL}`);
    for (const column of ['unitZ', 'unitY', 'unitX']) await queryRunner.query(`ALTER TABLE providers DROP COLUMN ${column}`);
  }
}
