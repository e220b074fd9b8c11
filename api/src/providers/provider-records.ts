import { PROVIDER_RULES, normaliseWebsite, type AdminProviderDto, type GeoPoint } from '@homeward/domain';
import { toPriceDtos } from './prices/price-lists.js';
import { attributesFromColumns, columnsFromAttributes } from './provider-attributes.js';
import { coordinateColumns } from './provider-coordinates.js';
import { listingFromColumns } from './stored-card.js';
import type { DeepPartial } from 'typeorm';
import type { CreateProviderDto } from './dto/create-provider.dto.js';
import type { Provider } from './entities/provider.entity.js';

/** A provider between its row and the console: the DTO it is shown as, and the columns a form's values are stored as. */

const sortedServices = (p: Provider) => [...(p.services ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
const sortedAreas = (p: Provider) => [...(p.serviceAreas ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map((a) => a.name);

/** A provider for the console; `prices`: its stored price rows (readPriceLists), kept for offered services. */
export function toAdminProvider(p: Provider, prices: Parameters<typeof toPriceDtos>[0] = []): AdminProviderDto {
  const services = sortedServices(p);
  const serviceInfo = new Map(services.map((s, position) => [s.id, { name: s.name, unit: s.unit, position }]));
  return {
    id: p.id,
    businessName: p.businessName,
    name: p.name,
    email: p.email,
    leadEmail: p.leadEmail ?? null,
    phone: p.phone,
    website: p.website,
    address: p.address,
    suburb: p.suburb,
    state: p.state,
    postcode: p.postcode,
    description: p.description,
    rating: Number(p.rating),
    reviewCount: p.reviewCount,
    isActive: Boolean(p.isActive),
    isHighlighted: Boolean(p.isHighlighted),
    displayPriority: p.displayPriority,
    servicesOffered: sortedServices(p).map((s) => s.id),
    serviceAreas: sortedAreas(p),
    ...attributesFromColumns(p),
    latitude: p.latitude === null || p.latitude === undefined ? null : Number(p.latitude),
    longitude: p.longitude === null || p.longitude === undefined ? null : Number(p.longitude),
    prices: toPriceDtos(prices, serviceInfo, new Set(serviceInfo.keys())),
    pricesUpdatedAt: p.pricesUpdatedAt ? new Date(p.pricesUpdatedAt).toISOString() : null,
    listing: listingFromColumns({ ...p, officeCount: 0 }),
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  };
}

/** The stored website: absent and null stay as they are; anything else gets its scheme (normaliseWebsite). */
export function storedWebsite(website: string | null | undefined): string | null | undefined {
  return website === undefined || website === null ? website : normaliseWebsite(website);
}

/** The columns of a new provider from the form's DTO: the defaults of the form, the located point, the attribute masks. */
export function newProviderValues(dto: CreateProviderDto, point: GeoPoint | null, today: string): DeepPartial<Provider> {
  return {
    businessName: dto.businessName,
    name: dto.name ?? null,
    email: dto.email,
    leadEmail: dto.leadEmail ?? null,
    phone: dto.phone,
    website: storedWebsite(dto.website) ?? null,
    address: dto.address,
    suburb: dto.suburb,
    state: dto.state,
    postcode: dto.postcode,
    description: dto.description ?? null,
    rating: dto.rating ?? PROVIDER_RULES.ratingDefault,
    reviewCount: dto.reviewCount ?? PROVIDER_RULES.reviewCountDefault,
    isActive: dto.isActive ?? true,
    isHighlighted: dto.isHighlighted ?? false,
    displayPriority: dto.displayPriority ?? 0,
    ...coordinateColumns(point),
    ...columnsFromAttributes(dto, today),
  };
}

/** The service areas as stored: trimmed, blanks dropped, each once, in the order given. */
export function serviceAreaNames(areas: readonly string[]): string[] {
  return [...new Set(areas.map((a) => a.trim()).filter((a) => a !== ''))];
}

/** The same ids, in any order and however often each is repeated (a provider's services before and after). */
export function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((v) => right.has(v));
}

/** The same names in the same order (a provider's service areas before and after). */
export const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);
