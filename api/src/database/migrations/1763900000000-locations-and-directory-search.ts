import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';

// Frozen copy of libs/domain serviceAreaKey (and the localityKey it calls) as this migration ran, so it never changes.
function serviceAreaKey(text: string): string {
  return text
    .replace(/,/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * The directory at scale:
 * - locations: the Australian locality table (filled by the locations seeder, not here);
 * - providers.latitude/longitude with an index for bounding-box search, led by (latitude, longitude) and
 *   covering what near-me ranking reads (back-filled by the seeder once the locations are loaded);
 * - provider_service_areas.matchKey (serviceAreaKey of the name), back-filled here, indexed for "which
 *   providers serve this postcode or suburb";
 * - the directory order indexes, rebuilt with DESC columns so an index matches ORDER BY isHighlighted DESC,
 *   displayPriority DESC, rating DESC, businessName, id and the database can stop after one page.
 *   TypeORM's TableIndex has no column order, so these two are one raw statement that SQLite and MySQL 8 /
 *   MariaDB >= 10.8 read the same way.
 * Columns are added and dropped with plain ALTER TABLE (SQLite >= 3.35 and MySQL read it alike), not
 * queryRunner.addColumn: on SQLite that rebuilds the whole table, which is slow at directory scale, drops
 * the DESC of the indexes above, and inside undoLastMigration's transaction (foreign_keys cannot be turned
 * off there) cascades the old table's deletion to provider_services and provider_service_areas.
 */
export class LocationsAndDirectorySearch1763900000000 implements MigrationInterface {
  name = 'LocationsAndDirectorySearch1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const str = (name: string, length: number): TableColumnOptions => ({ name, type: 'varchar', length: String(length) });
    await queryRunner.createTable(
      new Table({
        name: 'locations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          str('postcode', 4),
          str('locality', 100),
          str('state', 3),
          { name: 'latitude', type: 'double' },
          { name: 'longitude', type: 'double' },
          str('localityKey', 100),
        ],
        indices: [
          new TableIndex({ name: 'IDX_locations_postcode', columnNames: ['postcode'] }),
          new TableIndex({ name: 'IDX_locations_localityKey', columnNames: ['localityKey'] }),
        ],
      }),
    );

    await queryRunner.query('ALTER TABLE providers ADD COLUMN latitude DOUBLE');
    await queryRunner.query('ALTER TABLE providers ADD COLUMN longitude DOUBLE');
    // Covering for the near-me candidates (box, activity and relevance keys), so a box is read from the index alone.
    await queryRunner.createIndex(
      'providers',
      new TableIndex({
        name: 'IDX_providers_location',
        columnNames: ['latitude', 'longitude', 'isActive', 'isHighlighted', 'displayPriority', 'rating', 'businessName'],
      }),
    );

    await queryRunner.query('ALTER TABLE provider_service_areas ADD COLUMN matchKey VARCHAR(100)');
    const areas = (await queryRunner.query('SELECT id, name FROM provider_service_areas')) as Array<{ id: number; name: string }>;
    for (const area of areas) await queryRunner.query('UPDATE provider_service_areas SET matchKey = ? WHERE id = ?', [serviceAreaKey(area.name), area.id]);
    await queryRunner.createIndex(
      'provider_service_areas',
      new TableIndex({ name: 'IDX_provider_service_areas_matchKey', columnNames: ['matchKey', 'providerId'] }),
    );

    await queryRunner.dropIndex('providers', 'IDX_providers_directory');
    await queryRunner.dropIndex('providers', 'IDX_providers_state');
    await queryRunner.query(
      'CREATE INDEX IDX_providers_relevance ON providers (isActive, isHighlighted DESC, displayPriority DESC, rating DESC, businessName, id)',
    );
    await queryRunner.query(
      'CREATE INDEX IDX_providers_state_relevance ON providers (state, isActive, isHighlighted DESC, displayPriority DESC, rating DESC, businessName, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('providers', 'IDX_providers_state_relevance');
    await queryRunner.dropIndex('providers', 'IDX_providers_relevance');
    await queryRunner.createIndex(
      'providers',
      new TableIndex({ name: 'IDX_providers_directory', columnNames: ['isActive', 'isHighlighted', 'displayPriority', 'rating'] }),
    );
    await queryRunner.createIndex('providers', new TableIndex({ name: 'IDX_providers_state', columnNames: ['state', 'isActive'] }));
    await queryRunner.dropIndex('provider_service_areas', 'IDX_provider_service_areas_matchKey');
    await queryRunner.query('ALTER TABLE provider_service_areas DROP COLUMN matchKey');
    await queryRunner.dropIndex('providers', 'IDX_providers_location');
    await queryRunner.query('ALTER TABLE providers DROP COLUMN longitude');
    await queryRunner.query('ALTER TABLE providers DROP COLUMN latitude');
    await queryRunner.dropTable('locations');
  }
}
