import { locateProviders } from '../../locations/location-lookup.js';
import { LOCATIONS_ASSET, readLocationsAsset } from '../../locations/locations-asset.js';
import { COORDINATE_COLUMNS, coordinateValues } from '../../providers/provider-coordinates.js';
import { insertRows } from '../../database/batch-insert.js';
import type { DataSource } from 'typeorm';

export const LOCATION_COLUMNS = ['postcode', 'locality', 'state', 'latitude', 'longitude', 'localityKey'] as const;

/**
 * Fills the locations table from api/assets when it is empty (a new database, or one that has just gained
 * the table): batched multi-row inserts in one transaction. Once loaded, a start only counts one row.
 */
export async function seedLocations(dataSource: DataSource, file: string = LOCATIONS_ASSET): Promise<number> {
  const existing = (await dataSource.query('SELECT id FROM locations LIMIT 1')) as unknown[];
  if (existing.length > 0) return 0;
  const rows = readLocationsAsset(file);
  await dataSource.transaction(async (em) => {
    await insertRows(
      em,
      'locations',
      LOCATION_COLUMNS,
      rows.map((r) => [r.postcode, r.locality, r.state, r.latitude, r.longitude, r.localityKey]),
    );
  });
  return rows.length;
}

/**
 * Providers without coordinates get them from their postcode and suburb (rows written before the
 * coordinates existed, or by raw inserts). A provider whose postcode is unknown stays without; it is looked
 * at again at the next start, which is one indexed query.
 */
export async function backfillProviderCoordinates(dataSource: DataSource): Promise<number> {
  const missing = (await dataSource.query('SELECT id, postcode, suburb FROM providers WHERE latitude IS NULL')) as Array<{
    id: number;
    postcode: string;
    suburb: string;
  }>;
  if (missing.length === 0) return 0;
  const located = await locateProviders(dataSource, missing);
  if (located.size === 0) return 0;
  await dataSource.transaction(async (em) => {
    const set = COORDINATE_COLUMNS.map((c) => `${c} = ?`).join(', ');
    for (const [id, point] of located) await em.query(`UPDATE providers SET ${set} WHERE id = ?`, [...coordinateValues(point), id]);
  });
  return located.size;
}
