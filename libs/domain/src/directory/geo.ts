/** Distances for the near-me directory: great-circle distance, a bounding box for indexed pre-filtering. */
import { placeMatchKeys, serviceAreaKey } from './places.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export const EARTH_RADIUS_KM = 6371.0088;
export const RADIUS_OPTIONS_KM = [10, 25, 50, 100] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS_KM)[number];

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A point as a unit vector from the earth's centre (x towards 0° 0°, y towards 0° 90° E, z towards the north
 * pole). Two points' chord |a - b| is 2·sin(d / 2R) for their great-circle distance d, so it grows with the
 * distance: the near-me circle compares and orders by the squared chord (plain arithmetic on stored columns)
 * and finds the same providers in the same order as by distanceKm.
 */
export interface UnitVector {
  x: number;
  y: number;
  z: number;
}

export function unitVector(point: GeoPoint): UnitVector {
  const lat = toRad(point.lat);
  const lng = toRad(point.lng);
  return { x: Math.cos(lat) * Math.cos(lng), y: Math.cos(lat) * Math.sin(lng), z: Math.sin(lat) };
}

/** The squared chord |a - b|² of two unit vectors (unitVector): 4·sin²(d / 2R) for their distance d. */
export function squaredChord(a: UnitVector, b: UnitVector): number {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2;
}

/** The squared chord of two points radiusKm apart: a point is within radiusKm when squaredChord is at most this. */
export function squaredChordWithin(radiusKm: number): number {
  return (2 * Math.sin(Math.min(radiusKm / (2 * EARTH_RADIUS_KM), Math.PI / 2))) ** 2;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The smallest lat/lng box that contains every point within radiusKm of the centre, so an index on
 * (lat, lng) can discard most rows before the exact distance is computed. Australia never crosses the
 * antimeridian, so longitudes are simply clamped.
 */
export function boundingBox(centre: GeoPoint, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.cos(toRad(centre.lat));
  const dLng = cosLat < 1e-9 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLat: Math.max(-90, centre.lat - dLat),
    maxLat: Math.min(90, centre.lat + dLat),
    minLng: Math.max(-180, centre.lng - dLng),
    maxLng: Math.min(180, centre.lng + dLng),
  };
}

/**
 * Providers are indexed by north-south strips of longitude, this many to a degree (about 4.4 km wide at
 * Melbourne, 5.5 km at the equator), so that the near-me circle seeks its bounding box in two dimensions:
 * (strip, latitude) ranges, one per strip the box spans, instead of the whole latitude band across the
 * continent. A multiplication by a whole number is exact in IEEE arithmetic, so SQL
 * (FLOOR(longitude * 20), the migration) and this function give the same strip for the same longitude.
 */
export const LONGITUDE_STRIPS_PER_DEGREE = 20;

export function longitudeStrip(lng: number): number {
  return Math.floor(lng * LONGITUDE_STRIPS_PER_DEGREE);
}

/** The strips a bounding box spans, west to east. */
export function longitudeStripsOf(box: Pick<BoundingBox, 'minLng' | 'maxLng'>): { first: number; last: number } {
  return { first: longitudeStrip(box.minLng), last: longitudeStrip(box.maxLng) };
}

export function isWithinRadius(centre: GeoPoint, point: GeoPoint, radiusKm: number): boolean {
  return distanceKm(centre, point) <= radiusKm;
}

/**
 * A provider's service areas are postcodes ('3056') or locality names ('Brunswick', 'Brunswick VIC').
 * An area covers a searched place when it names its postcode or its locality (with or without the state).
 * The database does the same lookup through provider_service_areas.matchKey (serviceAreaKey).
 */
export function serviceAreaCovers(serviceAreas: readonly string[], place: { postcode: string; locality?: string | null; state?: string | null }): boolean {
  const keys = new Set(placeMatchKeys(place.postcode, place.locality ? [{ locality: place.locality, state: place.state }] : []));
  return serviceAreas.some((raw) => keys.has(serviceAreaKey(raw)));
}

/** 0.43 -> 'under 1 km', 3.24 -> '3.2 km', 42.6 -> '43 km'. */
export function formatDistance(km: number): string {
  if (km < 1) return 'under 1 km';
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}
