import { boundingBox, EARTH_RADIUS_KM, type GeoPoint } from '@homeward/domain';
import { CANDIDATE_COLUMNS, RELEVANCE_ORDER_SQL, byDistance, toCandidate, type Candidate, type CandidateRow } from './ordering.js';
import { placeholders } from './sql.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { SearchFilter } from './filter-query.js';

/**
 * Near-me: an organisation is as far away as its nearest office. Plain SQL over
 * provider_offices: the offices in the circle's bounding box (IDX_provider_offices_point), their great-circle
 * distance worked out by the database, the nearest per organisation, ordered and limited there.
 */

/**
 * Radii tried, in km, when sorting by distance: the first circle holding a full page (offset + limit + 1)
 * decides it, since everything outside a circle is farther than everything in it. With radiusKm, the steps
 * below it and then radiusKm itself; without, up to 1,600 km, then the whole country.
 */
export const DISTANCE_STEPS_KM = [5, 25, 100, 400, 1600] as const;

/** The haversine distance (km) from a centre to an office (alias o), as SQL: the same formula as libs/domain distanceKm. */
export function officeDistanceSql(o = 'o'): string {
  return (
    `(2 * ${EARTH_RADIUS_KM} * ASIN(SQRT(POWER(SIN(RADIANS(${o}.latitude - ?) / 2), 2) + ` +
    `COS(RADIANS(?)) * COS(RADIANS(${o}.latitude)) * POWER(SIN(RADIANS(${o}.longitude - ?) / 2), 2))))`
  );
}
export const officeDistanceParams = (c: GeoPoint): number[] => [c.lat, c.lat, c.lng];

/** A circle's row: an organisation and its nearest office's distance. */
type CircleRow = CandidateRow & { distance: number | string | null };

/** Organisations found near a place. */
export interface NearCandidates {
  inCircle: Candidate[];
  /**
   * The matching organisations whose own service areas name the place: listed first with a radius, wherever their
   * offices are. The visiting-radius estimate of a listing from the government's list says "visits your area" on
   * its card (office-nearness) but never moves it ahead of a provider's own word.
   */
  serving: Candidate[];
}

/**
 * The nearest offices of the organisations matching the filter within radiusKm, grouped per organisation. The
 * organisations whose own service areas name the place are added wherever their offices are. `order`:
 * 'distance' (nearest first, ties by id) or the relevance order; `take` organisations at most from the circle.
 */
export class NearQuery {
  constructor(private readonly db: PreparedReader) {}

  async inCircle(filter: SearchFilter, place: SearchedPlace, radiusKm: number, order: 'distance' | 'relevance', take: number): Promise<NearCandidates> {
    const inCircle = await this.circle(filter, place, radiusKm, order, take);
    return { inCircle, serving: await this.namingThePlace(filter, place) };
  }

  /** The organisations of one circle, without those naming the place. */
  private async circle(filter: SearchFilter, place: SearchedPlace, radiusKm: number, order: 'distance' | 'relevance', take: number): Promise<Candidate[]> {
    const rows = order === 'distance' ? await this.nearestInCircle(filter, place, radiusKm, take) : await this.relevantInCircle(filter, place, radiusKm, take);
    return rows.map((row) => toCandidate(row, row.distance === null ? null : Number(row.distance)));
  }

  /** Nearest first: every office in the circle's box, the nearest per organisation, ordered and limited by the database. */
  private nearestInCircle(filter: SearchFilter, place: SearchedPlace, radiusKm: number, take: number): Promise<CircleRow[]> {
    const box = boundingBox(place.centre, radiusKm);
    const nearest =
      `SELECT o.providerId, MIN(${officeDistanceSql('o')}) AS distance ` +
      'FROM provider_offices o WHERE o.latitude BETWEEN ? AND ? AND o.longitude BETWEEN ? AND ? GROUP BY o.providerId';
    return this.db.rows<CircleRow>(
      `SELECT ${CANDIDATE_COLUMNS}, n.distance FROM (${nearest}) n CROSS JOIN providers p ON p.id = n.providerId ` +
        `WHERE n.distance <= ? AND ${filter.where} ORDER BY n.distance, p.id LIMIT ?`,
      [...officeDistanceParams(place.centre), box.minLat, box.maxLat, box.minLng, box.maxLng, radiusKm, ...filter.params, take],
    );
  }

  /**
   * In relevance order: organisations read in the directory's order, each kept when one of its offices is in the
   * circle (a probe of its offices), until `take`: the cost follows the page, not how many offices the circle holds.
   * Their distances are the page's (office-nearness).
   */
  private relevantInCircle(filter: SearchFilter, place: SearchedPlace, radiusKm: number, take: number): Promise<CircleRow[]> {
    const box = boundingBox(place.centre, radiusKm);
    return this.db.rows<CircleRow>(
      `SELECT ${CANDIDATE_COLUMNS}, NULL AS distance FROM providers p WHERE ${filter.where} AND EXISTS (SELECT 1 FROM provider_offices o WHERE o.providerId = p.id ` +
        `AND o.latitude BETWEEN ? AND ? AND o.longitude BETWEEN ? AND ? AND ${officeDistanceSql('o')} <= ?) ORDER BY ${RELEVANCE_ORDER_SQL} LIMIT ?`,
      [...filter.params, box.minLat, box.maxLat, box.minLng, box.maxLng, ...officeDistanceParams(place.centre), radiusKm, take],
    );
  }

  /** How many matching organisations have an office within radiusKm. */
  async countInCircle(filter: SearchFilter, place: SearchedPlace, radiusKm: number): Promise<number> {
    const box = boundingBox(place.centre, radiusKm);
    const rows = await this.db.rows<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM providers p WHERE ${filter.where} AND p.id IN (SELECT o.providerId FROM provider_offices o ` +
        `WHERE o.latitude BETWEEN ? AND ? AND o.longitude BETWEEN ? AND ? AND ${officeDistanceSql('o')} <= ?)`,
      [...filter.params, box.minLat, box.maxLat, box.minLng, box.maxLng, ...officeDistanceParams(place.centre), radiusKm],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The matching organisations whose own service areas name the place, each with its nearest office's distance. */
  private async namingThePlace(filter: SearchFilter, place: SearchedPlace): Promise<Candidate[]> {
    if (place.matchKeys.length === 0) return [];
    const rows = await this.db.rows<CandidateRow & { distance: number | string | null }>(
      `SELECT DISTINCT ${CANDIDATE_COLUMNS}, (SELECT MIN(${officeDistanceSql('o')}) FROM provider_offices o WHERE o.providerId = p.id) AS distance ` +
        `FROM provider_service_areas a CROSS JOIN providers p ON p.id = a.providerId WHERE a.matchKey IN (${placeholders(place.matchKeys.length)}) AND ${filter.where}`,
      [...officeDistanceParams(place.centre), ...place.matchKeys, ...filter.params],
    );
    return rows.map((row) => toCandidate(row, row.distance === null ? null : Number(row.distance)));
  }

  /**
   * The first `take` organisations by distance (within radiusKm when given): circles of DISTANCE_STEPS_KM until
   * one holds `take`; without a radius and short of that at 1,600 km, every matching organisation (no office last).
   */
  async nearest(filter: SearchFilter, place: SearchedPlace, take: number, radiusKm: number | undefined): Promise<NearCandidates> {
    const steps = radiusKm === undefined ? [...DISTANCE_STEPS_KM] : [...DISTANCE_STEPS_KM.filter((r) => r < radiusKm), radiusKm];
    // Those naming the place come first only with a radius (servingFirst): read once, not per circle.
    const serving = radiusKm === undefined ? [] : await this.namingThePlace(filter, place);
    for (const circle of steps) {
      const inCircle = await this.circle(filter, place, circle, 'distance', take);
      if (inCircle.length >= take || (radiusKm !== undefined && circle === radiusKm)) return { inCircle, serving };
    }
    const rows = await this.db.rows<CandidateRow & { distance: number | string | null }>(
      `SELECT ${CANDIDATE_COLUMNS}, (SELECT MIN(${officeDistanceSql('o')}) FROM provider_offices o WHERE o.providerId = p.id) AS distance FROM providers p WHERE ${filter.where}`,
      [...officeDistanceParams(place.centre), ...filter.params],
    );
    const all = rows.map((row) => toCandidate(row, row.distance === null ? null : Number(row.distance))).sort(byDistance);
    return { inCircle: all.slice(0, take), serving };
  }
}

/**
 * Nearest first with a radius: every organisation whose areas name the place, nearest first,
 * then the others of the circle, nearest first.
 */
export function servingFirst(nearest: readonly Candidate[], serving: readonly Candidate[]): Candidate[] {
  const servingIds = new Set(serving.map((c) => c.id));
  return [...[...serving].sort(byDistance), ...nearest.filter((c) => !servingIds.has(c.id))];
}

/** The union of a ranked page's candidates and the serving organisations, ranked again (top k of a union is in the union of top k's). */
export function withServing(ranked: Candidate[], serving: readonly Candidate[] | undefined, order: (a: Candidate, b: Candidate) => number): Candidate[] {
  const seen = new Set(ranked.map((c) => c.id));
  return [...ranked, ...(serving ?? []).filter((c) => !seen.has(c.id))].sort(order);
}
