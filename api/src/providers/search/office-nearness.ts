import { roundDistanceKm } from '@homeward/domain';
import { officeDistanceParams, officeDistanceSql } from './near-query.js';
import { placeholders } from './sql.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';

/** How an organisation stands to a searched place: what its card says about distance and coverage. */
export interface Nearness {
  /** Km (1 decimal) to its nearest office; null when it has none. */
  distanceKm: number | null;
  /**
   * It visits the place: its own areas name it, or, for a listing from the government's list with no areas of its
   * own yet, an office's visiting radius holds it (the estimate: listings the team entered carry the areas it was told).
   */
  serves: boolean;
  /** `serves` comes from the visiting-radius estimate, not from the provider's word. */
  estimated: boolean;
}

interface NearnessRow {
  id: number | string;
  distance: number | string | null;
  withinVisit: number | string | null;
  namesPlace: number | string;
  hasAreas: number | string;
  listingSource: string;
}

/** The Nearness of these organisations to the place, in one statement by primary key. */
export async function nearnessOf(db: PreparedReader, ids: readonly number[], place: SearchedPlace): Promise<Map<number, Nearness>> {
  const out = new Map<number, Nearness>();
  if (ids.length === 0) return out;
  const distance = officeDistanceSql('o');
  const keys = place.matchKeys.length > 0 ? place.matchKeys : [''];
  const rows = await db.rows<NearnessRow>(
    `SELECT p.id, (SELECT MIN(${distance}) FROM provider_offices o WHERE o.providerId = p.id) AS distance, ` +
      `(SELECT MAX(CASE WHEN ${distance} <= o.visitRadiusKm THEN 1 ELSE 0 END) FROM provider_offices o WHERE o.providerId = p.id) AS withinVisit, ` +
      `EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.providerId = p.id AND a.matchKey IN (${placeholders(keys.length)})) AS namesPlace, ` +
      `EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.providerId = p.id) AS hasAreas, p.listingSource FROM providers p WHERE p.id IN (${placeholders(ids.length)})`,
    [...officeDistanceParams(place.centre), ...officeDistanceParams(place.centre), ...keys, ...ids],
  );
  for (const row of rows) out.set(Number(row.id), toNearness(row));
  return out;
}

export function toNearness(row: Omit<NearnessRow, 'id'>): Nearness {
  const namesPlace = Number(row.namesPlace) === 1;
  const estimated = !namesPlace && row.listingSource === 'official' && Number(row.hasAreas) === 0 && Number(row.withinVisit) === 1;
  return { distanceKm: row.distance === null ? null : roundDistanceKm(Number(row.distance)), serves: namesPlace || estimated, estimated };
}
