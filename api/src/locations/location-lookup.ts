import { localityKey, type GeoPoint } from '@homeward/domain';
import { localitiesOfPostcode, localitiesOfPostcodes } from './location.repository.js';
import type { Queryable } from '../database/batch-insert.js';

/** The locality of postcode + suburb (case and spacing ignored); else the postcode's first locality. */
export function pickLocality<T extends { localityKey: string }>(localitiesOfPostcode: readonly T[], suburb: string): T | null {
  if (localitiesOfPostcode.length === 0) return null;
  const key = localityKey(suburb);
  return localitiesOfPostcode.find((l) => l.localityKey === key) ?? localitiesOfPostcode[0];
}

/** A provider's coordinates from its postcode and suburb; null when the postcode is not in the locations table. */
export async function locateProvider(db: Queryable, postcode: string, suburb: string): Promise<GeoPoint | null> {
  const match = pickLocality(await localitiesOfPostcode(db, postcode), suburb);
  return match ? { lat: Number(match.latitude), lng: Number(match.longitude) } : null;
}

/** The same for many providers at once (the back-fill). */
export async function locateProviders(
  db: Queryable,
  providers: ReadonlyArray<{ id: number; postcode: string; suburb: string }>,
): Promise<Map<number, GeoPoint>> {
  const byPostcode = await localitiesOfPostcodes(db, [...new Set(providers.map((p) => p.postcode))]);
  const located = new Map<number, GeoPoint>();
  for (const p of providers) {
    const match = pickLocality(byPostcode.get(p.postcode) ?? [], p.suburb);
    if (match) located.set(p.id, { lat: Number(match.latitude), lng: Number(match.longitude) });
  }
  return located;
}
