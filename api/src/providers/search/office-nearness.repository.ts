import { officeNearness, roundDistanceKm, type OfficePoint } from '@homeward/domain';
import { placeholders } from './sql.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { CardNearness } from '../stored-card.js';

/** An office row as the drivers send it (doubles may be strings on MariaDB). */
interface OfficeRow {
  providerId: number | string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number | string;
  longitude: number | string;
  visitRadiusKm: number | string;
}

/** What decides whether an organisation's own word covers the place. */
interface AreasRow {
  id: number | string;
  listingSource: string;
  namesPlace: number | string;
  hasAreas: number | string;
}

/**
 * How these organisations stand to the searched place, as their cards say it: the distance to the nearest office,
 * whether they visit the place (their own areas name it or, for a listing from the government's list with no
 * areas of its own yet, an office's visiting radius holds it: the estimate, said as one) and the nearest office.
 * Two statements by primary key: the page's offices, and its areas.
 */
export async function nearnessOf(db: PreparedReader, ids: readonly number[], place: SearchedPlace): Promise<Map<number, CardNearness>> {
  const out = new Map<number, CardNearness>();
  if (ids.length === 0) return out;
  const offices = await db.rows<OfficeRow>(
    `SELECT providerId, suburb, state, postcode, latitude, longitude, visitRadiusKm FROM provider_offices WHERE providerId IN (${placeholders(ids.length)})`,
    [...ids],
  );
  const keys = place.matchKeys.length > 0 ? place.matchKeys : [''];
  const areas = await db.rows<AreasRow>(
    `SELECT p.id, p.listingSource, EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.providerId = p.id AND a.matchKey IN (${placeholders(keys.length)})) AS namesPlace, ` +
      `EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.providerId = p.id) AS hasAreas FROM providers p WHERE p.id IN (${placeholders(ids.length)})`,
    [...keys, ...ids],
  );
  const officesOf = new Map<number, OfficePoint[]>();
  for (const row of offices) {
    const id = Number(row.providerId);
    const list = officesOf.get(id) ?? [];
    list.push({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude), visitRadiusKm: Number(row.visitRadiusKm) });
    officesOf.set(id, list);
  }
  for (const row of areas) {
    const found = officeNearness(officesOf.get(Number(row.id)) ?? [], place.centre);
    const namesPlace = Number(row.namesPlace) === 1;
    const estimated = !namesPlace && row.listingSource === 'official' && Number(row.hasAreas) === 0 && found.withinVisitRadius;
    out.set(Number(row.id), {
      distanceKm: found.distanceKm === null ? null : roundDistanceKm(found.distanceKm),
      servesSearchedArea: namesPlace || estimated,
      visitsEstimated: estimated,
      nearestOffice: found.nearest,
    });
  }
  return out;
}
