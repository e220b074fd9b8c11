import { CARD_ROW, cardColumns, cardsJson } from './card-rows.js';
import { RELEVANCE_KEYS, RELEVANCE_ORDER_SQL, type Candidate } from './ordering.js';
import { placeholders } from './sql.js';
import type { Catalog } from '../../catalog/catalog.service.js';
import type { PreparedReader, Row } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { SearchFilter } from './filter-query.js';

export interface SearchPage {
  /** The page's cards as a JSON array, ready to send. */
  json: string;
  /** How many cards it holds. */
  count: number;
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
  async byRelevance(filter: SearchFilter, limit: number, offset: number, place: SearchedPlace | null): Promise<SearchPage> {
    const card = cardColumns(place);
    const rows = await this.db.rows(
      `SELECT ${card.sql} FROM (SELECT ${RELEVANCE_KEYS} FROM providers p WHERE ${filter.where} ORDER BY ${RELEVANCE_ORDER_SQL} LIMIT ? OFFSET ?) page ` +
        `CROSS JOIN providers p ON p.id = page.id ORDER BY ${RELEVANCE_ORDER_SQL.replaceAll('p.', 'page.')}`,
      [...card.params, ...filter.params, limit + 1, offset],
    );
    const cards = await cardsJson(this.db, this.catalog(), rows.slice(0, limit), place);
    return { json: `[${cards.join(',')}]`, count: cards.length, hasMore: rows.length > limit };
  }

  /** The cards of a ranked slice (limit + 1 asked for; the extra one only says there is more), in one statement by primary key. */
  async forCandidates(ranked: Candidate[], limit: number, place: SearchedPlace | null): Promise<SearchPage> {
    const hasMore = ranked.length > limit;
    const pageIds = ranked.slice(0, limit).map((c) => c.id);
    if (pageIds.length === 0) return { json: '[]', count: 0, hasMore };
    const card = cardColumns(place);
    const rows = await this.db.rows(`SELECT ${card.sql} FROM providers p WHERE p.id IN (${placeholders(pageIds.length)})`, [...card.params, ...pageIds]);
    const byId = new Map(rows.map((row) => [Number(row[CARD_ROW.id]), row]));
    const inOrder = pageIds.flatMap((id): Row[] => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
    const cards = await cardsJson(this.db, this.catalog(), inOrder, place);
    return { json: `[${cards.join(',')}]`, count: cards.length, hasMore };
  }
}
