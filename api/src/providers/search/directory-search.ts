import { BadRequestException, Injectable } from '@nestjs/common';
import { AUTO_RADIUS, defaultRadiusKm, NEAR_DEFAULT_RADIUS, NEAR_MESSAGES, PROVIDER_SEARCH, type RadiusKm } from '@homeward/domain';
import { CatalogService } from '../../catalog/catalog.service.js';
import { PreparedReader } from '../../database/prepared-reader.js';
import { LocationsService, type SearchedPlace } from '../../locations/locations.service.js';
import { unknownPlace } from '../provider-errors.js';
import { searchCacheKey } from './cache-key.js';
import { priceFromOf } from './card-rows.js';
import { asksWhatSomeHaveNotTold, searchFilter, type SearchFilter } from './filter-query.js';
import { NearQuery, servingFirst, withServing } from './near-query.repository.js';
import { byRelevance, type Candidate } from './ordering.js';
import { PageQuery, type SearchPage } from './page-query.repository.js';
import { readOffers, type Offer } from './plan-offers.repository.js';
import { rankedCandidates, rankedFromPage, type RankedPage } from './ranked-page.js';
import { TextSearch } from './text-query.repository.js';
import { SearchCache } from './search-cache.js';
import type { ResolvedSearchQuery, SearchProvidersDto } from '../dto/search-providers.dto.js';

// The directory search, start here. The pieces, one module each in this folder, in
// reading order: text-query (q), filter-query (which organisations: q, state, services, attribute-filters), ordering
// (the spec's order), page-query (a page of cards), near-query (organisations by their nearest office around a place),
// office-nearness (a card's distance and coverage), ranked-page and plan-offers (what the plan quote reads),
// card-rows (a row's card JSON), cache-key and search-cache (pages kept until the "directory changed" event), sql.
// The modules that run statements are the search's repositories (*.repository.ts): each reads through the one
// PreparedReader this class is given, the hot path's prepared statements.
export { toSearchResult, type BuiltCardRow } from './card-rows.js';
export { searchCacheKey } from './cache-key.js';
export { DISTANCE_STEPS_KM } from './near-query.repository.js';
export { RELEVANCE_ORDER_SQL, byDistance, byRelevance, type Candidate } from './ordering.js';
export type { SearchPage } from './page-query.repository.js';
export type { RankedPage } from './ranked-page.js';
export type { Offer } from './plan-offers.repository.js';

/** A page of the directory: its cards, and the radius searched when there was one (radiusKm=auto: the rule's). */
export type DirectoryPage = SearchPage & {
  radiusKm?: RadiusKm;
  /** With a service, language, need or intake filter: how many more match the rest of the search but have not told us that detail. */
  notToldCount?: number;
};

/** A provider of the plan quote's pool, and the ranking that found it (which may hold its prices). */
export interface PoolMember {
  id: number;
}

/**
 * The public directory search, the one engine and the plan quote's only way into the directory. It serves
 * repeated searches from the cache, else: without a place, the database pages in relevance order; near a place,
 * organisations are found by their nearest office (near-query) and ranked by distance or relevance in SQL.
 */
@Injectable()
export class DirectorySearch {
  private readonly text: TextSearch;
  private readonly pages: PageQuery;
  private readonly near: NearQuery;

  constructor(
    private readonly db: PreparedReader,
    private readonly locations: LocationsService,
    private readonly cache: SearchCache,
    catalog: CatalogService,
  ) {
    this.text = new TextSearch(db);
    this.pages = new PageQuery(db, () => catalog.catalog);
    this.near = new NearQuery(db);
  }

  /** A page, with the radius it was searched in when there is one (radiusKm=auto: the default rule's). */
  async search(query: SearchProvidersDto): Promise<DirectoryPage> {
    const key = this.cache.enabled ? searchCacheKey(query) : '';
    const cached = key && this.cache.get<DirectoryPage>(key);
    if (cached) return cached;
    const place = await this.place(query);
    const resolved = await this.withRadius(query, place);
    const found: DirectoryPage = await this.sqlPage(resolved, place);
    const page = resolved.radiusKm === undefined ? found : { ...found, radiusKm: resolved.radiusKm };
    const notTold = asksWhatSomeHaveNotTold(resolved) ? await this.notToldCount(resolved, place) : undefined;
    if (notTold !== undefined) page.notToldCount = notTold;
    if (key) this.cache.set(key, page);
    return page;
  }

  /**
   * How many organisations within the search's radius match the rest of it but have not told us what it filters
   * on: "12 providers near you haven't told us which services they offer". Only near a place, where it matters: a
   * count over a whole state read every row of it (with q, every description) on each search.
   */
  private async notToldCount(query: ResolvedSearchQuery, place: SearchedPlace | null): Promise<number | undefined> {
    if (!place || query.radiusKm === undefined) return undefined;
    const filter = searchFilter(query, query.q ? await this.text.condition(query.q) : null, 'onlyNotTold');
    return this.near.countInCircle(filter, place, query.radiusKm);
  }

  /** The search with radiusKm=auto worked out (the rest as it is). */
  private async withRadius(query: SearchProvidersDto, place: SearchedPlace | null): Promise<ResolvedSearchQuery> {
    if (query.radiusKm !== AUTO_RADIUS) return query as ResolvedSearchQuery;
    const { radiusKm: _auto, ...rest } = query;
    return { ...rest, radiusKm: await this.defaultRadiusKm(rest, place) };
  }

  /**
   * The default radius (libs/domain defaultRadiusKm) for a search near a place: from the
   * distances of its NEAR_DEFAULT_RADIUS.enough nearest matching providers, found as any nearest-first page is
   * (and cached like one).
   */
  async defaultRadiusKm(query: Omit<ResolvedSearchQuery, 'radiusKm' | 'sort' | 'limit' | 'offset'>, place?: SearchedPlace | null): Promise<RadiusKm> {
    const nearest: ResolvedSearchQuery = { ...query, sort: 'distance', limit: NEAR_DEFAULT_RADIUS.enough };
    const resolvedPlace = place === undefined ? await this.place(nearest) : place;
    const found = await this.ranking(nearest, resolvedPlace);
    return defaultRadiusKm(found.distancesKm.filter((km): km is number => km !== null));
  }

  /**
   * The page: one statement for the relevance shapes, the circles' statements then the cards near a place. Each
   * card has its priceFrom, read with it (the page is cached, and a price-list save announces "directory changed").
   */
  private async sqlPage(query: ResolvedSearchQuery, place: SearchedPlace | null): Promise<SearchPage> {
    const priceFrom = priceFromOf(query.services);
    const found = await this.rank(query, place, priceFrom);
    return 'page' in found ? found.page : this.pages.forCandidates(found.ranked, found.limit, found.place, priceFrom);
  }

  /** The searched place (null without near), or the 400 for near, sort and radiusKm that do not go together. */
  private async place(query: Pick<SearchProvidersDto, 'near' | 'sort' | 'radiusKm'>): Promise<SearchedPlace | null> {
    if (!query.near) {
      if (query.sort === 'distance') throw new BadRequestException(NEAR_MESSAGES.sortNeedsNear);
      if (query.radiusKm !== undefined) throw new BadRequestException(NEAR_MESSAGES.radiusNeedsNear);
      return null;
    }
    const place = await this.locations.resolvePlace(query.near);
    if (!place) throw unknownPlace(NEAR_MESSAGES.unknownPlace);
    return place;
  }

  /**
   * The same page as search() as ids and distances, its cards read when asked for (RankedPage): for the plan
   * quote, which ranks the pool by price and shows a page of it. Cached apart from the pages.
   */
  async ranking(query: ResolvedSearchQuery, knownPlace?: SearchedPlace | null): Promise<RankedPage> {
    const key = this.cache.enabled ? `ranked|${searchCacheKey(query)}` : '';
    const cached = key && this.cache.get<RankedPage>(key);
    if (cached) return cached;
    const place = knownPlace === undefined ? await this.place(query) : knownPlace;
    const found = await this.rank(query, place);
    const ranking = 'page' in found ? rankedFromPage(found.page) : rankedCandidates(this.pages, found.ranked, found.limit, found.place, found.serving);
    if (key) this.cache.set(key, ranking);
    return ranking;
  }

  /** What each organisation of a quote's pool offers of the plan and at what standard prices (plan-offers), in one statement. */
  offers(pool: readonly PoolMember[], serviceIds: readonly number[]): Promise<Map<number, Offer>> {
    return readOffers(
      this.db,
      pool.map((member) => member.id),
      serviceIds,
    );
  }

  /** A page with its cards (the relevance shapes), or the ranked candidates near a place. */
  private async rank(
    query: ResolvedSearchQuery,
    place: SearchedPlace | null,
    priceFrom?: ReturnType<typeof priceFromOf>,
  ): Promise<{ page: SearchPage } | { ranked: Candidate[]; limit: number; place: SearchedPlace; serving?: Candidate[] }> {
    const limit = query.limit ?? PROVIDER_SEARCH.defaultLimit;
    const offset = query.offset ?? 0;
    const filter: SearchFilter = searchFilter(query, query.q ? await this.text.condition(query.q) : null, query.includeNotTold ? 'withNotTold' : 'strict');
    if (!place) return { page: await this.pages.byRelevance(filter, limit, offset, null, priceFrom) };
    const needed = offset + limit + 1;

    if (query.sort === 'distance') {
      const { inCircle, serving } = await this.near.nearest(filter, place, needed, query.radiusKm);
      if (query.radiusKm === undefined) return { ranked: inCircle.slice(offset, needed), limit, place };
      return { ranked: servingFirst(inCircle, serving).slice(offset, needed), limit, place, serving };
    }
    // Every matching organisation in relevance order: the database pages; distances for the page only.
    if (query.radiusKm === undefined) return { page: await this.pages.byRelevance(filter, limit, offset, place, priceFrom) };
    const { inCircle, serving } = await this.near.inCircle(filter, place, query.radiusKm, 'relevance', needed);
    return { ranked: withServing(inCircle, serving, byRelevance).slice(offset, needed), limit, place, serving };
  }
}
