import { NOT_NEAR, cardForSearch, withCardField, type CardNearness } from '../stored-card.js';
import { cardColumns, cardSelect, priceFromJson, toSearchResult, type BuiltCardRow, type CardRow, type PageCards, type PriceFrom } from './card-rows.js';
import { nearnessOf } from './office-nearness.repository.js';
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

/**
 * The cards of these card rows, in the rows' order: stored cards with distance and coverage (`nearness`, by id:
 * none without a place); missing ones built; with `priceFrom`, each card's priceFrom from the prices its row read
 * (cardColumns with the same PriceFrom).
 */
async function cardsJson(
  db: PreparedReader,
  catalog: Pick<Catalog, 'serviceById'>,
  rows: readonly CardRow[],
  nearness: ReadonlyMap<number, CardNearness> | null,
  priceFrom?: PriceFrom,
): Promise<PageCards> {
  const out: string[] = [];
  const distances: Array<number | null> = [];
  const missing: number[] = [];
  for (const row of rows) {
    const near = nearness?.get(Number(row.id));
    distances.push(near?.distanceKm ?? null);
    const stored = row.searchCard;
    if (typeof stored !== 'string') {
      missing.push(Number(row.id));
      out.push('');
      continue;
    }
    out.push(cardForSearch(stored, near ?? NOT_NEAR));
  }
  if (missing.length > 0) {
    const built = await db.rows<BuiltCardRow>(
      `SELECT ${cardSelect(db.dialect === 'sqlite')} FROM providers p WHERE p.id IN (${placeholders(missing.length)})`,
      missing,
    );
    const byId = new Map(built.map((row) => [Number(row.id), JSON.stringify(toSearchResult(row, catalog, nearness?.get(Number(row.id)) ?? null))]));
    for (const [i, row] of rows.entries()) if (out[i] === '') out[i] = byId.get(Number(row.id)) ?? '';
  }
  const page: PageCards = { cards: [], ids: [], distancesKm: [] };
  for (const [i, json] of out.entries()) {
    if (json === '') continue; // only for a provider deleted between two statements
    page.cards.push(priceFrom ? withCardField(json, 'priceFrom', priceFromJson(rows[i]!, priceFrom, catalog)) : json);
    page.ids.push(Number(rows[i]!.id));
    page.distancesKm.push(distances[i]!);
  }
  return page;
}
