import { centsToAmount, lowestPrice, toCents, type PriceFromDto, type ProviderSearchResult } from '@homeward/domain';
import { ATTRIBUTE_COLUMNS } from '../provider-attributes.js';
import { CARD_PROVIDER_COLUMNS, NOT_NEAR, listingSelect, storedCard, type CardColumns, type CardNearness, type CatalogueOrder } from '../stored-card.js';
import { standardPriceColumns } from './plan-offers.repository.js';
import type { Columns } from './sql.js';
import type { Catalog } from '../../catalog/catalog.service.js';

/**
 * Reading a page's cards. Each provider row holds its card as JSON (providers.searchCard: stored-card.ts);
 * the search reads it with the page and appends what depends on the search (distance, coverage). A
 * provider without one (a raw insert since the last start) is built from the tables (cardSelect).
 */

/** A page's card row, as cardColumns selects it: decimals may be strings (MariaDB), booleans 0/1. */
export interface CardRow {
  id: number | string;
  /** The stored card (stored-card.ts); NULL for a provider written by a raw insert since the last start. */
  searchCard: string | null;
  /** With a search's services (PriceFrom): its standard price for the i-th of them, NULL where it has none. */
  [standard: `priceFrom${number}`]: number | string | null | undefined;
}

/**
 * The services whose lowest standard price a search's cards show as priceFrom: the
 * services filtered on, each once, in id order (the order decides a tie between units). No services: every
 * card's priceFrom is null. Read with the cards, in the same statement.
 */
export interface PriceFrom {
  serviceIds: readonly number[];
}

/** PriceFrom for a search's `services`. */
export const priceFromOf = (services: readonly number[] | undefined): PriceFrom => ({ serviceIds: [...new Set(services ?? [])].sort((a, b) => a - b) });

/** CardRow's select list (on the providers alias given): the id, the stored card and, with a service filter, the prices of priceFrom. */
export function cardColumns(p = 'p', priceFrom?: PriceFrom): Columns {
  const parts: Columns[] = [{ sql: `${p}.id, ${p}.searchCard`, params: [], names: ['id', 'searchCard'] }];
  if (priceFrom?.serviceIds.length) parts.push(standardPriceColumns(priceFrom.serviceIds, p, 'priceFrom'));
  return { sql: parts.map((c) => c.sql).join(', '), params: parts.flatMap((c) => c.params), names: parts.flatMap((c) => c.names) };
}

/** The provider columns of a card read from the tables (BuiltCardRow). */
const PROVIDER_CARD_COLUMNS = [...CARD_PROVIDER_COLUMNS, ...ATTRIBUTE_COLUMNS, 'frequentPriceRisesUntil', 'hasCurrentNotice'] as const;

/**
 * A directory card read from the tables (cardSelect): one row per provider, its services and areas aggregated
 * as JSON by the same query. What MariaDB and SQLite send: decimals may be strings, booleans tinyint, JSON text
 * (or, from MySQL 8's JSON type, parsed).
 */
export interface BuiltCardRow extends CardColumns {
  /** JSON array of service ids (NULL on MySQL when there are none). */
  serviceIds: unknown;
  /** JSON array of [position, id, name] (NULL on MySQL when there are none). */
  areas: unknown;
}

/** BuiltCardRow's select list (alias p): provider columns, then services and areas as JSON arrays (one query, no join fan-out). */
export function cardSelect(sqlite: boolean): string {
  const aggregate = sqlite ? 'json_group_array' : 'JSON_ARRAYAGG';
  const array = sqlite ? 'json_array' : 'JSON_ARRAY';
  return [
    ...PROVIDER_CARD_COLUMNS.map((column) => `p.${column}`),
    listingSelect('p'),
    `(SELECT ${aggregate}(ps.serviceId) FROM provider_services ps WHERE ps.providerId = p.id) AS serviceIds`,
    `(SELECT ${aggregate}(${array}(a.position, a.id, a.name)) FROM provider_service_areas a WHERE a.providerId = p.id) AS areas`,
  ].join(', ');
}

/** A search page's cards: each card's JSON, its provider id and its distance from the searched place (km, or null), in order. */
export interface PageCards {
  cards: string[];
  ids: number[];
  distancesKm: Array<number | null>;
}

/** A card's priceFrom as JSON: the lowest of its row's standard prices for the PriceFrom's services, or null. */
export function priceFromJson(row: CardRow, priceFrom: PriceFrom, catalog: Pick<Catalog, 'serviceById'>): string {
  const prices: Array<{ standardCents: number; unit: PriceFromDto['unit'] }> = [];
  for (const [i, serviceId] of priceFrom.serviceIds.entries()) {
    const standard = row[`priceFrom${i}`];
    const service = catalog.serviceById.get(serviceId);
    if (standard !== null && standard !== undefined && service) prices.push({ standardCents: toCents(standard), unit: service.service.unit });
  }
  const best = lowestPrice(prices);
  return best ? JSON.stringify({ amount: centsToAmount(best.amountCents), unit: best.unit } satisfies PriceFromDto) : 'null';
}

/** A JSON column: text from SQLite and MariaDB (NULL for an empty aggregate on MySQL), already parsed from MySQL 8's JSON type. */
function jsonColumn<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return JSON.parse(value) as T[];
  if (Buffer.isBuffer(value)) return JSON.parse(value.toString('utf8')) as T[];
  return value as T[];
}

/** The catalogue's names and order as the stored card reads them. */
function catalogueOrder(catalog: Pick<Catalog, 'serviceById'>): CatalogueOrder {
  return new Map([...catalog.serviceById].map(([id, { service, position }]) => [id, { name: service.name, position }]));
}

/**
 * A directory card from a card row: the stored card (stored-card.ts) of its columns and aggregates, areas in
 * their order, with the distance and coverage relative to the searched place.
 */
export function toSearchResult(row: BuiltCardRow, catalog: Pick<Catalog, 'serviceById'>, near: CardNearness | null): ProviderSearchResult {
  const serviceAreas = jsonColumn<[number, number, string]>(row.areas)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((area) => area[2]);
  const card = storedCard({ ...row, serviceIds: jsonColumn<number | string>(row.serviceIds), serviceAreas }, catalogueOrder(catalog));
  return {
    ...card,
    ...(near ?? NOT_NEAR),
  };
}
