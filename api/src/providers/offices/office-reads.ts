import { distanceKm, roundDistanceKm, type GeoPoint, type ProviderOfficeDto } from '@homeward/domain';
import type { Queryable } from '../../database/batch-insert.js';

/** An office row as the drivers send it (doubles may be strings on MariaDB). */
interface OfficeRow {
  id: number | string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number | string;
  longitude: number | string;
  remoteness: string | null;
  visitRadiusKm: number | string;
  goneFromListAt: unknown;
}

/** An organisation's offices: nearest first from `centre` when given, else by state, suburb and address. */
export async function readOffices(db: Queryable, providerId: number, centre?: GeoPoint | null): Promise<ProviderOfficeDto[]> {
  const rows = (await db.query(
    'SELECT id, address, suburb, state, postcode, latitude, longitude, remoteness, visitRadiusKm, goneFromListAt FROM provider_offices WHERE providerId = ? ORDER BY state, suburb, address, id',
    [providerId],
  )) as OfficeRow[];
  const offices = rows.map((row): ProviderOfficeDto => {
    const point = { lat: Number(row.latitude), lng: Number(row.longitude) };
    return {
      id: Number(row.id),
      address: row.address,
      suburb: row.suburb,
      state: row.state,
      postcode: row.postcode,
      latitude: point.lat,
      longitude: point.lng,
      remoteness: row.remoteness,
      visitRadiusKm: Number(row.visitRadiusKm),
      distanceKm: centre ? roundDistanceKm(distanceKm(centre, point)) : null,
      goneFromList: row.goneFromListAt !== null && row.goneFromListAt !== undefined,
    };
  });
  return centre ? offices.sort((a, b) => a.distanceKm! - b.distanceKm! || a.id - b.id) : offices;
}
