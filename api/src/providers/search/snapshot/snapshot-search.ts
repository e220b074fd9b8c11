import {
  DIVERSE_NEEDS,
  PROVIDER_SEARCH,
  PROVIDER_LANGUAGES,
  attributeMask,
  boundingBox,
  distanceKm,
  inServiceMask,
  longitudeStripsOf,
  roundDistanceKm,
  serviceMask,
  squaredChordWithin,
  unitVector,
  type GeoPoint,
} from '@homeward/domain';
import { cardForSearch } from '../../search-card.js';
import { DISTANCE_STEPS_KM, withServing } from '../near-query.js';
import { byDistance, byRelevance, type Candidate } from '../ordering.js';
import { intakeBits, type DirectorySnapshot } from './directory-snapshot.js';
import type { SearchedPlace } from '../../../locations/locations.service.js';
import type { Row } from '../../../database/prepared-reader.js';
import type { SearchProvidersDto } from '../../dto/search-providers.dto.js';
import type { SearchPage } from '../page-query.js';
import type { RankedPage } from '../ranked-page.js';
import type { SnapshotText } from './text-match.js';

/**
 * The directory search answered from the snapshot (directory-snapshot.ts), the same answers as the SQL shapes
 * of ProviderSearchService, step for step: the same filters, the same circles (DISTANCE_STEPS_KM, the
 * bounding box and the squared chord on the stored unit vectors), ties broken by slot as the SQL breaks them
 * by RELEVANCE_ORDER_SQL, then the same in-memory ranking (byDistance, byRelevance, withServing) the SQL
 * shapes finish with. `snapshot-search.contract.ts` compares the two over generated queries on both databases.
 *
 * Anything the snapshot cannot decide exactly makes it decline (undefined) and the search goes to SQL: a
 * service id without a mask bit, a q MySQL's collation must judge (text-match.ts), a card not stored, a
 * located provider without its unit vector.
 */

/** Which slots a search may list: the test, and when q's word index has narrowed them, those slots in order (no other can match). */
interface SlotFilter {
  matches: (slot: number) => boolean;
  among?: number[];
}

/** A page's providers before their cards: slots and exact distances (km), with one more than the page when there is more. */
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
    /** TextSearch.plan bound to its database: the word-index probe, shared with the SQL shapes. */
    private readonly textPlan: (q: string, probes: Map<string, readonly number[]>) => Promise<'like' | readonly number[]>,
  ) {}

  async page(query: SearchProvidersDto, place: SearchedPlace | null): Promise<SearchPage | undefined> {
    const ranked = await this.rank(query, place);
    if (!ranked) return undefined;
    const hasMore = ranked.slots.length > ranked.limit;
    const cards = this.cards(ranked.slots.slice(0, ranked.limit), ranked.distances, ranked.place);
    return cards && { ...cards, hasMore };
  }

  async ranking(query: SearchProvidersDto, place: SearchedPlace | null, planPrices?: readonly number[]): Promise<RankedPage | undefined> {
    const ranked = await this.rank(query, place);
    if (!ranked) return undefined;
    const slots = ranked.slots.slice(0, ranked.limit);
    if (slots.some((slot) => this.snapshot.card[slot] === null)) return undefined;
    const prices = new Map<number, Row>();
    if (planPrices) for (const slot of slots) prices.set(this.snapshot.ids[slot]!, this.planPricesRow(slot, planPrices));
    const index = new Map(slots.map((slot, i) => [this.snapshot.ids[slot]!, i]));
    const s = this.snapshot;
    return {
      ids: slots.map((slot) => s.ids[slot]!),
      distancesKm: slots.map((slot, i) => {
        const exact = ranked.place ? (ranked.distances[i] ?? this.distanceOf(slot, ranked.place.centre)) : null;
        return exact === null ? null : roundDistanceKm(exact);
      }),
      hasMore: ranked.slots.length > ranked.limit,
      planPrices: prices,
      // The quote shows a page of its pool: only those cards are written.
      cards: (ids) => {
        const wanted = ids.flatMap((id) => (index.has(id) ? [index.get(id)!] : []));
        const page = this.cards(
          wanted.map((i) => slots[i]!),
          wanted.map((i) => ranked.distances[i] ?? null),
          ranked.place,
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

  /** cardsJson's answer for these slots: the stored card with the distance and coverage appended; undefined if a card is not stored. */
  private cards(slots: readonly number[], distances: ReadonlyArray<number | null>, place: SearchedPlace | null): SearchPage | undefined {
    const page: { cards: string[]; ids: number[]; distancesKm: Array<number | null> } = { cards: [], ids: [], distancesKm: [] };
    for (const [i, slot] of slots.entries()) {
      const stored = this.snapshot.card[slot];
      if (stored === null || stored === undefined) return undefined;
      const exact = place ? (distances[i] ?? this.distanceOf(slot, place.centre)) : null;
      const distance = exact === null ? null : roundDistanceKm(exact);
      page.cards.push(cardForSearch(stored, distance, place !== null && this.serves(slot, place)));
      page.ids.push(this.snapshot.ids[slot]!);
      page.distancesKm.push(distance);
    }
    return { ...page, hasMore: false };
  }

  private distanceOf(slot: number, centre: GeoPoint): number | null {
    const lat = this.snapshot.latitude[slot]!;
    const lng = this.snapshot.longitude[slot]!;
    return Number.isNaN(lat) || Number.isNaN(lng) ? null : distanceKm(centre, { lat, lng });
  }

  private serves(slot: number, place: SearchedPlace): boolean {
    const keys = this.snapshot.areaKeys[slot]!;
    return keys.length > 0 && place.matchKeys.some((key) => keys.includes(key));
  }

  /** ProviderSearchService.rank's shapes, on the snapshot. */
  private async rank(query: SearchProvidersDto, place: SearchedPlace | null): Promise<Ranked | undefined> {
    const limit = query.limit ?? PROVIDER_SEARCH.defaultLimit;
    const offset = query.offset ?? 0;
    const filter = await this.filter(query);
    if (!filter) return undefined;
    const { matches } = filter;
    const needed = offset + limit + 1;
    if (!place) return { ...this.relevancePage(filter, offset, needed), limit, place: null };
    if (!this.snapshot.locatedComplete) return undefined;
    if (query.sort === 'distance') {
      const { inCircle, serving } = this.nearest(matches, place, needed, query.radiusKm);
      const ranked = query.radiusKm === undefined ? inCircle : withServing(inCircle, serving, byDistance);
      return this.fromCandidates(ranked.slice(offset, needed), limit, place);
    }
    if (query.radiusKm === undefined) return { ...this.relevancePage(filter, offset, needed), limit, place };
    const inCircle = this.inCircle(matches, place.centre, query.radiusKm)
      .sort((a, b) => a - b)
      .slice(0, needed)
      .map((slot) => this.candidate(slot, place.centre));
    const ranked = withServing(inCircle, this.serving(matches, place), byRelevance);
    return this.fromCandidates(ranked.slice(offset, needed), limit, place);
  }

  private fromCandidates(ranked: readonly Candidate[], limit: number, place: SearchedPlace): Ranked {
    return { slots: ranked.map((c) => this.snapshot.slotById.get(c.id)!), distances: ranked.map((c) => c.distance), limit, place };
  }

  /** Slots offset.. of the matching providers in relevance order (slot order), `needed - offset` of them at most. */
  private relevancePage({ matches, among }: SlotFilter, offset: number, needed: number): Pick<Ranked, 'slots' | 'distances'> {
    const slots: number[] = [];
    let skipped = 0;
    const count = among ? among.length : this.snapshot.size;
    for (let i = 0; i < count && slots.length < needed - offset; i++) {
      const slot = among ? among[i]! : i;
      if (!matches(slot)) continue;
      if (skipped < offset) skipped++;
      else slots.push(slot);
    }
    return { slots, distances: slots.map(() => null) };
  }

  /**
   * searchFilter's conditions as a test of a slot (one function of plain checks: a circle's box holds thousands
   * of slots, and this ran at about half the cost per slot of a list of closures, measured); undefined when the
   * snapshot cannot decide them exactly.
   */
  private async filter(query: SearchProvidersDto): Promise<SlotFilter | undefined> {
    const s = this.snapshot;
    let text: ((slot: number) => boolean) | null = null;
    let among: number[] | undefined;
    if (query.q) {
      if (!this.text.canMatch(query.q)) return undefined;
      const plan = await this.textPlan(query.q, this.text.probes);
      const like = await this.text.matcher(query.q);
      if (plan === 'like') text = like;
      else {
        among = plan.flatMap((id) => (s.slotById.has(id) ? [s.slotById.get(id)!] : [])).sort((a, b) => a - b);
        const allowed = new Set(among);
        text = (slot) => allowed.has(slot) && like(slot);
      }
    }
    const state = query.state ?? null;
    const services = [...new Set(query.services ?? [])];
    if (!services.every(inServiceMask)) return undefined;
    const serviceBits = serviceMask(services);
    const languageBits = query.languages?.length ? attributeMask(PROVIDER_LANGUAGES, query.languages) : 0;
    const needBits = query.diverseNeeds?.length ? attributeMask(DIVERSE_NEEDS, query.diverseNeeds) : 0;
    if (query.acceptingNewClients?.length && !s.intakeExact) return undefined;
    const intakeWanted = query.acceptingNewClients?.length ? intakeBits(query.acceptingNewClients) : -1;
    const matches = (slot: number): boolean => {
      if (state !== null && s.state[slot] !== state) return false;
      if (serviceBits !== 0 && (s.filterServiceMask[slot]! & serviceBits) >>> 0 !== serviceBits) return false;
      if (languageBits !== 0 && (s.languageMask[slot]! & languageBits) === 0) return false;
      if (needBits !== 0 && (s.diverseNeedMask[slot]! & needBits) === 0) return false;
      if (intakeWanted !== -1 && (s.intakeBit[slot]! & intakeWanted) === 0) return false;
      return text === null || text(slot);
    };
    return { matches, among };
  }

  /** The matching located slots in a circle, as the location index and the chord find them (NearQuery.inCircle), unordered. */
  private inCircle(matches: (slot: number) => boolean, centre: GeoPoint, radiusKm: number): number[] {
    const s = this.snapshot;
    const box = boundingBox(centre, radiusKm);
    const within = squaredChordWithin(radiusKm);
    const { x: cx, y: cy, z: cz } = unitVector(centre);
    const { first, last } = longitudeStripsOf(box);
    const out: number[] = [];
    const scan = (list: Int32Array) => {
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (s.latitude[list[mid]!]! < box.minLat) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < list.length; i++) {
        const slot = list[i]!;
        if (s.latitude[slot]! > box.maxLat) break;
        const lng = s.longitude[slot]!;
        if (lng < box.minLng || lng > box.maxLng) continue;
        const dx = s.unitX[slot]! - cx;
        const dy = s.unitY[slot]! - cy;
        const dz = s.unitZ[slot]! - cz;
        if (dx * dx + dy * dy + dz * dz <= within && matches(slot)) out.push(slot);
      }
    };
    if (last - first + 1 <= s.strips.size) {
      for (let strip = first; strip <= last; strip++) {
        const list = s.strips.get(strip);
        if (list) scan(list);
      }
    } else {
      for (const [strip, list] of s.strips) if (strip >= first && strip <= last) scan(list);
    }
    return out;
  }

  private chord(slot: number, c: { x: number; y: number; z: number }): number {
    const dx = this.snapshot.unitX[slot]! - c.x;
    const dy = this.snapshot.unitY[slot]! - c.y;
    const dz = this.snapshot.unitZ[slot]! - c.z;
    return dx * dx + dy * dy + dz * dz;
  }

  /** NearQuery.nearest on the snapshot: the circles of DISTANCE_STEPS_KM until one holds `take`, nearest (then slot) first. */
  private nearest(
    matches: (slot: number) => boolean,
    place: SearchedPlace,
    take: number,
    radiusKm: number | undefined,
  ): { inCircle: Candidate[]; serving: Candidate[] | undefined } {
    const { centre } = place;
    const c = unitVector(centre);
    const byChord = (slots: number[]) => {
      const chords = new Map(slots.map((slot) => [slot, this.chord(slot, c)]));
      return slots.sort((a, b) => chords.get(a)! - chords.get(b)! || a - b);
    };
    const steps = radiusKm === undefined ? [...DISTANCE_STEPS_KM] : [...DISTANCE_STEPS_KM.filter((r) => r < radiusKm), radiusKm];
    for (const [i, circle] of steps.entries()) {
      const isLast = i === steps.length - 1;
      const found = this.inCircle(matches, centre, circle);
      if (found.length >= take || (isLast && radiusKm !== undefined)) {
        const inCircle = byChord(found)
          .slice(0, take)
          .map((slot) => this.candidate(slot, centre))
          .sort(byDistance);
        return { inCircle, serving: isLast && radiusKm !== undefined ? this.serving(matches, place) : undefined };
      }
    }
    // Without a radius and short of `take` at the largest circle: every matching provider, the unlocated last.
    const located: number[] = [];
    const unlocated: number[] = [];
    for (let slot = 0; slot < this.snapshot.size; slot++) {
      if (!matches(slot)) continue;
      if (Number.isNaN(this.snapshot.latitude[slot]!)) unlocated.push(slot);
      else located.push(slot);
    }
    const all = [...byChord(located), ...unlocated].slice(0, take);
    return { inCircle: all.map((slot) => this.candidate(slot, centre)).sort(byDistance), serving: undefined };
  }

  /** The matching providers whose service areas name the place (the serving half of NearQuery.inCircle). */
  private serving(matches: (slot: number) => boolean, place: SearchedPlace): Candidate[] {
    const seen = new Set<number>();
    const out: Candidate[] = [];
    for (const key of place.matchKeys) {
      for (const slot of this.snapshot.slotsByAreaKey.get(key) ?? []) {
        if (seen.has(slot) || !matches(slot)) continue;
        seen.add(slot);
        out.push(this.candidate(slot, place.centre));
      }
    }
    return out;
  }

  private candidate(slot: number, centre: GeoPoint): Candidate {
    const s = this.snapshot;
    const lat = s.latitude[slot]!;
    const lng = s.longitude[slot]!;
    const located = !Number.isNaN(lat) && !Number.isNaN(lng);
    return {
      id: s.ids[slot]!,
      latitude: located ? lat : null,
      longitude: located ? lng : null,
      isHighlighted: s.isHighlighted[slot]!,
      displayPriority: s.displayPriority[slot]!,
      rating: s.rating[slot]!,
      businessName: s.businessName[slot]!,
      distance: located ? distanceKm(centre, { lat, lng }) : null,
    };
  }
}
