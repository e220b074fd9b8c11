import { longitudeStrip, unitVector, type GeoPoint } from '@homeward/domain';

/**
 * A provider's position as its row holds it: latitude and longitude (the bounding box, the exact distance),
 * the same point on the unit sphere (unitX/Y/Z: what the near-me circle compares) and its strip of longitude
 * (longitudeStrip: what the location index leads with). Every write of coordinates goes
 * through coordinateColumns, so the six are set or NULL together.
 */
export interface CoordinateColumns {
  latitude: number | null;
  longitude: number | null;
  unitX: number | null;
  unitY: number | null;
  unitZ: number | null;
  longitudeStrip: number | null;
}

/** CoordinateColumns' names, in the order of coordinateValues. */
export const COORDINATE_COLUMNS = ['latitude', 'longitude', 'unitX', 'unitY', 'unitZ', 'longitudeStrip'] as const;

export function coordinateColumns(point: GeoPoint | null): CoordinateColumns {
  if (!point) return { latitude: null, longitude: null, unitX: null, unitY: null, unitZ: null, longitudeStrip: null };
  const { x, y, z } = unitVector(point);
  return { latitude: point.lat, longitude: point.lng, unitX: x, unitY: y, unitZ: z, longitudeStrip: longitudeStrip(point.lng) };
}

/** coordinateColumns as values in COORDINATE_COLUMNS' order (batch inserts, raw UPDATEs). */
export function coordinateValues(point: GeoPoint | null): Array<number | null> {
  const c = coordinateColumns(point);
  return COORDINATE_COLUMNS.map((name) => c[name]);
}
