import { localityKey, type GeoPoint } from '@homeward/domain';
import type { Queryable } from '../database/batch-insert.js';

interface LocalityRow {
  postcode: string;
  localityKey: string;
  latitude: number | string;
  longitude: number | string;
}

/** The locality of postcode + suburb (case and spacing ignored); else the postcode's first locality. */
export function pickLocality<T extends { localityKey: string }>(localitiesOfPostcode: readonly T[], suburb: string): T | null {
  if (localitiesOfPostcode.length === 0) return null;
  const key = localityKey(suburb);
  return localitiesOfPostcode.find((l) => l.localityKey === key) ?? localitiesOfPostcode[0];
}

/** A provider's coordinates from its postcode and suburb; null when the postcode is not in the locations table. */
export async function locateProvider(db: Queryable, postcode: string, suburb: string): Promise<GeoPoint | null> {
  const rows = (await db.query('SELECT postcode, localityKey, latitude, longitude FROM locations WHERE postcode = ? ORDER BY id', [postcode])) as LocalityRow[];
  const match = pickLocality(rows, suburb);
  return match ? { lat: Number(match.latitude), lng: Number(match.longitude) } : null;
}

/** The same for many providers at once (the back-fill): one query per 500 postcodes. */
export async function locateProviders(
  db: Queryable,
  providers: ReadonlyArray<{ id: number; postcode: string; suburb: string }>,
): Promise<Map<number, GeoPoint>> {
  const postcodes = [...new Set(providers.map((p) => p.postcode))];
  const byPostcode = new Map<string, LocalityRow[]>();
  for (let i = 0; i < postcodes.length; i += 500) {
    const chunk = postcodes.slice(i, i + 500);
    const rows = (await db.query(
      `SELECT postcode, localityKey, latitude, longitude FROM locations WHERE postcode IN (${chunk.map(() => '?').join(', ')}) ORDER BY id`,
      chunk,
    )) as LocalityRow[];
    for (const row of rows) {
      const list = byPostcode.get(row.postcode) ?? [];
      list.push(row);
      byPostcode.set(row.postcode, list);
    }
  }
  const located = new Map<number, GeoPoint>();
  for (const p of providers) {
    const match = pickLocality(byPostcode.get(p.postcode) ?? [], p.suburb);
    if (match) located.set(p.id, { lat: Number(match.latitude), lng: Number(match.longitude) });
  }
  return located;
}
