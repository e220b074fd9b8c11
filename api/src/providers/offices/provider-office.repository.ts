import { distanceKm, roundDistanceKm, visitRadiusKm, type GeoPoint, type OfficePlace, type ProviderOfficeDto } from '@homeward/domain';
import { insertRows, type Queryable } from '../../database/batch-insert.js';
import type { DataSource } from 'typeorm';

/*
 * The SQL of a provider's offices, over the caller's manager: the provider's repository and the official list's
 * run them in their transactions, start-up fills in missing offices (backfillOwnOffices, from prepare-database).
 */

/** provider_offices' columns in the order of the rows insertRows is given. */
export const OFFICE_COLUMNS = [
  'providerId',
  'serviceNames',
  'address',
  'suburb',
  'state',
  'postcode',
  'latitude',
  'longitude',
  'remoteness',
  'visitRadiusKm',
  'officialKey',
  'goneFromListAt',
  'createdAt',
  'updatedAt',
] as const;

/** A datetime as both databases take it in a raw statement: UTC, 'YYYY-MM-DD HH:MM:SS' (TypeORM reads it back as UTC). */
export function sqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A listing's own address and point: what the office of a listing the team entered is. */
export interface OwnOfficePlace {
  providerId: number;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

interface StoredOffice extends OfficePlace {
  id: number;
  providerId: number;
}

const BATCH = 500;
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

const samePlace = (office: StoredOffice, place: OwnOfficePlace) =>
  office.address === place.address &&
  office.suburb === place.suburb &&
  office.state === place.state &&
  office.postcode === place.postcode &&
  Number(office.latitude) === place.latitude &&
  Number(office.longitude) === place.longitude;

/**
 * Keeps the offices of listings the team entered (the admin form, the CSV import, the demo data) in step with their
 * address: one office at the listing's own address and point, no remoteness (so the regional visit radius), no list
 * key; none while the listing has no coordinates. Only changed rows are written. Run it in the write's transaction.
 */
export async function syncOwnOffices(db: Queryable, places: readonly OwnOfficePlace[], now = new Date()): Promise<void> {
  const stamp = sqlDateTime(now);
  for (let start = 0; start < places.length; start += BATCH) {
    const batch = places.slice(start, start + BATCH);
    const stored = (await db.query(
      `SELECT id, providerId, address, suburb, state, postcode, latitude, longitude FROM provider_offices WHERE providerId IN (${placeholders(batch.length)}) ORDER BY id`,
      batch.map((p) => p.providerId),
    )) as StoredOffice[];
    const officesOf = new Map<number, StoredOffice[]>();
    for (const office of stored) officesOf.set(Number(office.providerId), [...(officesOf.get(Number(office.providerId)) ?? []), office]);
    const inserts: unknown[][] = [];
    const deletes: number[] = [];
    for (const place of batch) {
      const [kept, ...extra] = officesOf.get(place.providerId) ?? [];
      deletes.push(...extra.map((o) => Number(o.id)));
      if (place.latitude === null || place.longitude === null) {
        if (kept) deletes.push(Number(kept.id));
      } else if (!kept) {
        inserts.push([
          place.providerId,
          '[]',
          place.address,
          place.suburb,
          place.state,
          place.postcode,
          place.latitude,
          place.longitude,
          null,
          visitRadiusKm(null),
          null,
          null,
          stamp,
          stamp,
        ]);
      } else if (!samePlace(kept, place)) {
        await db.query(
          'UPDATE provider_offices SET address = ?, suburb = ?, state = ?, postcode = ?, latitude = ?, longitude = ?, updatedAt = ? WHERE id = ?',
          [place.address, place.suburb, place.state, place.postcode, place.latitude, place.longitude, stamp, Number(kept.id)],
        );
      }
    }
    if (deletes.length > 0) await db.query(`DELETE FROM provider_offices WHERE id IN (${placeholders(deletes.length)})`, deletes);
    await insertRows(db, 'provider_offices', OFFICE_COLUMNS, inserts);
  }
}

/** One listing's office (the admin form's create and update go through syncOwnOffices with their batch). */
export function syncOwnOffice(db: Queryable, providerId: number, place: Omit<OwnOfficePlace, 'providerId'>): Promise<void> {
  return syncOwnOffices(db, [{ providerId, ...place }]);
}

/**
 * At start: listings the team entered that have coordinates and no office get their own (a database from before
 * offices, providers that have just been given coordinates, rows written raw). Returns how many.
 */
export async function backfillOwnOffices(dataSource: DataSource): Promise<number> {
  const missing = (await dataSource.query(
    `SELECT p.id AS providerId, p.address, p.suburb, p.state, p.postcode, p.latitude, p.longitude FROM providers p
      WHERE p.listingSource = 'team' AND p.latitude IS NOT NULL AND NOT EXISTS (SELECT 1 FROM provider_offices o WHERE o.providerId = p.id)`,
  )) as Array<OwnOfficePlace & { providerId: number | string }>;
  if (missing.length === 0) return 0;
  await dataSource.transaction((em) =>
    syncOwnOffices(
      em,
      missing.map((m) => ({ ...m, providerId: Number(m.providerId), latitude: Number(m.latitude), longitude: Number(m.longitude) })),
    ),
  );
  return missing.length;
}

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
