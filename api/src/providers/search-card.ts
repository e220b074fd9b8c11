import {
  PROVIDER_IDENTITY_FIELDS,
  PROVIDER_LISTING_FIELDS,
  serviceMask,
  type AdminProviderDto,
  type ListingProvenance,
  type ProviderSearchResult,
} from '@homeward/domain';
import { ATTRIBUTE_COLUMNS, attributesFromColumns, type AttributeColumns } from './provider-attributes.js';
import { placeholders } from './search/sql.js';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/batch-insert.js';

/**
 * The stored search card (providers.searchCard, docs/decisions/021): a provider's directory card as JSON
 * text, everything but the two fields that depend on the search (distanceKm, servesSearchedArea). A search
 * reads it with its page and sends it as it is, with those two appended: no row of 16 columns and two
 * aggregates to turn into objects and back into JSON per result.
 *
 * It is written by the one write path (ProviderWriter, inside its transaction) and by
 * backfillSearchCards at start and after the generator; it is derived data, so a card that is missing
 * (NULL: a raw insert) is built from the tables at read time instead. Service names come from the
 * services table: a migration that renames a service must call rebuildSearchCards.
 */
export type StoredCard = Omit<ProviderSearchResult, 'distanceKm' | 'servesSearchedArea' | 'visitsEstimated' | 'nearestOffice'>;

/** A field as MariaDB and SQLite send it: numbers may be strings, booleans 0/1, codes (state) plain text. */
type AsSent<T> = T extends boolean ? boolean | number | string : T extends number ? number | string : T extends string ? string : T;

/** The providers columns of a card besides the attributes, in the card's order. */
export const CARD_PROVIDER_COLUMNS = ['id', ...PROVIDER_IDENTITY_FIELDS, ...PROVIDER_LISTING_FIELDS, 'isHighlighted'] as const;

/** A card's columns as the tables hold them. */
export type CardColumns = { [K in (typeof CARD_PROVIDER_COLUMNS)[number]]: AsSent<AdminProviderDto[K]> } & AttributeColumns & {
    /** Issue 25: the first day the "raised prices more than twice in 12 months" words stop (libs/domain frequentRisesUntil). */
    frequentPriceRisesUntil?: string | null;
    /** The regulator has a notice in force against the provider (kept by the notice writes, docs/decisions/051). */
    hasCurrentNotice?: boolean | number | string | null;
  } & ListingColumns;

/** The listing's provenance as the providers table holds it, and its office count (LISTING_SELECT). */
export interface ListingColumns {
  listingSource: string;
  officialListDate: string | null;
  organisationType: string | null;
  claimedAt: Date | string | null;
  confirmedAt: Date | string | null;
  officeCount: number | string;
}

/** ListingColumns' select list on the providers alias given. */
export const listingSelect = (p: string): string =>
  `${p}.listingSource, ${p}.officialListDate, ${p}.organisationType, ${p}.claimedAt, ${p}.confirmedAt, ` +
  `(SELECT COUNT(*) FROM provider_offices o WHERE o.providerId = ${p}.id) AS officeCount`;

/** A driver's DATETIME (a Date, or text in UTC from SQLite) as an ISO instant. */
export function isoInstant(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}

/** The card's `listing` from its columns. */
export function listingFromColumns(row: ListingColumns): ListingProvenance {
  return {
    source: row.listingSource === 'official' ? 'official' : 'team',
    officialListDate: row.officialListDate ?? null,
    organisationType: row.organisationType ?? null,
    claimed: row.claimedAt !== null && row.claimedAt !== undefined,
    confirmedAt: isoInstant(row.confirmedAt),
  };
}

/** What a card is made of, as the tables hold it. */
export interface SearchCardSource extends CardColumns {
  /** In any order; ids the catalogue does not know are left out. */
  serviceIds: ReadonlyArray<number | string>;
  /** In their order (position, then id). */
  serviceAreas: readonly string[];
}

/** The service catalogue's names and order (sortOrder, then id). */
export type CatalogueOrder = ReadonlyMap<number, { name: string; position: number }>;

/** The stored card: the fields in the order of a search result (toSearchResult), services in catalogue order. */
export function storedCard(source: SearchCardSource, catalogue: CatalogueOrder): StoredCard {
  const services = [...new Set(source.serviceIds.map(Number))]
    .filter((id) => catalogue.has(id))
    .sort((a, b) => catalogue.get(a)!.position - catalogue.get(b)!.position)
    .map((id) => ({ id, name: catalogue.get(id)!.name }));
  return {
    id: Number(source.id),
    businessName: source.businessName,
    name: source.name,
    email: source.email,
    phone: source.phone,
    website: source.website,
    address: source.address,
    suburb: source.suburb,
    state: source.state as StoredCard['state'],
    postcode: source.postcode,
    description: source.description,
    rating: Number(source.rating),
    totalReviews: Number(source.reviewCount),
    isHighlighted: Boolean(Number(source.isHighlighted)),
    servicesOffered: services.map((s) => s.id),
    services,
    serviceAreas: [...source.serviceAreas],
    ...attributesFromColumns(source),
    frequentPriceRisesUntil: source.frequentPriceRisesUntil ?? null,
    listing: listingFromColumns(source),
    officeCount: Number(source.officeCount),
    hasCurrentNotice: Boolean(Number(source.hasCurrentNotice ?? 0)),
  };
}

/** What a search adds to a stored card: the distance (km, 1 decimal, or null), the coverage and the nearest office. */
export type CardNearness = Pick<ProviderSearchResult, 'distanceKm' | 'servesSearchedArea' | 'visitsEstimated' | 'nearestOffice'>;

/** A search's card: the stored JSON with what depends on the search appended, in CardNearness' order. */
export function cardForSearch(storedJson: string, near: CardNearness): string {
  return (
    `${storedJson.slice(0, -1)},"distanceKm":${JSON.stringify(near.distanceKm)},"servesSearchedArea":${near.servesSearchedArea},` +
    `"visitsEstimated":${near.visitsEstimated},"nearestOffice":${JSON.stringify(near.nearestOffice)}}`
  );
}

/** A card's search fields when no place was searched. */
export const NOT_NEAR: CardNearness = { distanceKm: null, servesSearchedArea: false, visitsEstimated: false, nearestOffice: null };

/** A card's JSON with one more field at its end (`valueJson` is JSON text): the same bytes as parsing, setting it and writing it again. */
export function withCardField(cardJson: string, name: string, valueJson: string): string {
  return `${cardJson.slice(0, -1)},${JSON.stringify(name)}:${valueJson}}`;
}

const SOURCE_COLUMNS = `${[...CARD_PROVIDER_COLUMNS, 'frequentPriceRisesUntil', 'hasCurrentNotice', ...ATTRIBUTE_COLUMNS].map((c) => `p.${c}`).join(', ')}, ${listingSelect('p')}`;
const BATCH = 500;

async function catalogueOrder(db: Queryable): Promise<CatalogueOrder> {
  const rows = (await db.query('SELECT id, name FROM services ORDER BY sortOrder, id')) as Array<{ id: number | string; name: string }>;
  return new Map(rows.map((r, position) => [Number(r.id), { name: r.name, position }]));
}

/**
 * Writes the stored cards and service masks of these providers from their rows, services and areas: three
 * reads and one UPDATE per 500. Call it inside the transaction that changed them, after the services and areas are saved.
 */
export async function refreshSearchCards(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const catalogue = await catalogueOrder(db);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = (await db.query(`SELECT ${SOURCE_COLUMNS} FROM providers p WHERE p.id IN (${placeholders(batch.length)})`, [...batch])) as Array<
      Omit<SearchCardSource, 'serviceIds' | 'serviceAreas'>
    >;
    if (rows.length === 0) continue;
    const links = (await db.query(`SELECT providerId, serviceId FROM provider_services WHERE providerId IN (${placeholders(batch.length)})`, [
      ...batch,
    ])) as Array<{
      providerId: number | string;
      serviceId: number | string;
    }>;
    const areas = (await db.query(
      `SELECT providerId, name FROM provider_service_areas WHERE providerId IN (${placeholders(batch.length)}) ORDER BY position, id`,
      [...batch],
    )) as Array<{
      providerId: number | string;
      name: string;
    }>;
    const servicesOf = new Map<number, Array<number | string>>();
    for (const l of links) servicesOf.set(Number(l.providerId), [...(servicesOf.get(Number(l.providerId)) ?? []), l.serviceId]);
    const areasOf = new Map<number, string[]>();
    for (const a of areas) areasOf.set(Number(a.providerId), [...(areasOf.get(Number(a.providerId)) ?? []), a.name]);
    const cards: unknown[] = [];
    const masks: unknown[] = [];
    for (const row of rows) {
      const id = Number(row.id);
      const serviceIds = servicesOf.get(id) ?? [];
      cards.push(id, JSON.stringify(storedCard({ ...row, serviceIds, serviceAreas: areasOf.get(id) ?? [] }, catalogue)));
      masks.push(id, serviceMask(serviceIds));
    }
    // The service mask (what the search filters on) is written with the card, from the same read of the join table.
    const cases = rows.map(() => 'WHEN ? THEN ?').join(' ');
    await db.query(`UPDATE providers SET searchCard = CASE id ${cases} END, serviceMask = CASE id ${cases} END WHERE id IN (${placeholders(rows.length)})`, [
      ...cards,
      ...masks,
      ...rows.map((r) => Number(r.id)),
    ]);
  }
}

/**
 * Cards and service masks for every provider missing either (a database from before the columns, a seed, the
 * generator, a raw SQL write): at start, like the coordinates. The search filters on the mask alone (037).
 */
export async function backfillSearchCards(dataSource: DataSource): Promise<number> {
  const missing = (await dataSource.query('SELECT id FROM providers WHERE searchCard IS NULL OR serviceMask IS NULL')) as Array<{ id: number | string }>;
  if (missing.length === 0) return 0;
  await dataSource.transaction((em) =>
    refreshSearchCards(
      em,
      missing.map((r) => Number(r.id)),
    ),
  );
  return missing.length;
}

/** Every card again: for a migration that changes the service catalogue's names or order. */
export async function rebuildSearchCards(db: Queryable): Promise<void> {
  const all = (await db.query('SELECT id FROM providers')) as Array<{ id: number | string }>;
  await refreshSearchCards(
    db,
    all.map((r) => Number(r.id)),
  );
}
