import { PROVIDER_IDENTITY_FIELDS, PROVIDER_LISTING_FIELDS, type AdminProviderDto, type ListingProvenance, type ProviderSearchResult } from '@homeward/domain';
import { isoInstant } from '../database/transformers.js';
import { ATTRIBUTE_COLUMNS, attributesFromColumns, type AttributeColumns } from './provider-attributes.js';

/**
 * The stored search card (providers.searchCard): a provider's directory card as JSON
 * text, everything but the two fields that depend on the search (distanceKm, servesSearchedArea). A search
 * reads it with its page and sends it as it is, with those two appended: no row of 16 columns and two
 * aggregates to turn into objects and back into JSON per result.
 *
 * It is written by the one write path (ProviderWriter, inside its transaction) and by
 * backfillSearchCards at start and after the generator; it is derived data, so a card that is missing
 * (NULL: a raw insert) is built from the tables at read time instead. Service names come from the
 * services table: a migration that renames a service sets every searchCard to NULL (a migration cannot import
 * this code, and must not change with it), so the next start's backfill writes the cards again with the new name.
 */
export type StoredCard = Omit<ProviderSearchResult, 'distanceKm' | 'servesSearchedArea' | 'visitsEstimated' | 'nearestOffice'>;

/** A field as MariaDB and SQLite send it: numbers may be strings, booleans 0/1, codes (state) plain text. */
type AsSent<T> = T extends boolean ? boolean | number | string : T extends number ? number | string : T extends string ? string : T;

/** The providers columns of a card besides the attributes, in the card's order. */
export const CARD_PROVIDER_COLUMNS = ['id', ...PROVIDER_IDENTITY_FIELDS, ...PROVIDER_LISTING_FIELDS, 'isHighlighted'] as const;

/** A card's columns as the tables hold them. */
export type CardColumns = { [K in (typeof CARD_PROVIDER_COLUMNS)[number]]: AsSent<AdminProviderDto[K]> } & AttributeColumns & {
    /** The first day the "raised prices more than twice in 12 months" words stop (libs/domain frequentRisesUntil). */
    frequentPriceRisesUntil?: string | null;
    /** The regulator has a notice in force against the provider (kept by the notice writes). */
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

/** The columns refreshSearchCards reads a card from (search-card.repository). */
export const SOURCE_COLUMNS = `${[...CARD_PROVIDER_COLUMNS, 'frequentPriceRisesUntil', 'hasCurrentNotice', ...ATTRIBUTE_COLUMNS].map((c) => `p.${c}`).join(', ')}, ${listingSelect('p')}`;
