import {
  NEAR_MESSAGES, PROVIDER_SEARCH, boundingBox, distanceKm, roundDistanceKm, serviceAreaKey, type GeoPoint, type ProviderSearchResult, type ProviderServiceRef, type StateCode,
} from '@homeward/domain';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LIKE_ESCAPE, likePattern } from '../common/list-query.js';
import { LocationsService, type SearchedPlace } from '../locations/locations.service.js';
import type { SearchProvidersDto } from './dto/search-providers.dto.js';

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
 * Box sizes tried, in km, when sorting by distance without a radius: the first box holding a full page of
 * providers within its radius decides the page (anything outside the box is farther than its radius).
 */
export const DISTANCE_SORT_STEPS_KM = [25, 100, 400, 1600] as const;

const CANDIDATE_COLUMNS = 'p.id, p.latitude, p.longitude, p.isHighlighted, p.displayPriority, p.rating, p.businessName';
const CARD_COLUMNS = 'id, businessName, name, email, phone, website, address, suburb, state, postcode, description, rating, reviewCount, isHighlighted, latitude, longitude';

interface Filter {
  where: string;
  params: unknown[];
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * The public directory search (docs/decisions/014, 015). Every shape first finds the page's ids, then loads
 * that page's cards, services and areas with three small IN queries:
 * - relevance: one query in the order of IDX_providers_relevance (or IDX_providers_state_relevance), LIMIT
 *   limit+1, so the database stops after one page; each wanted service is an EXISTS against the join
 *   table's primary key;
 * - near: candidates from the bounding box on IDX_providers_location and from service areas on
 *   IDX_provider_service_areas_matchKey, exact distances in JS, then sorted and paged in memory.
 */
@Injectable()
export class ProviderSearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly locations: LocationsService,
  ) {}

  async search(query: SearchProvidersDto): Promise<SearchPage> {
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

    if (query.radiusKm === undefined && query.sort !== 'distance') {
      // Every matching provider, in relevance order: the database pages; distances for the page only.
      return this.page(await this.relevanceIds(filter, limit + 1, offset), limit, place);
    }
    let ranked: Candidate[];
    if (query.radiusKm !== undefined) {
      const inRadius = (await this.boxCandidates(filter, place.centre, query.radiusKm)).filter((c) => c.distance! <= query.radiusKm!);
      const ids = new Set(inRadius.map((c) => c.id));
      const serving = (await this.servingCandidates(filter, place)).filter((c) => !ids.has(c.id));
      ranked = [...inRadius, ...serving].sort(query.sort === 'distance' ? byDistance : byRelevance);
    } else {
      ranked = await this.nearestFirst(filter, place.centre, offset + limit + 1);
    }
    return this.page(ranked.slice(offset, offset + limit + 1).map((c) => c.id), limit, place);
  }

  /** Active providers matching q, state and every service: a WHERE clause on alias p. */
  private filter(query: SearchProvidersDto): Filter {
    const where = ['p.isActive = 1'];
    const params: unknown[] = [];
    if (query.q) {
      where.push(`(LOWER(p.businessName) LIKE ? ${LIKE_ESCAPE} OR LOWER(p.description) LIKE ? ${LIKE_ESCAPE})`);
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

  /** Matching providers inside the bounding box of radiusKm around the centre, with exact distances. */
  private async boxCandidates(filter: Filter, centre: GeoPoint, radiusKm: number): Promise<Candidate[]> {
    const box = boundingBox(centre, radiusKm);
    const rows = (await this.db.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM providers p WHERE ${filter.where} AND p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ?`,
      [...filter.params, box.minLat, box.maxLat, box.minLng, box.maxLng],
    )) as Candidate[];
    return rows.map((r) => toCandidate(r, centre));
  }

  /** Matching providers whose service areas name the place (postcode, locality, 'locality state'), wherever their office is. */
  private async servingCandidates(filter: Filter, place: SearchedPlace): Promise<Candidate[]> {
    const rows = (await this.db.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM providers p WHERE ${filter.where} AND p.id IN (SELECT a.providerId FROM provider_service_areas a WHERE a.matchKey IN (${placeholders(place.matchKeys.length)}))`,
      [...filter.params, ...place.matchKeys],
    )) as Candidate[];
    return rows.map((r) => toCandidate(r, place.centre));
  }

  /** The first `needed` providers by distance, widening the box until it holds that many within its radius. */
  private async nearestFirst(filter: Filter, centre: GeoPoint, needed: number): Promise<Candidate[]> {
    for (const radiusKm of DISTANCE_SORT_STEPS_KM) {
      const within = (await this.boxCandidates(filter, centre, radiusKm)).filter((c) => c.distance! <= radiusKm);
      if (within.length >= needed) return within.sort(byDistance);
    }
    const rows = (await this.db.query(`SELECT ${CANDIDATE_COLUMNS} FROM providers p WHERE ${filter.where}`, filter.params)) as Candidate[];
    return rows.map((r) => toCandidate(r, centre)).sort(byDistance);
  }

  /** The cards of a page of ids (limit + 1 asked for; the extra one only says there is more). */
  private async page(ids: number[], limit: number, place: SearchedPlace | null): Promise<SearchPage> {
    const hasMore = ids.length > limit;
    const pageIds = ids.slice(0, limit);
    if (pageIds.length === 0) return { items: [], hasMore };
    const list = placeholders(pageIds.length);
    const [rows, services, areas] = await Promise.all([
      this.db.query(`SELECT ${CARD_COLUMNS} FROM providers WHERE id IN (${list})`, pageIds) as Promise<ProviderRow[]>,
      this.db.query(
        `SELECT ps.providerId, s.id, s.name FROM provider_services ps JOIN services s ON s.id = ps.serviceId WHERE ps.providerId IN (${list}) ORDER BY s.sortOrder, s.id`,
        pageIds,
      ) as Promise<Array<{ providerId: number; id: number; name: string }>>,
      this.db.query(`SELECT providerId, name FROM provider_service_areas WHERE providerId IN (${list}) ORDER BY position, id`, pageIds) as Promise<
        Array<{ providerId: number; name: string }>
      >,
    ]);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const servicesOf = groupBy(services, (s) => ({ id: Number(s.id), name: s.name }));
    const areasOf = groupBy(areas, (a) => a.name);
    const items: ProviderSearchResult[] = [];
    for (const id of pageIds) {
      const row = byId.get(id);
      // A row deleted between the two queries is left out.
      if (row) items.push(toSearchResult(row, servicesOf.get(id) ?? [], areasOf.get(id) ?? [], place));
    }
    return { items, hasMore };
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
