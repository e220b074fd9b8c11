import { BadRequestException } from '@nestjs/common';
import { serviceAreaKey, type GeoPoint } from '@homeward/domain';
import { assertValidPriceList } from './prices/price-lists.js';
import { providerAuditChanges, providerUpdateAction } from './provider-audit.js';
import { columnsFromAttributes, listingToday } from './provider-attributes.js';
import { coordinateColumns } from './provider-coordinates.js';
import { newProviderValues, sameList, sameSet, serviceAreaNames, storedWebsite } from './provider-records.js';
import { providerNotFound } from './provider-errors.js';
import type { CareService } from '../catalog/entities/service.entity.js';
import type { Provider } from './entities/provider.entity.js';
import type { OwnOfficePlace } from './offices/provider-office.repository.js';
import type { ProviderRepository, ProviderTransaction } from './provider.repository.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CreateProviderDto, UpdateProviderDto } from './dto/create-provider.dto.js';

// The provider write steps inside a caller's transaction (ProviderWriter runs them and announces the change).

/** The listing's dates only the server sets, never a form: when its claim was approved, when its provider last confirmed it. */
export type ListingMarks = Partial<Pick<Provider, 'claimedAt' | 'confirmedAt'>>;

/** One provider's change: which provider, the fields sent (absent: unchanged) and any listing dates to set. */
export interface ProviderUpdate {
  readonly id: number;
  readonly dto: UpdateProviderDto;
  readonly marks?: ListingMarks;
}

/** These service ids as the catalogue's services, each once; an id the catalogue lacks is a 400. */
function servicesFrom(catalogue: ReadonlyMap<number, CareService>, ids: readonly number[]): CareService[] {
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => !catalogue.has(id));
  if (missing.length > 0) throw new BadRequestException(`servicesOffered contains unknown service ids: ${missing.join(', ')}`);
  return unique.map((id) => catalogue.get(id)!);
}

/** A team listing's office: its own address at its point (none without a point). */
export function ownOffice(providerId: number, place: Pick<Provider, 'address' | 'suburb' | 'state' | 'postcode'>, point: GeoPoint | null): OwnOfficePlace {
  return {
    providerId,
    address: place.address,
    suburb: place.suburb,
    state: place.state,
    postcode: place.postcode,
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
  };
}

/**
 * New providers in the caller's transaction: the form's defaults, coordinates from postcode and suburb,
 * services, areas, prices, search cards and one 'create' audit entry each. The form adds one; the CSV
 * import thousands, so the lookups, links, areas, cards, audit views and audit rows go
 * in a few statements per batch rather than a dozen per provider. Each provider row is its own INSERT, so
 * its id is the driver's own answer, never inferred from a multi-row statement. Returns the ids in order.
 */
export async function createProviders(
  repo: ProviderRepository,
  em: ProviderTransaction,
  audit: AuditService,
  dtos: readonly CreateProviderDto[],
  auditReason?: string,
): Promise<number[]> {
  if (dtos.length === 0) return [];
  const catalogue = await repo.catalogue(em);
  const offered = dtos.map((d) => servicesFrom(catalogue, d.servicesOffered ?? []).map((s) => s.id));
  dtos.forEach((d, i) => d.prices !== undefined && assertValidPriceList(d.prices, offered[i]));
  const points = await repo.locateAll(
    dtos.map((d, i) => ({ id: i, postcode: d.postcode, suburb: d.suburb })),
    em,
  );
  const day = listingToday();

  const ids: number[] = [];
  for (const [i, dto] of dtos.entries()) {
    ids.push(await repo.insert(newProviderValues(dto, points.get(i) ?? null, day), em));
  }
  await repo.insertServiceLinks(
    ids.flatMap((id, i) => offered[i].map((serviceId) => [id, serviceId] as const)),
    em,
  );
  await repo.insertAreas(
    ids.flatMap((id, i) => serviceAreaNames(dtos[i].serviceAreas ?? []).map((name, position) => [id, name, position, serviceAreaKey(name)] as const)),
    em,
  );
  for (const [i, dto] of dtos.entries()) if (dto.prices !== undefined) await repo.replacePriceList(ids[i], dto.prices, em);
  // What the form and the CSV import create are the team's listings: each works from its own address.
  await repo.syncOwnOffices(
    dtos.map((d, i) => ownOffice(ids[i], d, points.get(i) ?? null)),
    em,
  );
  await repo.refreshSearchCards(ids, em);
  const after = await repo.auditViews(ids, em);
  await audit.recordMany(
    em,
    ids.map((id) => ({
      action: 'create',
      entity: 'provider',
      entityId: id,
      changes: providerAuditChanges(null, after.get(id) ?? null),
      reason: auditReason,
    })),
  );
  return ids;
}

/**
 * Changes to providers in the caller's transaction, each saved through TypeORM (only the columns that
 * changed, the service links by difference), with its areas, prices, and coordinates when the place
 * changed or was never found; one audit entry per provider that really changed. The form changes one;
 * the CSV import thousands, so the reads before and after, the cards and the audit rows go in batches.
 */
export async function updateProviders(
  repo: ProviderRepository,
  em: ProviderTransaction,
  audit: AuditService,
  updates: readonly ProviderUpdate[],
  auditReason?: string,
): Promise<void> {
  if (updates.length === 0) return;
  const ids = updates.map((u) => u.id);
  const before = await repo.auditViews(ids, em);
  const missing = ids.find((id) => !before.has(id));
  if (missing !== undefined) throw providerNotFound(`Provider ${missing} not found`);
  const entities = await repo.withServices(ids, em);
  const catalogue = await repo.catalogue(em);
  const day = listingToday();

  const ownOffices: OwnOfficePlace[] = [];
  for (const { id, dto, marks } of updates) {
    const provider = entities.get(id)!;
    const {
      servicesOffered,
      serviceAreas,
      prices,
      pricesUpdatedAt: _p,
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      latitude: _lat,
      longitude: _lng,
      website,
      languages,
      diverseNeeds,
      registrationCategories,
      acceptingNewClients,
      acceptingConfirmedAt,
      ...fields
    } = dto;
    const changes: Partial<Provider> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    Object.assign(changes, columnsFromAttributes({ languages, diverseNeeds, registrationCategories, acceptingNewClients, acceptingConfirmedAt }, day));
    if (website !== undefined) changes.website = storedWebsite(website) ?? null;
    if (marks) Object.assign(changes, marks);
    Object.assign(provider, changes);
    // A row written raw with latitude but not its unit vector or strip gets them again here (provider-coordinates.ts).
    if (
      changes.postcode !== undefined ||
      changes.suburb !== undefined ||
      provider.latitude === null ||
      provider.unitX === null ||
      provider.longitudeStrip === null
    ) {
      Object.assign(provider, coordinateColumns(await repo.locate(provider.postcode, provider.suburb, em)));
    }
    if (servicesOffered !== undefined) provider.services = servicesFrom(catalogue, servicesOffered);
    const offered = provider.services.map((s) => s.id);
    if (prices !== undefined) assertValidPriceList(prices, offered);
    await repo.save(provider, em);
    // A listing from the government's list keeps the list's offices; one the team entered works from its own address.
    if (provider.listingSource === 'team')
      ownOffices.push(ownOffice(id, provider, provider.latitude === null ? null : { lat: provider.latitude, lng: provider.longitude! }));
    if (serviceAreas !== undefined && !sameList(serviceAreaNames(serviceAreas), before.get(id)!.serviceAreas))
      await repo.replaceAreas(id, serviceAreaNames(serviceAreas), em);
    if (prices !== undefined) await repo.replacePriceList(id, prices, em);
    else if (servicesOffered !== undefined && !sameSet(offered, before.get(id)!.servicesOffered)) await repo.dropPricesNotOffered(id, offered, em);
  }
  await repo.syncOwnOffices(ownOffices, em);
  await repo.refreshSearchCards(ids, em);
  const after = await repo.auditViews(ids, em);
  const events = ids
    .map((id) => ({ id, changes: providerAuditChanges(before.get(id)!, after.get(id) ?? null) }))
    .filter((e) => Object.keys(e.changes).length > 0);
  await audit.recordMany(
    em,
    events.map((e) => ({ action: providerUpdateAction(e.changes), entity: 'provider', entityId: e.id, changes: e.changes, reason: auditReason })),
  );
}
