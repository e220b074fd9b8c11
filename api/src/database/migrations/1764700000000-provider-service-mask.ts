import { rebuildDirectoryIndexes } from './parts.js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen copy of libs/domain SERVICE_MASK_MAX_ID as this migration ran, so the migration never changes.
const SERVICE_MASK_MAX_ID = 31;
const ATTRIBUTES = ', languageMask, diverseNeedMask, acceptingNewClients';

/**
 * providers.serviceMask, the services a provider offers as bits
 * (libs/domain service-mask.ts), appended to the three directory indexes, so a search for services is checked
 * inside the index it walks instead of probing provider_services for every provider it passes. Measured at
 * 50,000 providers: the quote's 5 km circle with three services took 3.5 ms on MariaDB and 0.41 ms on SQLite
 * with those probes, 1.5 ms and 0.15 ms with the mask.
 *
 * NULL means "not worked out": the search then asks the join table for that provider (filter-query.ts). The
 * write path keeps it with the stored card (refreshSearchCards); here every existing provider gets its mask
 * from the join table at once, in one UPDATE that both databases understand.
 */
export class ProviderServiceMask1764700000000 implements MigrationInterface {
  name = 'ProviderServiceMask1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers ADD COLUMN serviceMask INT NULL');
    await queryRunner.query(
      'UPDATE providers SET serviceMask = COALESCE((SELECT SUM(1 << (ps.serviceId - 1)) FROM provider_services ps ' +
        `WHERE ps.providerId = providers.id AND ps.serviceId BETWEEN 1 AND ${SERVICE_MASK_MAX_ID}), 0)`,
    );
    // As 1764500000000 does it (raw DROP/CREATE INDEX; same names and leading columns).
    await rebuildDirectoryIndexes(queryRunner, `${ATTRIBUTES}, serviceMask`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuildDirectoryIndexes(queryRunner, ATTRIBUTES);
    await queryRunner.query('ALTER TABLE providers DROP COLUMN serviceMask');
  }
}
