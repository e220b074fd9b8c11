import { boundingBox, longitudeStripsOf, squaredChordWithin, unitVector, type BoundingBox, type GeoPoint } from '@homeward/domain';
import { storedCardColumns, type CardRow, type PriceFrom } from './card-rows.js';
import { CANDIDATE_COLUMNS, NEAREST_TIE_SQL, RELEVANCE_ORDER_SQL, byDistance, toCandidate, type Candidate, type CandidateRow } from './ordering.js';
import { planPricesColumns, toPlanPrices, type PlanPricesRow } from './plan-offers.js';
import { placeholders, type Columns } from './sql.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { SearchFilter } from './filter-query.js';

/**
 * Near-me (docs/decisions/015): candidates within a circle around the searched place, found on the covering
 * location index, plus the providers whose service areas name the place; ranked in memory.
 */

/**
 * Radii tried, in km, when sorting by distance: the first circle holding a full page (offset + limit + 1)
 * decides it, since everything outside a circle is farther than everything in it. With radiusKm, the steps
 * below it and then radiusKm itself; without, up to 1,600 km, then the whole country.
 */
export const DISTANCE_STEPS_KM = [2, 5, 10, 25, 50, 100, 400, 1600] as const;

/**
 * How far a provider is from a centre, as the squared chord between their unit vectors (libs/domain geo.ts):
 * it grows with the great-circle distance, so comparing and ordering by it finds the same providers in the
 * same order as by the distance, with three subtractions and three products per row on providers.unitX/Y/Z
 * (migration 1764800000000; in the covering location index) instead of SIN, COS and POWER: about a sixth
 * to a quarter off a circle's statement on SQLite (docs/decisions/023). The exact distance is worked out in
 * memory for the ranking (toCandidate), with distanceKm of libs/domain.
 *
 * The unit vector is set with latitude by every write of coordinates (provider-coordinates.ts) and by the
 * migration for the rows before it, so a located provider always has one (provider-coordinates.contract.ts).
 */
const NEARNESS_SQL = '((p.unitX - ?) * (p.unitX - ?) + (p.unitY - ?) * (p.unitY - ?) + (p.unitZ - ?) * (p.unitZ - ?))';
const nearnessParams = (c: GeoPoint) => {
  const { x, y, z } = unitVector(c);
  return [x, x, y, y, z, z];
};

/** What a circle statement reads besides the candidates in the circle. */
export interface CircleReads {
  /**
   * The matching providers whose service areas name the place, in the same statement (UNION ALL; the first
   * column tells them apart).
   */
  serving?: boolean;
  /**
   * Each in-circle candidate's card row (Candidate.card), joined by primary key in the same
   * statement: a page of near-me results is then one statement, one round trip on MySQL (docs/decisions/023).
   * Without the serving providers the row says whether the provider's areas name the place; with them the
   * page works that out from their list.
   */
  cards?: boolean;
  /**
   * With the cards, each in-circle candidate's service mask, pricesUpdatedAt and standard prices for these
   * services (Candidate.planPrices): what the plan quote prices its pool with, in the same
   * statement as the pool (docs/decisions/025).
   */
  planPrices?: readonly number[];
  /** With the cards, the prices of each card's priceFrom (CardRow's priceFrom columns): a search with a service filter. */
  priceFrom?: PriceFrom;
}

/** A circle statement's row: a candidate, whether it is one of the providers serving the place (1) rather than of the circle (0), and what CircleReads asked for. */
type CircleRow = CandidateRow & { serving: number | string } & Partial<CardRow> & Partial<PlanPricesRow>;

/**
 * A circle's bounding box as the location index (longitudeStrip, latitude, longitude, ...) seeks it: one
 * (strip, latitude) range per strip of longitude the box spans, up to this many strips (3.2 degrees of
 * longitude, a circle of about 140 km near Melbourne); a wider box ranges over its strips and reads each
 * whole, which for such a box is most of what it holds anyway.
 */
export const MAX_STRIP_SEEKS = 64;

/** The location index's condition for a box (alias p) after its latitude and longitude ranges, with its parameters. */
function stripCondition(box: BoundingBox): { sql: string; params: number[] } {
  const { first, last } = longitudeStripsOf(box);
  const count = last - first + 1;
  if (count > MAX_STRIP_SEEKS) return { sql: 'p.longitudeStrip BETWEEN ? AND ?', params: [first, last] };
  return { sql: `p.longitudeStrip IN (${placeholders(count)})`, params: Array.from({ length: count }, (_, i) => first + i) };
}

export interface NearCandidates {
  inCircle: Candidate[];
  /** The matching providers whose areas name the place; undefined when not read (nearest: not needed for the page). */
  serving: Candidate[] | undefined;
}

/** How many searches (place, filter, size) NearQuery remembers the starting circle of. */
export const REMEMBERED_STARTS = 5000;

/**
 * Added to the distance of the last of a full page when it is remembered as the next start (km): the circle
 * compares a squared chord from the stored unit vector, the distance is worked out from latitude and
 * longitude, and the two may differ in the last bits.
 */
const START_MARGIN_KM = 0.001;

export class NearQuery {
  /** The radius (km) of the circle to start with, by search: the smallest that held a full page last time (see nearest). */
  private readonly starts = new Map<string, number>();

  constructor(private readonly db: PreparedReader) {}

  private rememberStart(key: string, radiusKm: number): void {
    if (this.starts.get(key) === radiusKm) return;
    this.starts.delete(key);
    if (this.starts.size >= REMEMBERED_STARTS) this.starts.delete(this.starts.keys().next().value as string);
    this.starts.set(key, radiusKm);
  }

  /**
   * Matching providers within radiusKm of the centre, ordered and limited in SQL: the bounding box on the
   * covering location index, a (strip, latitude) range per strip of longitude (stripCondition; forced: without
   * statistics both planners prefer the equality on isActive or
   * state of the relevance indexes, and read every active provider), then the exact distance. `reads`: the
   * serving providers and the cards, in the same statement (CircleReads).
   */
  async inCircle(
    filter: SearchFilter,
    place: SearchedPlace,
    radiusKm: number,
    orderBy: string,
    orderParams: unknown[],
    take: number,
    reads: CircleReads = {},
  ): Promise<NearCandidates> {
    const { centre } = place;
    const box = boundingBox(centre, radiusKm);
    const hint = this.db.dialect === 'sqlite' ? 'INDEXED BY IDX_providers_location' : 'FORCE INDEX (IDX_providers_location)';
    // The cards (and a plan's prices) by primary key after the circle's LIMIT (alias q), so only the rows taken are joined.
    const planServices = reads.cards && reads.planPrices?.length ? reads.planPrices : null;
    const joinedOn = (alias: string): Columns[] =>
      reads.cards
        ? [storedCardColumns(reads.serving ? null : place, alias, reads.priceFrom), ...(planServices ? [planPricesColumns(planServices, alias)] : [])]
        : [];
    const joined = joinedOn('q');
    const strips = stripCondition(box);
    let sql =
      `SELECT 0 AS serving, c.*${joined.map((x) => `, ${x.sql}`).join('')} FROM (SELECT ${CANDIDATE_COLUMNS} FROM providers p ${hint} WHERE p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ? ` +
      `AND ${strips.sql} AND ${filter.where} AND ${NEARNESS_SQL} <= ? ${orderBy} LIMIT ?) c${reads.cards ? ' CROSS JOIN providers q ON q.id = c.id' : ''}`;
    const params = [
      ...joined.flatMap((x) => x.params),
      box.minLat,
      box.maxLat,
      box.minLng,
      box.maxLng,
      ...strips.params,
      ...filter.params,
      ...nearnessParams(centre),
      squaredChordWithin(radiusKm),
      ...orderParams,
      take,
    ];
    if (reads.serving) {
      // Driven from the area keys, then providers by primary key: CROSS JOIN keeps that order on SQLite (whose
      // planner otherwise scans providers); on MySQL it is a plain inner join, and its planner finds the same.
      // Their cards (and a plan's prices) come from the same row read (alias p): a near-me page, or a quote's
      // pool, is then one statement even when serving providers outside the circle are on it (037).
      const servingJoined = joinedOn('p');
      sql += ` UNION ALL SELECT 1 AS serving, ${CANDIDATE_COLUMNS}${servingJoined.map((x) => `, ${x.sql}`).join('')} FROM provider_service_areas a CROSS JOIN providers p ON p.id = a.providerId WHERE a.matchKey IN (${placeholders(place.matchKeys.length)}) AND ${filter.where}`;
      params.push(...servingJoined.flatMap((x) => x.params), ...place.matchKeys, ...filter.params);
    }
    const inCircle: Candidate[] = [];
    const serving: Candidate[] = [];
    const seen = new Set<number>();
    for (const row of await this.db.rows<CircleRow>(sql, params)) {
      const isServing = Number(row.serving) === 1;
      if (isServing && seen.has(Number(row.id))) continue;
      const candidate = toCandidate(row, centre);
      // The row holds every column of CardRow the statement selected (storedCardColumns).
      if (reads.cards) candidate.card = { ...row, searchCard: row.searchCard ?? null };
      if (planServices) candidate.planPrices = toPlanPrices(row as PlanPricesRow, planServices);
      if (isServing) {
        seen.add(candidate.id);
        serving.push(candidate);
      } else inCircle.push(candidate);
    }
    return { inCircle, serving };
  }

  /** In relevance order within radiusKm, with the providers serving the place (and, with `reads.cards`, the circle's cards). */
  inCircleByRelevance(
    filter: SearchFilter,
    place: SearchedPlace,
    radiusKm: number,
    take: number,
    reads: Pick<CircleReads, 'cards' | 'priceFrom'> = {},
  ): Promise<NearCandidates> {
    return this.inCircle(filter, place, radiusKm, `ORDER BY ${RELEVANCE_ORDER_SQL}`, [], take, { ...reads, serving: true });
  }

  /**
   * The first `take` providers by distance (within radiusKm when given): circles of DISTANCE_STEPS_KM until
   * one holds `take`; without a radius and short of that at 1,600 km, every matching provider (no coordinates
   * last).
   *
   * With `reads.serving` (a radius: providers serving the place are listed wherever they are, and first:
   * servingFirst), the serving providers are read in the same statement by whichever circle answers. Until
   * 032 they were read only by the last circle, since in plain distance order a circle holding `take` already
   * held the first `take` of the union; serving providers first, they are needed wherever they are. Near
   * Melbourne that half of the statement (54 providers by primary key) was a third of it (docs/decisions/023).
   *
   * Any circle holding `take` gives the same first `take` (they are all within the smallest such circle), so
   * the next search for this place, filter and size starts with the smallest circle that held them last time:
   * just past the distance of the last of them (`starts`). In a city a 2 km circle holds five times a page,
   * and every row in it is sorted and read; the remembered circle holds about a page. Only that plan is kept,
   * never a result, so it cannot make an answer stale; a start that no longer holds `take` goes on to the
   * larger circles as before.
   */
  async nearest(filter: SearchFilter, place: SearchedPlace, take: number, radiusKm: number | undefined, reads: CircleReads = {}): Promise<NearCandidates> {
    const { centre } = place;
    const order = `ORDER BY ${NEARNESS_SQL}, ${NEAREST_TIE_SQL}`;
    const steps = radiusKm === undefined ? [...DISTANCE_STEPS_KM] : [...DISTANCE_STEPS_KM.filter((r) => r < radiusKm), radiusKm];
    const last = steps[steps.length - 1]!;
    const key = `${centre.lat},${centre.lng}|${radiusKm ?? ''}|${take}|${filter.where}|${JSON.stringify(filter.params)}`;
    const start = this.starts.get(key);
    const circles = start === undefined ? steps : [Math.min(start, last), ...steps.filter((r) => r > start)];
    for (const circle of circles) {
      const isLast = circle === last;
      const readServing = reads.serving === true;
      const result = await this.inCircle(filter, place, circle, order, nearnessParams(centre), take, { ...reads, serving: readServing });
      const full = result.inCircle.length >= take;
      if (full) {
        const sorted = result.inCircle.sort(byDistance);
        const farthest = sorted[take - 1]!.distance!;
        this.rememberStart(key, Math.min(last, farthest + START_MARGIN_KM));
        return { inCircle: sorted, serving: readServing ? result.serving : undefined };
      }
      if (isLast) {
        this.rememberStart(key, last);
        if (radiusKm !== undefined) return { inCircle: result.inCircle.sort(byDistance), serving: readServing ? result.serving : undefined };
      }
    }
    // Without a radius and short of a page at the largest circle: every matching provider.
    const rows = await this.db.rows<CandidateRow>(
      `SELECT ${CANDIDATE_COLUMNS} FROM providers p WHERE ${filter.where} ORDER BY (p.latitude IS NULL), ${NEARNESS_SQL}, ${NEAREST_TIE_SQL} LIMIT ?`,
      [...filter.params, ...nearnessParams(centre), take],
    );
    return { inCircle: rows.map((row) => toCandidate(row, centre)).sort(byDistance), serving: undefined };
  }
}

/**
 * Nearest first with a radius (docs/decisions/032): every provider whose areas name the place, nearest first,
 * then the others of the circle, nearest first. `nearest` is the first k of the circle by distance and
 * `serving` every serving provider, so the first k of this order are here: at most k of them come from the
 * circle, and those not serving are its nearest.
 */
export function servingFirst(nearest: readonly Candidate[], serving: readonly Candidate[]): Candidate[] {
  const servingIds = new Set(serving.map((c) => c.id));
  return [...[...serving].sort(byDistance), ...nearest.filter((c) => !servingIds.has(c.id))];
}

/** The union of a ranked page's candidates and the serving providers, ranked again (top k of a union is in the union of top k's). */
export function withServing(ranked: Candidate[], serving: readonly Candidate[] | undefined, order: (a: Candidate, b: Candidate) => number): Candidate[] {
  const seen = new Set(ranked.map((c) => c.id));
  return [...ranked, ...(serving ?? []).filter((c) => !seen.has(c.id))].sort(order);
}
