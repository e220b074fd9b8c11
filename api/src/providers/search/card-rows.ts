import { distanceKm, roundDistanceKm, serviceAreaKey, type ProviderSearchResult, type ProviderServiceRef, type StateCode } from '@homeward/domain';
import { ATTRIBUTE_COLUMNS, attributesFromColumns, type AttributeColumns } from '../provider-attributes.js';
import { cardForSearch } from '../search-card.js';
import { num, placeholders } from './sql.js';
import type { Catalog } from '../../catalog/catalog.service.js';
import type { PreparedReader, Row } from '../../database/prepared-reader.js';
import type { SearchedPlace } from '../../locations/locations.service.js';

/**
 * Reading a page's cards. Each provider row holds its card as JSON (providers.searchCard: search-card.ts);
 * the search reads it with the page and appends what depends on the search (distance, coverage). A
 * provider without one (a raw insert since the last start) is built from the tables (CARD_SELECT).
 */

/** A card row's columns, as selected by cardColumns. */
export const CARD_ROW = { id: 0, searchCard: 1, latitude: 2, longitude: 3, serves: 4 } as const;

/** CARD_ROW's select list (on the providers alias given); with a place, whether one of the provider's areas names it (IDX_provider_service_areas_matchKey). */
export function cardColumns(place: SearchedPlace | null, p = 'p'): { sql: string; params: unknown[]; width: number } {
  const sql = `${p}.id, ${p}.searchCard, ${p}.latitude, ${p}.longitude`;
  if (!place) return { sql, params: [], width: 4 };
  return {
    width: 5,
    sql: `${sql}, EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.providerId = ${p}.id AND a.matchKey IN (${placeholders(place.matchKeys.length)})) AS serves`,
    params: [...place.matchKeys],
  };
}

/**
 * A directory card read from the tables: one row per provider, its services and areas aggregated as JSON
 * by the same query. The indexes of the columns in cardSelect.
 */
export const CARD = {
  id: 0,
  businessName: 1,
  name: 2,
  email: 3,
  phone: 4,
  website: 5,
  address: 6,
  suburb: 7,
  state: 8,
  postcode: 9,
  description: 10,
  rating: 11,
  reviewCount: 12,
  isHighlighted: 13,
  latitude: 14,
  longitude: 15,
  /** JSON array of service ids (NULL on MySQL when there are none). */
  serviceIds: 16,
  /** JSON array of [position, id, name] (NULL on MySQL when there are none). */
  areas: 17,
  /** ATTRIBUTE_COLUMNS, in their order (docs/decisions/027), then frequentPriceRisesUntil (issue 25). */
  attributes: 18,
} as const;
const FREQUENT_RISES_UNTIL = CARD.attributes + ATTRIBUTE_COLUMNS.length;
const PROVIDER_CARD_COLUMNS = Object.keys(CARD).slice(0, CARD.serviceIds);

/** What MariaDB and SQLite send: decimals may be strings, booleans tinyint, JSON text (or, from MySQL 8's JSON type, parsed). */
export type CardRow = Row;

/** The card's select list (alias p): provider columns, then services and areas as JSON arrays (one query, no join fan-out). */
export function cardSelect(sqlite: boolean): string {
  const aggregate = sqlite ? 'json_group_array' : 'JSON_ARRAYAGG';
  const array = sqlite ? 'json_array' : 'JSON_ARRAY';
  return [
    ...PROVIDER_CARD_COLUMNS.map((column) => `p.${column}`),
    `(SELECT ${aggregate}(ps.serviceId) FROM provider_services ps WHERE ps.providerId = p.id) AS serviceIds`,
    `(SELECT ${aggregate}(${array}(a.position, a.id, a.name)) FROM provider_service_areas a WHERE a.providerId = p.id) AS areas`,
    ...ATTRIBUTE_COLUMNS.map((column) => `p.${column}`),
    'p.frequentPriceRisesUntil',
  ].join(', ');
}

/** A search page's cards: each card's JSON, its provider id and its distance from the searched place (km, or null), in order. */
export interface PageCards {
  cards: string[];
  ids: number[];
  distancesKm: Array<number | null>;
}

/** The cards of these card rows (CARD_ROW), in the rows' order: stored cards with distance and coverage; missing ones built. */
export async function cardsJson(
  db: PreparedReader,
  catalog: Pick<Catalog, 'serviceById'>,
  rows: readonly Row[],
  place: SearchedPlace | null,
): Promise<PageCards> {
  const out: string[] = [];
  const distances: Array<number | null> = [];
  const missing: number[] = [];
  for (const row of rows) {
    const lat = num(row[CARD_ROW.latitude] as number | string | null);
    const lng = num(row[CARD_ROW.longitude] as number | string | null);
    const distance = place && lat !== null && lng !== null ? roundDistanceKm(distanceKm(place.centre, { lat, lng })) : null;
    distances.push(distance);
    const stored = row[CARD_ROW.searchCard];
    if (typeof stored !== 'string') {
      missing.push(Number(row[CARD_ROW.id]));
      out.push('');
      continue;
    }
    out.push(cardForSearch(stored, distance, place !== null && Number(row[CARD_ROW.serves]) === 1));
  }
  if (missing.length > 0) {
    const built = await db.rows(`SELECT ${cardSelect(db.dialect === 'sqlite')} FROM providers p WHERE p.id IN (${placeholders(missing.length)})`, missing);
    const byId = new Map(built.map((row) => [Number(row[CARD.id]), JSON.stringify(toSearchResult(row, catalog, place))]));
    for (const [i, row] of rows.entries()) if (out[i] === '') out[i] = byId.get(Number(row[CARD_ROW.id])) ?? '';
  }
  const page: PageCards = { cards: [], ids: [], distancesKm: [] };
  for (const [i, json] of out.entries()) {
    if (json === '') continue; // only for a provider deleted between two statements
    page.cards.push(json);
    page.ids.push(Number(rows[i]![CARD_ROW.id]));
    page.distancesKm.push(distances[i]!);
  }
  return page;
}

/** A JSON column: text from SQLite and MariaDB (NULL for an empty aggregate on MySQL), already parsed from MySQL 8's JSON type. */
function jsonColumn<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return JSON.parse(value) as T[];
  if (Buffer.isBuffer(value)) return JSON.parse(value.toString('utf8')) as T[];
  return value as T[];
}

/**
 * A directory card from a card row: numbers and booleans whatever the driver sends; services known to the
 * catalogue in its order; areas in their order; distance and coverage relative to the searched place.
 */
export function toSearchResult(row: CardRow, catalog: Pick<Catalog, 'serviceById'>, place: SearchedPlace | null): ProviderSearchResult {
  const lat = num(row[CARD.latitude] as number | string | null);
  const lng = num(row[CARD.longitude] as number | string | null);
  const known = [];
  for (const id of jsonColumn<number | string>(row[CARD.serviceIds])) {
    const hit = catalog.serviceById.get(Number(id));
    if (hit) known.push(hit);
  }
  known.sort((a, b) => a.position - b.position);
  const services: ProviderServiceRef[] = known.map(({ service }) => ({ id: service.id, name: service.name }));
  const serviceAreas = jsonColumn<[number, number, string]>(row[CARD.areas])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((area) => area[2]);
  return {
    id: Number(row[CARD.id]),
    businessName: row[CARD.businessName] as string,
    name: row[CARD.name] as string | null,
    email: row[CARD.email] as string,
    phone: row[CARD.phone] as string,
    website: row[CARD.website] as string | null,
    address: row[CARD.address] as string,
    suburb: row[CARD.suburb] as string,
    state: row[CARD.state] as StateCode,
    postcode: row[CARD.postcode] as string,
    description: row[CARD.description] as string | null,
    rating: Number(row[CARD.rating]),
    totalReviews: Number(row[CARD.reviewCount]),
    isHighlighted: Boolean(Number(row[CARD.isHighlighted])),
    servicesOffered: services.map((s) => s.id),
    services,
    serviceAreas,
    ...attributesFromColumns(Object.fromEntries(ATTRIBUTE_COLUMNS.map((column, i) => [column, row[CARD.attributes + i]])) as unknown as AttributeColumns),
    frequentPriceRisesUntil: (row[FREQUENT_RISES_UNTIL] as string | null | undefined) ?? null,
    distanceKm: place && lat !== null && lng !== null ? roundDistanceKm(distanceKm(place.centre, { lat, lng })) : null,
    servesSearchedArea: place !== null && serviceAreas.some((area) => place.matchKeys.includes(serviceAreaKey(area))),
  };
}
