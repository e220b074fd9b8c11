import { BadRequestException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { serviceAreaKey, type GeoPoint } from '@homeward/domain';
import { CareService } from '../catalog/entities/service.entity.js';
import { insertRows } from '../database/batch-insert.js';
import { locateProvider, locateProviders } from '../locations/location-lookup.js';
import { ProviderServiceArea } from './entities/provider-service-area.entity.js';
import { Provider } from './entities/provider.entity.js';
import { syncOwnOffices, type OwnOfficePlace } from './offices/office-writes.js';
import { assertValidPriceList, dropPricesNotOffered, replacePriceList } from './prices/price-lists.js';
import { auditViews, providerAuditChanges, providerUpdateAction, READ_BATCH } from './provider-audit.js';
import { columnsFromAttributes } from './provider-attributes.js';
import { coordinateColumns } from './provider-coordinates.js';
import { newProviderValues, serviceAreaNames, storedWebsite } from './provider-records.js';
import { refreshSearchCards } from './search-card.js';
import { providerNotFound } from './provider-errors.js';
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

/** The new row's id from an INSERT's raw result: better-sqlite3 gives lastInsertRowid, mysql2 a header with insertId. */
export function insertedId(raw: unknown): number {
  const id = Number(typeof raw === 'object' && raw !== null && 'insertId' in raw ? (raw as { insertId: unknown }).insertId : raw);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`The database did not return the new provider's id (${String(raw)})`);
  return id;
}

/** These service ids as the catalogue's services, each once; an id the catalogue lacks is a 400. */
function servicesFrom(catalogue: ReadonlyMap<number, CareService>, ids: readonly number[]): CareService[] {
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => !catalogue.has(id));
  if (missing.length > 0) throw new BadRequestException(`servicesOffered contains unknown service ids: ${missing.join(', ')}`);
  return unique.map((id) => catalogue.get(id)!);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v) => b.includes(v));

const today = () => new Date().toISOString().slice(0, 10);

/** A team listing's office: its own address at its point (none without a point). */
function ownOffice(providerId: number, place: Pick<Provider, 'address' | 'suburb' | 'state' | 'postcode'>, point: GeoPoint | null): OwnOfficePlace {
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

async function catalogueOf(em: EntityManager): Promise<Map<number, CareService>> {
  return new Map((await em.find(CareService)).map((s) => [s.id, s]));
}

/** The providers as entities with their services (what a save compares against), by id. */
async function withServices(em: EntityManager, ids: readonly number[]): Promise<Map<number, Provider>> {
  const out = new Map<number, Provider>();
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    for (const row of await em.find(Provider, { where: { id: In(ids.slice(start, start + READ_BATCH)) }, relations: { services: true } })) out.set(row.id, row);
  }
  return out;
}

async function replaceAreas(em: EntityManager, providerId: number, areas: string[]): Promise<void> {
  await em.delete(ProviderServiceArea, { providerId });
  const names = serviceAreaNames(areas);
  if (names.length > 0)
    await em.save(
      ProviderServiceArea,
      names.map((name, position) => em.create(ProviderServiceArea, { providerId, name, position })),
    );
}

/**
 * New providers in the caller's transaction: the form's defaults, coordinates from postcode and suburb,
 * services, areas, prices, search cards and one 'create' audit entry each. The form adds one; the CSV
 * import (docs/decisions/029) thousands, so the lookups, links, areas, cards, audit views and audit rows go
 * in a few statements per batch rather than a dozen per provider. Each provider row is its own INSERT, so
 * its id is the driver's own answer, never inferred from a multi-row statement. Returns the ids in order.
 */
export async function createProviders(em: EntityManager, audit: AuditService, dtos: readonly CreateProviderDto[], auditReason?: string): Promise<number[]> {
  if (dtos.length === 0) return [];
  const catalogue = await catalogueOf(em);
  const offered = dtos.map((d) => servicesFrom(catalogue, d.servicesOffered ?? []).map((s) => s.id));
  dtos.forEach((d, i) => d.prices !== undefined && assertValidPriceList(d.prices, offered[i]));
  const points = await locateProviders(
    em,
    dtos.map((d, i) => ({ id: i, postcode: d.postcode, suburb: d.suburb })),
  );
  const day = today();

  const ids: number[] = [];
  for (const [i, dto] of dtos.entries()) {
    const provider = em.create(Provider, newProviderValues(dto, points.get(i) ?? null, day));
    const result = await em.createQueryBuilder().insert().into(Provider).values(provider).updateEntity(false).execute();
    ids.push(insertedId(result.raw));
  }
  await insertRows(
    em,
    'provider_services',
    ['providerId', 'serviceId'],
    ids.flatMap((id, i) => offered[i].map((serviceId) => [id, serviceId])),
  );
  await insertRows(
    em,
    'provider_service_areas',
    ['providerId', 'name', 'position', 'matchKey'],
    ids.flatMap((id, i) => serviceAreaNames(dtos[i].serviceAreas ?? []).map((name, position) => [id, name, position, serviceAreaKey(name)])),
  );
  for (const [i, dto] of dtos.entries()) if (dto.prices !== undefined) await replacePriceList(em, ids[i], dto.prices);
  // What the form and the CSV import create are the team's listings: each works from its own address.
  await syncOwnOffices(
    em,
    dtos.map((d, i) => ownOffice(ids[i], d, points.get(i) ?? null)),
  );
  await refreshSearchCards(em, ids);
  const after = await auditViews(em, ids);
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
export async function updateProviders(em: EntityManager, audit: AuditService, updates: readonly ProviderUpdate[], auditReason?: string): Promise<void> {
  if (updates.length === 0) return;
  const ids = updates.map((u) => u.id);
  const before = await auditViews(em, ids);
  const missing = ids.find((id) => !before.has(id));
  if (missing !== undefined) throw providerNotFound(`Provider ${missing} not found`);
  const entities = await withServices(em, ids);
  const catalogue = await catalogueOf(em);
  const day = today();

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
      Object.assign(provider, coordinateColumns(await locateProvider(em, provider.postcode, provider.suburb)));
    }
    if (servicesOffered !== undefined) provider.services = servicesFrom(catalogue, servicesOffered);
    const offered = provider.services.map((s) => s.id);
    if (prices !== undefined) assertValidPriceList(prices, offered);
    await em.save(provider);
    // A listing from the government's list keeps the list's offices; one the team entered works from its own address.
    if (provider.listingSource === 'team')
      ownOffices.push(ownOffice(id, provider, provider.latitude === null ? null : { lat: provider.latitude, lng: provider.longitude! }));
    if (serviceAreas !== undefined && !sameList(serviceAreaNames(serviceAreas), before.get(id)!.serviceAreas)) await replaceAreas(em, id, serviceAreas);
    if (prices !== undefined) await replacePriceList(em, id, prices);
    else if (servicesOffered !== undefined && !sameSet(offered, before.get(id)!.servicesOffered)) await dropPricesNotOffered(em, id, offered);
  }
  await syncOwnOffices(em, ownOffices);
  await refreshSearchCards(em, ids);
  const after = await auditViews(em, ids);
  const events = ids
    .map((id) => ({ id, changes: providerAuditChanges(before.get(id)!, after.get(id) ?? null) }))
    .filter((e) => Object.keys(e.changes).length > 0);
  await audit.recordMany(
    em,
    events.map((e) => ({ action: providerUpdateAction(e.changes), entity: 'provider', entityId: e.id, changes: e.changes, reason: auditReason })),
  );
}
