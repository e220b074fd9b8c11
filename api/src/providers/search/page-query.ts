import { cardColumns, cardsJson, type CardRow, type PageCards, type PriceFrom } from './card-rows.js';
import { RELEVANCE_KEYS, RELEVANCE_ORDER_SQL, type Candidate } from './ordering.js';
import { placeholders } from './sql.js';
import type { Catalog } from '../../catalog/catalog.service.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { SearchFilter } from './filter-query.js';

/**
 * A page of cards, each as its JSON text, with its provider id and distance, in order. Kept apart rather
 * than as one array so what is added per request (priceFrom, a quote's figures) is appended to the text:
 * parsing a page and writing it again cost a fifth of a search's time (docs/decisions/023).
 */
export interface SearchPage extends Readonly<PageCards> {
  /** Another page exists (one more row than the limit was found). */
  hasMore: boolean;
}

/** Pages of cards: in relevance order straight from the database, or for candidates ranked in memory (near-me). */
export class PageQuery {
  constructor(
    private readonly db: PreparedReader,
    private readonly catalog: () => Pick<Catalog, 'serviceById'>,
  ) {}

  /**
   * One page in relevance order, cards included, in one statement: the page's ids and sort keys in index order
   * (the plan of 014, still index-only) as a derived table, sorted again there (same keys, same collation:
   * the same order) and joined to the stored cards. Sorting the derived table rather than the joined rows
   * spares MariaDB a temporary table of the cards.
   */
  async byRelevance(filter: SearchFilter, limit: number, offset: number, place: SearchedPlace | null, priceFrom?: PriceFrom): Promise<SearchPage> {
    const card = cardColumns(place, 'p', priceFrom);
    const rows = await this.db.rows<CardRow>(
      `SELECT ${card.sql} FROM (SELECT ${RELEVANCE_KEYS} FROM providers p WHERE ${filter.where} ORDER BY ${RELEVANCE_ORDER_SQL} LIMIT ? OFFSET ?) page ` +
        `CROSS JOIN providers p ON p.id = page.id ORDER BY ${RELEVANCE_ORDER_SQL.replaceAll('p.', 'page.')}`,
      [...card.params, ...filter.params, limit + 1, offset],
    );
    return { ...(await cardsJson(this.db, this.catalog(), rows.slice(0, limit), place, priceFrom)), hasMore: rows.length > limit };
  }

  /**
   * The cards of a ranked slice (limit + 1 asked for; the extra one only says there is more): those the
   * near-me statement read with the candidates (Candidate.card), the others in one statement by primary key.
   * `serving`: every matching provider whose areas name the place, when the near-me statement has already
   * listed them; the cards then read servesSearchedArea from it instead of asking the areas again.
   */
  async forCandidates(
    ranked: Candidate[],
    limit: number,
    place: SearchedPlace | null,
    serving?: readonly Candidate[],
    priceFrom?: PriceFrom,
  ): Promise<SearchPage> {
    const hasMore = ranked.length > limit;
    const page = ranked.slice(0, limit);
    if (page.length === 0) return { cards: [], ids: [], distancesKm: [], hasMore };
    const servingIds = serving && new Set(serving.map((c) => c.id));
    const byId = new Map<number, CardRow>();
    for (const c of page) if (c.card) byId.set(c.id, c.card);
    const unread = page.filter((c) => !c.card).map((c) => c.id);
    if (unread.length > 0) {
      const card = cardColumns(servingIds ? null : place, 'p', priceFrom);
      const rows = await this.db.rows<CardRow>(`SELECT ${card.sql} FROM providers p WHERE p.id IN (${placeholders(unread.length)})`, [
        ...card.params,
        ...unread,
      ]);
      for (const row of rows) byId.set(Number(row.id), row);
    }
    const inOrder = page.flatMap((c): CardRow[] => {
      const row = byId.get(c.id);
      if (!row) return [];
      // Read without the serves column: it comes from the known serving providers.
      return [servingIds ? { ...row, serves: servingIds.has(c.id) ? 1 : 0 } : row];
    });
    return { ...(await cardsJson(this.db, this.catalog(), inOrder, place, priceFrom)), hasMore };
  }
}
