import {
  EARTH_RADIUS_KM, NEAR_MESSAGES, localityKey, PROVIDER_SEARCH, boundingBox, distanceKm, roundDistanceKm, serviceAreaKey, type GeoPoint, type ProviderSearchResult, type ProviderServiceRef, type StateCode,
} from '@homeward/domain';
import { BadRequestException, Injectable } from '@nestjs/common';
import { CatalogService, type Catalog } from '../catalog/catalog.service.js';
import { LIKE_ESCAPE, likePattern } from '../common/list-query.js';
import { PreparedReader, type Row } from '../database/prepared-reader.js';
import { LocationsService, type SearchedPlace } from '../locations/locations.service.js';
import { cardForSearch } from './search-card.js';
import type { SearchProvidersDto } from './dto/search-providers.dto.js';
import { SearchCache } from './search-cache.js';

export interface SearchPage {
  /** The page's cards as a JSON array, ready to send. */
  json: string;
  /** How many cards it holds. */
  count: number;
  /** Another page exists (one more row than the limit was found). */
  hasMore: boolean;
}

/** What ordering needs of a provider: the relevance keys and the coordinates. */
export interface Candidate {
  id: number;
  latitude: number | null;
  longitude: number | null;
  isHighlighted: number;
  displayPriority: number;
  rating: number;
  businessName: string;
  distance: number | null;
}

/**
 * A directory card as the search reads it: one row per provider, its services and areas aggregated as JSON
 * by the same query (docs/decisions/021). The indexes of the columns in CARD_SELECT.
 */
export const CARD = {
  id: 0, businessName: 1, name: 2, email: 3, phone: 4, website: 5, address: 6, suburb: 7, state: 8, postcode: 9, description: 10,
  rating: 11, reviewCount: 12, isHighlighted: 13, latitude: 14, longitude: 15,
  /** JSON array of service ids (NULL on MySQL when there are none). */
  serviceIds: 16,
  /** JSON array of [position, id, name] (NULL on MySQL when there are none). */
  areas: 17,
} as const;
const PROVIDER_CARD_COLUMNS = Object.keys(CARD).slice(0, CARD.serviceIds);

/** What MariaDB and SQLite send: decimals may be strings, booleans tinyint, JSON text (or, from MySQL 8's JSON type, parsed). */
export type CardRow = Row;

/** The directory's relevance order, as SQL and as a comparator (the near-me shapes sort in memory). */
export const RELEVANCE_ORDER_SQL = 'p.isHighlighted DESC, p.displayPriority DESC, p.rating DESC, p.businessName, p.id';
const RELEVANCE_KEYS = 'p.id, p.isHighlighted, p.displayPriority, p.rating, p.businessName';

export function byRelevance(a: Candidate, b: Candidate): number {
  return (
    b.isHighlighted - a.isHighlighted ||
    b.displayPriority - a.displayPriority ||
    b.rating - a.rating ||
    (a.businessName < b.businessName ? -1 : a.businessName > b.businessName ? 1 : 0) ||
    a.id - b.id
  );
}

/** Nearest first; no coordinates last; ties (providers in one suburb share its centre) in relevance order. */
export function byDistance(a: Candidate, b: Candidate): number {
  if (a.distance !== b.distance) {
    if (a.distance === null) return 1;
    if (b.distance === null) return -1;
    return a.distance - b.distance;
  }
  return byRelevance(a, b);
}

/**
 * Radii tried, in km, when sorting by distance: the first circle holding a full page (offset + limit + 1)
 * decides it, since everything outside a circle is farther than everything in it. With radiusKm, the steps
 * below it and then radiusKm itself; without, up to 1,600 km, then the whole country.
 */
export const DISTANCE_STEPS_KM = [2, 5, 10, 25, 50, 100, 400, 1600] as const;

const CANDIDATE_COLUMNS = 'p.id, p.latitude, p.longitude, p.isHighlighted, p.displayPriority, p.rating, p.businessName';

/** The card's select list (alias p): provider columns, then services and areas as JSON arrays (one query, no join fan-out). */
function cardSelect(sqlite: boolean): string {
  const aggregate = sqlite ? 'json_group_array' : 'JSON_ARRAYAGG';
  const array = sqlite ? 'json_array' : 'JSON_ARRAY';
  return [
    ...PROVIDER_CARD_COLUMNS.map((column) => `p.${column}`),
    `(SELECT ${aggregate}(ps.serviceId) FROM provider_services ps WHERE ps.providerId = p.id) AS serviceIds`,
    `(SELECT ${aggregate}(${array}(a.position, a.id, a.name)) FROM provider_service_areas a WHERE a.providerId = p.id) AS areas`,
  ].join(', ');
}

/** A card row: the stored card and what the search adds to it (distance from the coordinates, coverage). */
const CARD_ROW = { id: 0, searchCard: 1, latitude: 2, longitude: 3, serves: 4 } as const;

/** CARD_ROW's select list (alias p); with a place, whether one of the provider's areas names it (IDX_provider_service_areas_matchKey). */
function cardColumns(place: SearchedPlace | null): { sql: string; params: unknown[] } {
  const sql = 'p.id, p.searchCard, p.latitude, p.longitude';
  if (!place) return { sql, params: [] };
  return {
    sql: `${sql}, EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.providerId = p.id AND a.matchKey IN (${placeholders(place.matchKeys.length)})) AS serves`,
    params: [...place.matchKeys],
  };
}

/**
 * Haversine distance in km from a centre (parameters: its latitude in radians, the cosine of that, its
 * longitude in radians), the same formula as distanceKm in libs/domain. SQLite (math functions, built into
 * better-sqlite3) and MySQL both have RADIANS, SIN, COS, ASIN, SQRT and POWER.
 */
const DISTANCE_SQL = `2 * ${EARTH_RADIUS_KM} * ASIN(SQRT(POWER(SIN((RADIANS(p.latitude) - ?) / 2), 2) + ? * COS(RADIANS(p.latitude)) * POWER(SIN((RADIANS(p.longitude) - ?) / 2), 2)))`;
const distanceParams = (c: GeoPoint) => [(c.lat * Math.PI) / 180, Math.cos((c.lat * Math.PI) / 180), (c.lng * Math.PI) / 180];

interface Filter {
  where: string;
  params: unknown[];
}

const PLACEHOLDERS = Array.from({ length: 129 }, (_, n) => Array.from({ length: n }, () => '?').join(', '));
const placeholders = (n: number) => PLACEHOLDERS[n] ?? Array.from({ length: n }, () => '?').join(', ');
const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * The public directory search (docs/decisions/014, 015, 021). Each shape finds the page's providers in the
 * order of an index, then reads their cards, each with its services and areas as JSON, in the same or one
 * more statement (prepared once per shape: PreparedReader):
 * - relevance: the page of ids in the order of IDX_providers_relevance (or IDX_providers_state_relevance),
 *   LIMIT limit+1, so the database stops after one page (each wanted service an EXISTS against the join
 *   table's primary key), as a derived table joined to the cards: one statement;
 * - near: the bounding box on the covering IDX_providers_location with the exact distance in SQL, ordered
 *   and limited there (by distance: in widening circles), with the providers whose service areas name the
 *   place (IDX_provider_service_areas_matchKey) in the same statement; ranked in JS, then the page's cards
 *   by primary key; distances on the page computed with distanceKm.
 * Service names and order come from the catalogue in memory (CatalogService).
 */
@Injectable()
export class ProviderSearchService {
  private readonly sqlite: boolean;
  private readonly cardSelect: string;

  constructor(
    private readonly db: PreparedReader,
    private readonly locations: LocationsService,
    private readonly cache: SearchCache,
    private readonly catalog: CatalogService,
  ) {
    this.sqlite = db.dialect === 'sqlite';
    this.cardSelect = cardSelect(this.sqlite);
  }

  async search(query: SearchProvidersDto): Promise<SearchPage> {
    if (!this.cache.enabled) return this.find(query);
    const key = searchCacheKey(query);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const page = await this.find(query);
    this.cache.set(key, page);
    return page;
  }

  private async find(query: SearchProvidersDto): Promise<SearchPage> {
    const limit = query.limit ?? PROVIDER_SEARCH.defaultLimit;
    const offset = query.offset ?? 0;
    const filter = this.filter(query);
    if (!query.near) {
      if (query.sort === 'distance') throw new BadRequestException(NEAR_MESSAGES.sortNeedsNear);
      if (query.radiusKm !== undefined) throw new BadRequestException(NEAR_MESSAGES.radiusNeedsNear);
      return this.relevancePage(filter, limit, offset, null);
    }
    const place = await this.locations.resolvePlace(query.near);
    if (!place) throw new BadRequestException(NEAR_MESSAGES.unknownPlace);
    const needed = offset + limit + 1;

    if (query.sort === 'distance') {
      if (query.radiusKm === undefined) return this.page((await this.nearest(filter, place, needed, undefined)).slice(offset, needed), limit, place);
      const { inCircle, serving } = await this.nearest(filter, place, needed, query.radiusKm, true);
      return this.page(this.withServing(inCircle, serving, byDistance).slice(offset, needed), limit, place);
    }
    if (query.radiusKm === undefined) {
      // Every matching provider, in relevance order: the database pages; distances for the page only.
      return this.relevancePage(filter, limit, offset, place);
    }
    const { inCircle, serving } = await this.inCircle(filter, place, query.radiusKm, `ORDER BY ${RELEVANCE_ORDER_SQL}`, [], needed, true);
    return this.page(this.withServing(inCircle, serving, byRelevance).slice(offset, needed), limit, place);
  }

  /** Active providers matching q, state and every service: a WHERE clause on alias p. */
  private filter(query: SearchProvidersDto): Filter {
    const where = ['p.isActive = 1'];
    const params: unknown[] = [];
    if (query.q) {
      // SQLite's LIKE ignores ASCII case already (and its LOWER() knows no more than ASCII); MySQL keeps LOWER()
      // so a database whose default collation is case-sensitive still matches.
      const text = (column: string) => (this.sqlite ? column : `LOWER(${column})`);
      where.push(`(${text('p.businessName')} LIKE ? ${LIKE_ESCAPE} OR ${text('p.description')} LIKE ? ${LIKE_ESCAPE})`);
      params.push(likePattern(query.q), likePattern(query.q));
    }
    if (query.state) {
      where.push('p.state = ?');
      params.push(query.state);
    }
    for (const serviceId of new Set(query.services ?? [])) {
      where.push('EXISTS (SELECT 1 FROM provider_services ps WHERE ps.providerId = p.id AND ps.serviceId = ?)');
      params.push(serviceId);
    }
    return { where: where.join(' AND '), params };
  }

  /**
   * One page in relevance order, cards included, in one statement: the page's ids and sort keys in index order
   * (the plan of 014, still index-only) as a derived table, sorted again there (same keys, same collation:
   * the same order) and joined to the stored cards. Sorting the derived table rather than the joined rows
   * spares MariaDB a temporary table of the cards.
   */
  private async relevancePage(filter: Filter, limit: number, offset: number, place: SearchedPlace | null): Promise<SearchPage> {
    const card = cardColumns(place);
    const rows = await this.db.rows(
      `SELECT ${card.sql} FROM (SELECT ${RELEVANCE_KEYS} FROM providers p WHERE ${filter.where} ORDER BY ${RELEVANCE_ORDER_SQL} LIMIT ? OFFSET ?) page ` +
        `CROSS JOIN providers p ON p.id = page.id ORDER BY ${RELEVANCE_ORDER_SQL.replaceAll('p.', 'page.')}`,
      [...card.params, ...filter.params, limit + 1, offset],
    );
    const cards = await this.cards(rows.slice(0, limit), place);
    return { json: `[${cards.join(',')}]`, count: cards.length, hasMore: rows.length > limit };
  }

  /**
   * The JSON of each card row (CARD_ROW): the stored card with the search's distance and coverage; a
   * provider without one (NULL: a raw insert since the last start) is built from the tables instead.
   */
  private async cards(rows: Row[], place: SearchedPlace | null): Promise<string[]> {
    const out: string[] = [];
    const missing: number[] = [];
    for (const row of rows) {
      const stored = row[CARD_ROW.searchCard];
      if (typeof stored !== 'string') {
        missing.push(Number(row[CARD_ROW.id]));
        out.push('');
        continue;
      }
      const lat = num(row[CARD_ROW.latitude] as number | string | null);
      const lng = num(row[CARD_ROW.longitude] as number | string | null);
      const distance = place && lat !== null && lng !== null ? roundDistanceKm(distanceKm(place.centre, { lat, lng })) : null;
      out.push(cardForSearch(stored, distance, place !== null && Number(row[CARD_ROW.serves]) === 1));
    }
    if (missing.length > 0) {
      const built = await this.db.rows(`SELECT ${this.cardSelect} FROM providers p WHERE p.id IN (${placeholders(missing.length)})`, missing);
      const catalog = this.catalog.catalog;
      const byId = new Map(built.map((row) => [Number(row[CARD.id]), JSON.stringify(toSearchResult(row, catalog, place))]));
      for (const [i, row] of rows.entries()) if (out[i] === '') out[i] = byId.get(Number(row[CARD_ROW.id])) ?? '';
    }
    return out.filter((json) => json !== ''); // '' only for a provider deleted between two statements
  }

  /**
   * Matching providers within radiusKm of the centre, ordered and limited in SQL: the bounding box on the
   * covering location index (forced: without statistics both planners prefer the equality on isActive or
   * state of the relevance indexes, and read every active provider), then the exact distance. With
   * `withServing`, the same statement also returns the matching providers whose service areas name the place
   * (UNION ALL; the first column tells them apart).
   */
  private async inCircle(
    filter: Filter, place: SearchedPlace, radiusKm: number, orderBy: string, orderParams: unknown[], take: number, withServing = false,
  ): Promise<{ inCircle: Candidate[]; serving: Candidate[] }> {
    const { centre } = place;
    const box = boundingBox(centre, radiusKm);
    const hint = this.sqlite ? 'INDEXED BY IDX_providers_location' : 'FORCE INDEX (IDX_providers_location)';
    let sql =
      `SELECT 0 AS serving, c.* FROM (SELECT ${CANDIDATE_COLUMNS} FROM providers p ${hint} WHERE p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ? ` +
      `AND ${filter.where} AND ${DISTANCE_SQL} <= ? ${orderBy} LIMIT ?) c`;
    const params = [box.minLat, box.maxLat, box.minLng, box.maxLng, ...filter.params, ...distanceParams(centre), radiusKm, ...orderParams, take];
    if (withServing) {
      // Driven from the area keys, then providers by primary key: CROSS JOIN keeps that order on SQLite (whose
      // planner otherwise scans providers); on MySQL it is a plain inner join, and its planner finds the same.
      sql += ` UNION ALL SELECT 1 AS serving, ${CANDIDATE_COLUMNS} FROM provider_service_areas a CROSS JOIN providers p ON p.id = a.providerId WHERE a.matchKey IN (${placeholders(place.matchKeys.length)}) AND ${filter.where}`;
      params.push(...place.matchKeys, ...filter.params);
    }
    const inCircle: Candidate[] = [];
    const serving: Candidate[] = [];
    const seen = new Set<number>();
    for (const row of await this.db.rows(sql, params)) {
      const candidate = toCandidate(row, 1, centre);
      if (Number(row[0]) === 0) inCircle.push(candidate);
      else if (!seen.has(candidate.id)) {
        seen.add(candidate.id);
        serving.push(candidate);
      }
    }
    return { inCircle, serving };
  }

  /**
   * The first `take` providers by distance (within radiusKm when given): circles of DISTANCE_STEPS_KM until
   * one holds `take`; without a radius and short of that at 1,600 km, every matching provider (no coordinates
   * last). With `withServing`, the first circle's statement also brings the providers serving the place.
   */
  private async nearest(filter: Filter, place: SearchedPlace, take: number, radiusKm: number | undefined): Promise<Candidate[]>;
  private async nearest(filter: Filter, place: SearchedPlace, take: number, radiusKm: number, withServing: true): Promise<{ inCircle: Candidate[]; serving: Candidate[] }>;
  private async nearest(
    filter: Filter, place: SearchedPlace, take: number, radiusKm: number | undefined, withServing = false,
  ): Promise<Candidate[] | { inCircle: Candidate[]; serving: Candidate[] }> {
    const { centre } = place;
    const order = `ORDER BY ${DISTANCE_SQL}, ${RELEVANCE_ORDER_SQL}`;
    const steps = radiusKm === undefined ? [...DISTANCE_STEPS_KM] : [...DISTANCE_STEPS_KM.filter((r) => r < radiusKm), radiusKm];
    let found: Candidate[] = [];
    let serving: Candidate[] = [];
    const done = () => (withServing ? { inCircle: found.sort(byDistance), serving } : found.sort(byDistance));
    for (const [i, step] of steps.entries()) {
      const result = await this.inCircle(filter, place, step, order, distanceParams(centre), take, withServing && i === 0);
      found = result.inCircle;
      if (i === 0) serving = result.serving;
      if (found.length >= take) return done();
    }
    if (radiusKm !== undefined) return done();
    const rows = await this.db.rows(
      `SELECT ${CANDIDATE_COLUMNS} FROM providers p WHERE ${filter.where} ORDER BY (p.latitude IS NULL), ${DISTANCE_SQL}, ${RELEVANCE_ORDER_SQL} LIMIT ?`,
      [...filter.params, ...distanceParams(centre), take],
    );
    found = rows.map((row) => toCandidate(row, 0, centre));
    return done();
  }

  /** The union of a ranked page's candidates and the serving providers, ranked again (top k of a union is in the union of top k's). */
  private withServing(ranked: Candidate[], serving: Candidate[], order: (a: Candidate, b: Candidate) => number): Candidate[] {
    const seen = new Set(ranked.map((c) => c.id));
    return [...ranked, ...serving.filter((c) => !seen.has(c.id))].sort(order);
  }

  /** The cards of a ranked slice (limit + 1 asked for; the extra one only says there is more), in one statement by primary key. */
  private async page(ranked: Candidate[], limit: number, place: SearchedPlace | null): Promise<SearchPage> {
    const hasMore = ranked.length > limit;
    const pageIds = ranked.slice(0, limit).map((c) => c.id);
    if (pageIds.length === 0) return { json: '[]', count: 0, hasMore };
    const card = cardColumns(place);
    const rows = await this.db.rows(`SELECT ${card.sql} FROM providers p WHERE p.id IN (${placeholders(pageIds.length)})`, [...card.params, ...pageIds]);
    const byId = new Map(rows.map((row) => [Number(row[CARD_ROW.id]), row]));
    const cards = await this.cards(pageIds.flatMap((id): Row[] => {
      const row = byId.get(id);
      return row ? [row] : [];
    }), place);
    return { json: `[${cards.join(',')}]`, count: cards.length, hasMore };
  }
}

/** A JSON column: text from SQLite and MariaDB (NULL for an empty aggregate on MySQL), already parsed from MySQL 8's JSON type. */
function jsonColumn<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return JSON.parse(value) as T[];
  if (Buffer.isBuffer(value)) return JSON.parse(value.toString('utf8')) as T[];
  return value as T[];
}

/**
 * A directory card from a card row: numbers and booleans whatever the driver sends; services known to the
 * catalogue in its order; areas in their order; distance and coverage relative to the searched place.
 */
export function toSearchResult(row: CardRow, catalog: Pick<Catalog, 'serviceById'>, place: SearchedPlace | null): ProviderSearchResult {
  const lat = num(row[CARD.latitude] as number | string | null);
  const lng = num(row[CARD.longitude] as number | string | null);
  const known = [];
  for (const id of jsonColumn<number | string>(row[CARD.serviceIds])) {
    const hit = catalog.serviceById.get(Number(id));
    if (hit) known.push(hit);
  }
  known.sort((a, b) => a.position - b.position);
  const services: ProviderServiceRef[] = known.map(({ service }) => ({ id: service.id, name: service.name }));
  const serviceAreas = jsonColumn<[number, number, string]>(row[CARD.areas])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((area) => area[2]);
  return {
    id: Number(row[CARD.id]),
    businessName: row[CARD.businessName] as string,
    name: row[CARD.name] as string | null,
    email: row[CARD.email] as string,
    phone: row[CARD.phone] as string,
    website: row[CARD.website] as string | null,
    address: row[CARD.address] as string,
    suburb: row[CARD.suburb] as string,
    state: row[CARD.state] as StateCode,
    postcode: row[CARD.postcode] as string,
    description: row[CARD.description] as string | null,
    rating: Number(row[CARD.rating]),
    totalReviews: Number(row[CARD.reviewCount]),
    isHighlighted: Boolean(Number(row[CARD.isHighlighted])),
    servicesOffered: services.map((s) => s.id),
    services,
    serviceAreas,
    distanceKm: place && lat !== null && lng !== null ? roundDistanceKm(distanceKm(place.centre, { lat, lng })) : null,
    servesSearchedArea: place !== null && serviceAreas.some((area) => place.matchKeys.includes(serviceAreaKey(area))),
  };
}

/** One key per distinct search: blank and default values, service order and near's case and spacing do not matter. */
export function searchCacheKey(query: SearchProvidersDto): string {
  return JSON.stringify([
    query.q ?? '',
    query.state ?? '',
    [...new Set(query.services ?? [])].sort((a, b) => a - b),
    query.near ? localityKey(query.near) : '',
    query.radiusKm ?? 0,
    query.sort ?? 'relevance',
    query.limit ?? PROVIDER_SEARCH.defaultLimit,
    query.offset ?? 0,
  ]);
}

/** A candidate from CANDIDATE_COLUMNS starting at column `from` of the row. */
function toCandidate(row: Row, from: number, centre: GeoPoint): Candidate {
  const lat = num(row[from + 1] as number | string | null);
  const lng = num(row[from + 2] as number | string | null);
  return {
    id: Number(row[from]),
    latitude: lat,
    longitude: lng,
    isHighlighted: Number(row[from + 3]),
    displayPriority: Number(row[from + 4]),
    rating: Number(row[from + 5]),
    businessName: row[from + 6] as string,
    distance: lat !== null && lng !== null ? distanceKm(centre, { lat, lng }) : null,
  };
}
