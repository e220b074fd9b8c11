import { roundDistanceKm } from '@homeward/domain';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { Candidate } from './ordering.js';
import type { PageQuery, SearchPage } from './page-query.repository.js';

/**
 * A search's page as ids and distances, with its cards read only for the ids asked for: the plan quote ranks
 * a pool of 40 by price and shows a page of 20 of them. The cards once read are kept with
 * the ranking, so a cached ranking answers a repeated quote without reading them again.
 */
export interface RankedPage {
  ids: readonly number[];
  distancesKm: ReadonlyArray<number | null>;
  hasMore: boolean;
  /** The cards (JSON text, as the search sends them) of these ids of the page, by id; none for a provider deleted since. */
  cards(ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
  /** The ids of the page that visit the searched place (their areas name it, or the estimate), when a place was searched with a radius. */
  servingIds: ReadonlySet<number>;
}

/** A page whose cards came with it (the relevance shapes read them in the same statement). */
export function rankedFromPage(page: SearchPage): RankedPage {
  const byId = new Map(page.ids.map((id, i) => [id, page.cards[i]!]));
  return {
    ids: page.ids,
    distancesKm: page.distancesKm,
    hasMore: page.hasMore,
    cards: (ids) => Promise.resolve(pick(byId, ids)),
    servingIds: new Set(),
  };
}

/** Candidates ranked near a place: what forCandidates would answer, its cards read on demand. */
export function rankedCandidates(
  pages: PageQuery,
  ranked: readonly Candidate[],
  limit: number,
  place: SearchedPlace,
  serving?: readonly Candidate[],
): RankedPage {
  const page = ranked.slice(0, limit);
  const byId = new Map(page.map((c) => [c.id, c]));
  const read = new Map<number, string>();
  return {
    ids: page.map((c) => c.id),
    distancesKm: page.map((c) => (c.distance === null ? null : roundDistanceKm(c.distance))),
    hasMore: ranked.length > limit,
    servingIds: new Set((serving ?? []).map((c) => c.id).filter((id) => byId.has(id))),
    async cards(ids) {
      const unread = ids.filter((id) => !read.has(id) && byId.has(id));
      if (unread.length > 0) {
        const got = await pages.forCandidates(
          unread.map((id) => byId.get(id)!),
          unread.length,
          place,
        );
        got.ids.forEach((id, i) => read.set(id, got.cards[i]!));
      }
      return pick(read, ids);
    },
  };
}

function pick(cards: ReadonlyMap<number, string>, ids: readonly number[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const id of ids) {
    const card = cards.get(id);
    if (card !== undefined) out.set(id, card);
  }
  return out;
}
