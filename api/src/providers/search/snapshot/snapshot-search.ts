import { PROVIDER_SEARCH, roundDistanceKm } from '@homeward/domain';
import { cardForSearch } from '../../search-card.js';
import { servingFirst, withServing } from '../near-query.js';
import { byRelevance, type Candidate } from '../ordering.js';
import { candidate, distanceOf, inCircle, nearest, serving } from './snapshot-circles.js';
import { relevanceSlots, slotFilter, type TextPlan } from './slot-filter.js';
import type { SearchedPlace } from '../../../locations/locations.service.js';
import type { Row } from '../../../database/prepared-reader.js';
import type { ResolvedSearchQuery } from '../../dto/search-providers.dto.js';
import type { PageCards } from '../card-rows.js';
import type { SearchPage } from '../page-query.js';
import type { RankedPage } from '../ranked-page.js';
import type { DirectorySnapshot } from './directory-snapshot.js';
import type { SnapshotText } from './text-match.js';

/**
 * The directory search answered from the snapshot (directory-snapshot.ts), the same answers as the SQL shapes
 * of ProviderSearchService, step for step: the same filters (slot-filter.ts), the same circles
 * (snapshot-circles.ts), ties broken by slot as the SQL breaks them by RELEVANCE_ORDER_SQL (by id in nearest
 * first, NEAREST_TIE_SQL), then the same in-memory ranking (byDistance, byRelevance, withServing, servingFirst)
 * the SQL shapes finish with.
 * `snapshot-search.contract.ts` compares the two over generated queries on both databases.
 *
 * Anything the snapshot cannot decide exactly makes it decline (undefined) and the search goes to SQL: a
 * service id without a mask bit, a q MySQL's collation must judge (text-match.ts), a card not stored, a
 * located provider without its unit vector.
 */

/** A page's providers before their cards: slots and exact distances (km; null: not worked out yet), one more than the page when there is more. */
interface Ranked {
  slots: number[];
  distances: Array<number | null>;
  limit: number;
  place: SearchedPlace | null;
}

export class SnapshotSearch {
  constructor(
    private readonly snapshot: DirectorySnapshot,
    private readonly text: SnapshotText,
    private readonly textPlan: TextPlan,
  ) {}

  async page(query: ResolvedSearchQuery, place: SearchedPlace | null): Promise<SearchPage | undefined> {
    const ranked = await this.rank(query, place);
    if (!ranked) return undefined;
    const cards = this.cards(ranked, ranked.slots.slice(0, ranked.limit).keys());
    return cards && { ...cards, hasMore: ranked.slots.length > ranked.limit };
  }

  async ranking(query: ResolvedSearchQuery, place: SearchedPlace | null, planPrices?: readonly number[]): Promise<RankedPage | undefined> {
    const ranked = await this.rank(query, place);
    if (!ranked) return undefined;
    const s = this.snapshot;
    const slots = ranked.slots.slice(0, ranked.limit);
    if (slots.some((slot) => s.card[slot] === null)) return undefined;
    const prices = new Map<number, Row>();
    if (planPrices) for (const slot of slots) prices.set(s.ids[slot]!, this.planPricesRow(slot, planPrices));
    const positionById = new Map(slots.map((slot, i) => [s.ids[slot]!, i]));
    return {
      ids: slots.map((slot) => s.ids[slot]!),
      distancesKm: slots.map((slot, i) => this.roundedDistance(ranked, slot, i)),
      hasMore: ranked.slots.length > ranked.limit,
      planPrices: prices,
      // As the SQL ranking knows them: read with the serving providers only for a radius.
      servingIds: new Set(
        ranked.place && query.radiusKm !== undefined ? slots.filter((slot) => this.serves(slot, ranked.place!)).map((slot) => s.ids[slot]!) : [],
      ),
      // The quote shows a page of its pool: only those cards are written.
      cards: (ids) => {
        const page = this.cards(
          ranked,
          ids.flatMap((id) => (positionById.has(id) ? [positionById.get(id)!] : [])),
        )!;
        return Promise.resolve(new Map(page.ids.map((id, i) => [id, page.cards[i]!])));
      },
    };
  }

  /** near-query's PLAN_PRICES_ROW for a slot: the stored mask, pricesUpdatedAt, then each service's standard price (null: not priced). */
  private planPricesRow(slot: number, serviceIds: readonly number[]): Row {
    const prices = this.snapshot.standardPrices[slot];
    return [this.snapshot.storedServiceMask[slot], this.snapshot.pricesUpdatedAt[slot], ...serviceIds.map((id) => prices?.get(id) ?? null)];
  }

  /** The distance cardsJson shows for the ranked slot at `position` (km, 1 decimal; null without a place or coordinates). */
  private roundedDistance(ranked: Ranked, slot: number, position: number): number | null {
    if (!ranked.place) return null;
    const exact = ranked.distances[position] ?? distanceOf(this.snapshot, slot, ranked.place.centre);
    return exact === null ? null : roundDistanceKm(exact);
  }

  /** cardsJson's answer for the ranked slots at these positions: the stored card with distance and coverage appended; undefined if a card is not stored. */
  private cards(ranked: Ranked, positions: Iterable<number>): PageCards | undefined {
    const page: PageCards = { cards: [], ids: [], distancesKm: [] };
    for (const position of positions) {
      const slot = ranked.slots[position]!;
      const stored = this.snapshot.card[slot];
      if (stored === null || stored === undefined) return undefined;
      const distance = this.roundedDistance(ranked, slot, position);
      page.cards.push(cardForSearch(stored, distance, ranked.place !== null && this.serves(slot, ranked.place)));
      page.ids.push(this.snapshot.ids[slot]!);
      page.distancesKm.push(distance);
    }
    return page;
  }

  private serves(slot: number, place: SearchedPlace): boolean {
    const keys = this.snapshot.areaKeys[slot]!;
    return keys.length > 0 && place.matchKeys.some((key) => keys.includes(key));
  }

  /** ProviderSearchService.rank's shapes, on the snapshot. */
  private async rank(query: ResolvedSearchQuery, place: SearchedPlace | null): Promise<Ranked | undefined> {
    const s = this.snapshot;
    const limit = query.limit ?? PROVIDER_SEARCH.defaultLimit;
    const offset = query.offset ?? 0;
    const filter = await slotFilter(s, this.text, this.textPlan, query);
    if (!filter) return undefined;
    const needed = offset + limit + 1;
    const byRelevanceOrder = (): Ranked => {
      const slots = relevanceSlots(s, filter, offset, needed);
      return { slots, distances: slots.map(() => null), limit, place };
    };
    if (!place) return byRelevanceOrder();
    if (!s.locatedComplete) return undefined;
    if (query.sort === 'distance') {
      const found = nearest(s, filter.matches, place, needed, query.radiusKm);
      const ranked = query.radiusKm === undefined ? found.inCircle : servingFirst(found.inCircle, found.serving ?? []);
      return this.fromCandidates(ranked.slice(offset, needed), limit, place);
    }
    if (query.radiusKm === undefined) return byRelevanceOrder();
    const inRelevanceOrder = inCircle(s, filter.matches, place.centre, query.radiusKm)
      .sort((a, b) => a - b)
      .slice(0, needed)
      .map((slot) => candidate(s, slot, place.centre));
    const ranked = withServing(inRelevanceOrder, serving(s, filter.matches, place), byRelevance);
    return this.fromCandidates(ranked.slice(offset, needed), limit, place);
  }

  private fromCandidates(ranked: readonly Candidate[], limit: number, place: SearchedPlace): Ranked {
    return { slots: ranked.map((c) => this.snapshot.slotById.get(c.id)!), distances: ranked.map((c) => c.distance), limit, place };
  }
}
