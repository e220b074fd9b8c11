import {
  EARTH_RADIUS_KM, NEAR_MESSAGES, localityKey, PROVIDER_SEARCH, boundingBox, distanceKm, roundDistanceKm, serviceAreaKey, type GeoPoint, type ProviderSearchResult, type ProviderServiceRef, type StateCode,
} from '@homeward/domain';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LIKE_ESCAPE, likePattern } from '../common/list-query.js';
import { LocationsService, type SearchedPlace } from '../locations/locations.service.js';
import type { SearchProvidersDto } from './dto/search-providers.dto.js';
import { SearchCache } from './search-cache.js';

export interface SearchPage {
  items: ProviderSearchResult[];
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

export interface ProviderRow {
  id: number;
  businessName: string;
  name: string | null;
  email: string;
  phone: string;
  website: string | null;
  address: string;
  suburb: string;
  state: StateCode;
  postcode: string;
  description: string | null;
  rating: number | string;
  reviewCount: number;
  isHighlighted: number | boolean;
  latitude: number | string | null;
  longitude: number | string | null;
}

/** The directory's relevance order, as SQL and as a comparator (the near-me shapes sort in memory). */
export const RELEVANCE_ORDER_SQL = 'p.isHighlighted DESC, p.displayPriority DESC, p.rating DESC, p.businessName, p.id';

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
const CARD_COLUMNS = 'id, businessName, name, email, phone, website, address, suburb, state, postcode, description, rating, reviewCount, isHighlighted, latitude, longitude';

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

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * The public directory search (docs/decisions/014, 015). Every shape first finds the page's ids, then loads
 * that page's cards, services and areas with small IN queries on primary keys:
 * - relevance: one query in the order of IDX_providers_relevance (or IDX_providers_state_relevance), LIMIT
 *   limit+1, so the database stops after one page; each wanted service is an EXISTS against the join
 *   table's primary key;
 * - near: the bounding box on the covering IDX_providers_location with the exact distance in SQL, ordered
 *   and limited there (by distance: in widening circles); then the providers whose service areas name the
 *   place (IDX_provider_service_areas_matchKey) merged in; distances on the page computed with distanceKm.
 */
@Injectable()
export class ProviderSearchService {
  private readonly sqlite: boolean;
  private catalogue: Promise<Map<number, { name: string; sortOrder: number }>> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly locations: LocationsService,
    private readonly cache: SearchCache,
  ) {
    this.sqlite = db.options.type === 'better-sqlite3';
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
      return this.page(await this.relevanceIds(filter, limit + 1, offset), limit, null);
    }
    const place = await this.locations.resolvePlace(query.near);
    if (!place) throw new BadRequestException(NEAR_MESSAGES.unknownPlace);
    const needed = offset + limit + 1;

    if (query.sort === 'distance') {
      const nearest = await this.nearest(filter, place.centre, needed, query.radiusKm);
      const ranked = query.radiusKm === undefined ? nearest : this.withServing(nearest, await this.serving(filter, place), byDistance);
      return this.page(ranked.slice(offset, needed).map((c) => c.id), limit, place);
    }
    if (query.radiusKm === undefined) {
      // Every matching provider, in relevance order: the database pages; distances for the page only.
      return this.page(await this.relevanceIds(filter, limit + 1, offset), limit, place);
    }
    const inCircle = await this.inCircle(filter, place.centre, query.radiusKm, `ORDER BY ${RELEVANCE_ORDER_SQL}`, [], needed);
    const ranked = this.withServing(inCircle, await this.serving(filter, place), byRelevance);
    return this.page(ranked.slice(offset, needed).map((c) => c.id), limit, place);
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

  private async relevanceIds(filter: Filter, take: number, skip: number): Promise<number[]> {
    const rows = (await this.db.query(`SELECT p.id FROM providers p WHERE ${filter.where} ORDER BY ${RELEVANCE_ORDER_SQL} LIMIT ? OFFSET ?`, [
      ...filter.params,
      take,
      skip,
    ])) as Array<{ id: number }>;
    return rows.map((r) => Number(r.id));
  }

  /**
   * Matching providers within radiusKm of the centre, ordered and limited in SQL: the bounding box on the
   * covering location index (forced: without statistics both planners prefer the equality on isActive or
   * state of the relevance indexes, and read every active provider), then the exact distance.
   */
  private async inCircle(filter: Filter, centre: GeoPoint, radiusKm: number, orderBy: string, orderParams: unknown[], take: number): Promise<Candidate[]> {
    const box = boundingBox(centre, radiusKm);
    const hint = this.sqlite ? 'INDEXED BY IDX_providers_location' : 'FORCE INDEX (IDX_providers_location)';
    const rows = (await this.db.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM providers p ${hint} WHERE p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ? AND ${filter.where} AND ${DISTANCE_SQL} <= ? ${orderBy} LIMIT ?`,
      [box.minLat, box.maxLat, box.minLng, box.maxLng, ...filter.params, ...distanceParams(centre), radiusKm, ...orderParams, take],
    )) as Candidate[];
    return rows.map((r) => toCandidate(r, centre));
  }

  /**
   * The first `take` providers by distance (within radiusKm when given): circles of DISTANCE_STEPS_KM until
   * one holds `take`; without a radius and short of that at 1,600 km, every matching provider (no coordinates last).
   */
  private async nearest(filter: Filter, centre: GeoPoint, take: number, radiusKm: number | undefined): Promise<Candidate[]> {
    const order = `ORDER BY ${DISTANCE_SQL}, ${RELEVANCE_ORDER_SQL}`;
    const steps = radiusKm === undefined ? [...DISTANCE_STEPS_KM] : [...DISTANCE_STEPS_KM.filter((r) => r < radiusKm), radiusKm];
    let found: Candidate[] = [];
    for (const step of steps) {
      found = await this.inCircle(filter, centre, step, order, distanceParams(centre), take);
      if (found.length >= take) return found.sort(byDistance);
    }
    if (radiusKm !== undefined) return found.sort(byDistance);
    const rows = (await this.db.query(`SELECT ${CANDIDATE_COLUMNS} FROM providers p WHERE ${filter.where} ORDER BY (p.latitude IS NULL), ${DISTANCE_SQL}, ${RELEVANCE_ORDER_SQL} LIMIT ?`, [
      ...filter.params,
      ...distanceParams(centre),
      take,
    ])) as Candidate[];
    return rows.map((r) => toCandidate(r, centre)).sort(byDistance);
  }

  /** Matching providers whose service areas name the place (postcode, locality, 'locality state'), wherever their office is. */
  private async serving(filter: Filter, place: SearchedPlace): Promise<Candidate[]> {
    // Driven from the area keys, then providers by primary key: CROSS JOIN keeps that order on SQLite (whose
    // planner otherwise scans providers); on MySQL it is a plain inner join, and its planner finds the same.
    const rows = (await this.db.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM provider_service_areas a CROSS JOIN providers p ON p.id = a.providerId WHERE a.matchKey IN (${placeholders(place.matchKeys.length)}) AND ${filter.where}`,
      [...place.matchKeys, ...filter.params],
    )) as Candidate[];
    const seen = new Set<number>();
    const candidates: Candidate[] = [];
    for (const r of rows) {
      const c = toCandidate(r, place.centre);
      if (!seen.has(c.id)) candidates.push(c);
      seen.add(c.id);
    }
    return candidates;
  }

  /** The union of a ranked page's candidates and the serving providers, ranked again (top k of a union is in the union of top k's). */
  private withServing(ranked: Candidate[], serving: Candidate[], order: (a: Candidate, b: Candidate) => number): Candidate[] {
    const seen = new Set(ranked.map((c) => c.id));
    return [...ranked, ...serving.filter((c) => !seen.has(c.id))].sort(order);
  }

  /** The cards of a page of ids (limit + 1 asked for; the extra one only says there is more). */
  private async page(ids: number[], limit: number, place: SearchedPlace | null): Promise<SearchPage> {
    const hasMore = ids.length > limit;
    const pageIds = ids.slice(0, limit);
    if (pageIds.length === 0) return { items: [], hasMore };
    const list = placeholders(pageIds.length);
    const [rows, links, areas, catalogue] = await Promise.all([
      this.db.query(`SELECT ${CARD_COLUMNS} FROM providers WHERE id IN (${list})`, pageIds) as Promise<ProviderRow[]>,
      this.db.query(`SELECT providerId, serviceId FROM provider_services WHERE providerId IN (${list})`, pageIds) as Promise<Array<{ providerId: number; serviceId: number }>>,
      this.db.query(`SELECT providerId, name FROM provider_service_areas WHERE providerId IN (${list}) ORDER BY position, id`, pageIds) as Promise<
        Array<{ providerId: number; name: string }>
      >,
      this.services(),
    ]);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const servicesOf = groupBy(links, (l) => Number(l.serviceId));
    const areasOf = groupBy(areas, (a) => a.name);
    const items: ProviderSearchResult[] = [];
    for (const id of pageIds) {
      const row = byId.get(id);
      if (!row) continue; // deleted between the two queries
      const services = (servicesOf.get(id) ?? [])
        .filter((serviceId) => catalogue.has(serviceId))
        .sort((a, b) => catalogue.get(a)!.sortOrder - catalogue.get(b)!.sortOrder || a - b)
        .map((serviceId) => ({ id: serviceId, name: catalogue.get(serviceId)!.name }));
      items.push(toSearchResult(row, services, areasOf.get(id) ?? [], place));
    }
    return { items, hasMore };
  }

  /** The service catalogue (seeded reference data, never edited through the API): read once. */
  private services(): Promise<Map<number, { name: string; sortOrder: number }>> {
    this.catalogue ??= (this.db.query('SELECT id, name, sortOrder FROM services') as Promise<Array<{ id: number; name: string; sortOrder: number }>>).then(
      (rows) => new Map(rows.map((r) => [Number(r.id), { name: r.name, sortOrder: Number(r.sortOrder) }])),
      (error: unknown) => {
        this.catalogue = null;
        throw error;
      },
    );
    return this.catalogue;
  }
}

/**
 * A directory card from a raw row (MariaDB sends decimals as strings and booleans as tinyint), its services
 * in catalogue order and its areas in their order; distance and coverage relative to the searched place.
 */
export function toSearchResult(row: ProviderRow, services: ProviderServiceRef[], serviceAreas: string[], place: SearchedPlace | null): ProviderSearchResult {
  const lat = num(row.latitude);
  const lng = num(row.longitude);
  return {
    id: Number(row.id),
    businessName: row.businessName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    description: row.description,
    rating: Number(row.rating),
    totalReviews: Number(row.reviewCount),
    isHighlighted: Boolean(Number(row.isHighlighted)),
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

function toCandidate(r: Candidate, centre: GeoPoint): Candidate {
  const lat = num(r.latitude);
  const lng = num(r.longitude);
  return {
    id: Number(r.id),
    latitude: lat,
    longitude: lng,
    isHighlighted: Number(r.isHighlighted),
    displayPriority: Number(r.displayPriority),
    rating: Number(r.rating),
    businessName: r.businessName,
    distance: lat !== null && lng !== null ? distanceKm(centre, { lat, lng }) : null,
  };
}

function groupBy<R extends { providerId: number }, V>(rows: R[], value: (row: R) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const row of rows) {
    const id = Number(row.providerId);
    const list = out.get(id);
    if (list) list.push(value(row));
    else out.set(id, [value(row)]);
  }
  return out;
}
