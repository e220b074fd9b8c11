import { cardColumns, cardsJson, type CardRow, type PageCards, type PriceFrom } from './card-rows.js';
import { nearnessOf } from './office-nearness.js';
import { RELEVANCE_ORDER_SQL, type Candidate } from './ordering.js';
import { placeholders } from './sql.js';
import type { Catalog } from '../../catalog/catalog.service.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { SearchFilter } from './filter-query.js';

/**
 * A page of cards, each as its JSON text, with its provider id and distance, in order. Kept apart rather
 * than as one array so what is added per request (priceFrom, a quote's figures) is appended to the text.
 */
export interface SearchPage extends Readonly<PageCards> {
  /** Another page exists (one more row than the limit was found). */
  hasMore: boolean;
}

/** Pages of cards: in relevance order straight from the database, or for candidates ranked near a place. */
export class PageQuery {
  constructor(
    private readonly db: PreparedReader,
    private readonly catalog: () => Pick<Catalog, 'serviceById'>,
  ) {}

  /** One page in relevance order; with a place, each card's distance to the nearest office and coverage. */
  async byRelevance(filter: SearchFilter, limit: number, offset: number, place: SearchedPlace | null, priceFrom?: PriceFrom): Promise<SearchPage> {
    const card = cardColumns('p', priceFrom);
    const rows = await this.db.rows<CardRow>(`SELECT ${card.sql} FROM providers p WHERE ${filter.where} ORDER BY ${RELEVANCE_ORDER_SQL} LIMIT ? OFFSET ?`, [
      ...card.params,
      ...filter.params,
      limit + 1,
      offset,
    ]);
    const page = rows.slice(0, limit);
    const nearness = place
      ? await nearnessOf(
          this.db,
          page.map((row) => Number(row.id)),
          place,
        )
      : null;
    return { ...(await cardsJson(this.db, this.catalog(), page, nearness, priceFrom)), hasMore: rows.length > limit };
  }

  /** The cards of a ranked slice (limit + 1 asked for; the extra one only says there is more), in its order. */
  async forCandidates(ranked: readonly Candidate[], limit: number, place: SearchedPlace | null, priceFrom?: PriceFrom): Promise<SearchPage> {
    const hasMore = ranked.length > limit;
    const ids = ranked.slice(0, limit).map((c) => c.id);
    if (ids.length === 0) return { cards: [], ids: [], distancesKm: [], hasMore };
    const card = cardColumns('p', priceFrom);
    const rows = await this.db.rows<CardRow>(`SELECT ${card.sql} FROM providers p WHERE p.id IN (${placeholders(ids.length)})`, [...card.params, ...ids]);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
    const nearness = place ? await nearnessOf(this.db, ids, place) : null;
    return { ...(await cardsJson(this.db, this.catalog(), inOrder, nearness, priceFrom)), hasMore };
  }
}
