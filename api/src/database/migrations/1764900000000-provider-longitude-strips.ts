import { rebuildLocationIndex } from './parts.js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TAIL =
  'isActive, isHighlighted, displayPriority, rating, businessName, languageMask, diverseNeedMask, acceptingNewClients, serviceMask, unitX, unitY, unitZ';

/**
 * providers.longitudeStrip, the provider's north-south strip of longitude
 * (libs/domain longitudeStrip: twentieths of a degree), now the first column of the location index. The
 * near-me circle seeks (strip, latitude) ranges, one per strip its bounding box spans, where it walked the
 * whole latitude band across the continent: near Melbourne a 2 km circle's band holds 526 providers and its
 * box 129. Multiplying by a whole number is exact, so FLOOR(longitude * 20) here is longitudeStrip's answer.
 *
 * NULL when the provider has no coordinates; every write of coordinates sets it (provider-coordinates.ts).
 */
export const LONGITUDE_STRIP_FROM_COORDINATES_SQL = 'UPDATE providers SET longitudeStrip = FLOOR(longitude * 20) WHERE longitude IS NOT NULL';

export class ProviderLongitudeStrips1764900000000 implements MigrationInterface {
  name = 'ProviderLongitudeStrips1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers ADD COLUMN longitudeStrip INTEGER NULL');
    await queryRunner.query(LONGITUDE_STRIP_FROM_COORDINATES_SQL);
    // As 1764800000000 does it (raw DROP/CREATE INDEX; same name).
    await rebuildLocationIndex(queryRunner, `longitudeStrip, latitude, longitude, ${TAIL}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuildLocationIndex(queryRunner, `latitude, longitude, ${TAIL}`);
    await queryRunner.query('ALTER TABLE providers DROP COLUMN longitudeStrip');
  }
}
