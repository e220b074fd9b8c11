import { BadRequestException, Injectable } from '@nestjs/common';
import { AUTO_RADIUS, defaultRadiusKm, NEAR_DEFAULT_RADIUS, NEAR_MESSAGES, PROVIDER_SEARCH, type RadiusKm } from '@homeward/domain';
import { CatalogService } from '../../catalog/catalog.service.js';
import { PreparedReader } from '../../database/prepared-reader.js';
import { LocationsService, type SearchedPlace } from '../../locations/locations.service.js';
import { searchCacheKey } from './cache-key.js';
import { priceFromOf } from './card-rows.js';
import { searchFilter } from './filter-query.js';
import { NearQuery, servingFirst, withServing, type CircleReads } from './near-query.js';
import { byRelevance, type Candidate } from './ordering.js';
import { PageQuery, type SearchPage } from './page-query.js';
import { readOffers, type Offer } from './plan-offers.js';
import { rankedCandidates, rankedFromPage, type RankedPage } from './ranked-page.js';
import { TextSearch } from './text-query.js';
import { SearchCache } from './search-cache.js';
import type { ResolvedSearchQuery, SearchProvidersDto } from '../dto/search-providers.dto.js';

// The directory search, start here (docs/decisions/037). The pieces, one module each in this folder, in reading
// order: text-query (q: a probe of the word index, text-index), filter-query (which providers: q, state,
// services, attribute-filters), ordering (the spec's order), page-query (a page of cards in one statement),
// near-query (circles around a place), ranked-page and plan-offers (what the plan quote reads), card-rows (a
// row's card JSON), cache-key and search-cache (pages kept until the "directory changed" event), sql. Every
// statement's row is a named record declared beside its SQL (BuiltCardRow, CardRow, CandidateRow, ...).
export { toSearchResult, type BuiltCardRow } from './card-rows.js';
export { searchCacheKey } from './cache-key.js';
export { DISTANCE_STEPS_KM } from './near-query.js';
export { RELEVANCE_ORDER_SQL, byDistance, byRelevance, type Candidate } from './ordering.js';
export type { SearchPage } from './page-query.js';
export type { RankedPage } from './ranked-page.js';
export type { Offer } from './plan-offers.js';

/** A page of the directory: its cards, and the radius searched when there was one (radiusKm=auto: the rule's). */
export type DirectoryPage = SearchPage & { radiusKm?: RadiusKm };

/** A provider of the plan quote's pool, and the ranking that found it (which may hold its prices). */
export interface PoolMember {
  id: number;
  from: Pick<RankedPage, 'planPrices'>;
}

/**
 * The public directory search (docs/decisions/014, 015, 037), the one engine and the plan quote's only way
 * into the directory (search, ranking, offers: pricing reads nothing else of it). It serves repeated searches from
 * the cache, else picks the SQL query shape:
 * - No place, or a place without a radius in relevance order: the database pages in relevance order, cards
 *   included: one statement (with q holding indexable words, after one probe of the word index).
 * - A place with sort=distance or a radius: candidates from the circles (and the providers serving the
 *   place) with their cards joined, ranked in memory: one statement when the remembered circle holds the page
 *   (more for sparse areas, and one more for the cards of serving providers outside the circle).
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
    const found = await this.sqlPage(resolved, place);
    const page = resolved.radiusKm === undefined ? found : { ...found, radiusKm: resolved.radiusKm };
    if (key) this.cache.set(key, page);
    return page;
  }

  /** The search with radiusKm=auto worked out (the rest as it is). */
  private async withRadius(query: SearchProvidersDto, place: SearchedPlace | null): Promise<ResolvedSearchQuery> {
    if (query.radiusKm !== AUTO_RADIUS) return query as ResolvedSearchQuery;
    const { radiusKm: _auto, ...rest } = query;
    return { ...rest, radiusKm: await this.defaultRadiusKm(rest, place) };
  }

  /**
   * The default radius (libs/domain defaultRadiusKm, docs/decisions/032) for a search near a place: from the
   * distances of its NEAR_DEFAULT_RADIUS.enough nearest matching providers, found as any nearest-first page is
   * (and cached like one).
   */
  async defaultRadiusKm(query: Omit<ResolvedSearchQuery, 'radiusKm' | 'sort' | 'limit' | 'offset'>, place?: SearchedPlace | null): Promise<RadiusKm> {
    const nearest: ResolvedSearchQuery = { ...query, sort: 'distance', limit: NEAR_DEFAULT_RADIUS.enough };
    const resolvedPlace = place === undefined ? await this.place(nearest) : place;
    const found = await this.ranking(nearest, undefined, resolvedPlace);
    return defaultRadiusKm(found.distancesKm.filter((km): km is number => km !== null));
  }

  /**
   * The page: one statement for the relevance shapes, the circles' statements then the cards near a place. Each
   * card has its priceFrom, read with it (the page is cached, and a price-list save announces "directory changed").
   */
  private async sqlPage(query: ResolvedSearchQuery, place: SearchedPlace | null): Promise<SearchPage> {
    const priceFrom = priceFromOf(query.services);
    const found = await this.rank(query, place, { cards: true, priceFrom });
    return 'page' in found ? found.page : this.pages.forCandidates(found.ranked, found.limit, found.place, found.serving, priceFrom);
  }

  /** The searched place (null without near), or the 400 for near, sort and radiusKm that do not go together. */
  private async place(query: Pick<SearchProvidersDto, 'near' | 'sort' | 'radiusKm'>): Promise<SearchedPlace | null> {
    if (!query.near) {
      if (query.sort === 'distance') throw new BadRequestException(NEAR_MESSAGES.sortNeedsNear);
      if (query.radiusKm !== undefined) throw new BadRequestException(NEAR_MESSAGES.radiusNeedsNear);
      return null;
    }
    const place = await this.locations.resolvePlace(query.near);
    if (!place) throw new BadRequestException(NEAR_MESSAGES.unknownPlace);
    return place;
  }

  /**
   * The same page as search() as ids and distances, its cards read when asked for (RankedPage): for the plan
   * quote, which ranks the pool by price and shows a page of it. Cached apart from the pages.
   *
   * `planPrices` (the plan's services): near a place, the circle statement also reads the pool's cards and its
   * prices for them (RankedPage.planPrices), so the quote's pool, offers and cards are one statement; elsewhere
   * the quote reads them itself. Without it the pool's cards are read only for the page shown.
   */
  async ranking(query: ResolvedSearchQuery, planPrices?: readonly number[], knownPlace?: SearchedPlace | null): Promise<RankedPage> {
    const key = this.cache.enabled ? `ranked|${planPrices?.join(',') ?? ''}|${searchCacheKey(query)}` : '';
    const cached = key && this.cache.get<RankedPage>(key);
    if (cached) return cached;
    const place = knownPlace === undefined ? await this.place(query) : knownPlace;
    const found = await this.rank(query, place, planPrices ? { cards: true, planPrices } : { cards: false });
    const ranking = 'page' in found ? rankedFromPage(found.page) : rankedCandidates(this.pages, found.ranked, found.limit, found.place, found.serving);
    if (key) this.cache.set(key, ranking);
    return ranking;
  }

  /**
   * What each provider of a quote's pool offers of the plan and at what standard prices (plan-offers): from the
   * prices its ranking read with it (near a place), the others in one statement by primary key.
   */
  offers(pool: readonly PoolMember[], serviceIds: readonly number[]): Promise<Map<number, Offer>> {
    const from = new Map(pool.map((member) => [member.id, member.from]));
    return readOffers(
      this.db,
      pool.map((member) => member.id),
      (id) => from.get(id)?.planPrices.get(id),
      serviceIds,
    );
  }

  /**
   * A page with its cards (the relevance shapes: one statement), or the ranked candidates (near-me), with
   * the cards (and a plan's prices) of those the circle statement read them for (the rest are read by forCandidates).
   */
  private async rank(
    query: ResolvedSearchQuery,
    place: SearchedPlace | null,
    wanted: Pick<CircleReads, 'cards' | 'planPrices' | 'priceFrom'>,
  ): Promise<{ page: SearchPage } | { ranked: Candidate[]; limit: number; place: SearchedPlace; serving?: Candidate[] }> {
    const limit = query.limit ?? PROVIDER_SEARCH.defaultLimit;
    const offset = query.offset ?? 0;
    // The circle reads offset + limit + 1 candidates; their cards too only while that is at most about two pages.
    const reads: CircleReads = wanted.cards && offset <= limit ? wanted : {};
    const filter = searchFilter(query, query.q ? await this.text.condition(query.q) : null);
    if (!place) return { page: await this.pages.byRelevance(filter, limit, offset, null, wanted.priceFrom) };
    const needed = offset + limit + 1;

    if (query.sort === 'distance') {
      if (query.radiusKm === undefined) {
        const { inCircle } = await this.near.nearest(filter, place, needed, undefined, reads);
        return { ranked: inCircle.slice(offset, needed), limit, place };
      }
      const { inCircle, serving } = await this.near.nearest(filter, place, needed, query.radiusKm, { ...reads, serving: true });
      return { ranked: servingFirst(inCircle, serving ?? []).slice(offset, needed), limit, place, serving };
    }
    // Every matching provider in relevance order: the database pages; distances for the page only.
    if (query.radiusKm === undefined) return { page: await this.pages.byRelevance(filter, limit, offset, place, wanted.priceFrom) };
    const { inCircle, serving } = await this.near.inCircleByRelevance(filter, place, query.radiusKm, needed, {
      cards: reads.cards,
      priceFrom: reads.priceFrom,
    });
    return { ranked: withServing(inCircle, serving, byRelevance).slice(offset, needed), limit, place, serving };
  }
}
