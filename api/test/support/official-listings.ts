import { visitRadiusKm, type OfficePlace, type StateCode } from '@homeward/domain';
import { Provider } from '../../src/providers/entities/provider.entity.js';
import { ProviderOffice } from '../../src/providers/offices/provider-office.entity.js';
import type { DataSource } from 'typeorm';

export interface OfficialOfficeSeed extends OfficePlace {
  state: StateCode;
  remoteness?: string;
}

export interface OfficialListingSeed {
  name: string;
  organisationType?: string;
  offices: OfficialOfficeSeed[];
}

/** An office as the list gives it: its street, its suburb, state and postcode, where it is, and (when not a major city) its remoteness. */
export function officialOffice(
  address: string,
  [suburb, state, postcode]: [string, StateCode, string],
  [latitude, longitude]: [number, number],
  remoteness?: string,
): OfficialOfficeSeed {
  return { address, suburb, state, postcode, latitude, longitude, ...(remoteness ? { remoteness } : {}) };
}

/**
 * An organisation as the government's list makes it (unclaimed: no contacts, services or prices), written straight
 * to the tables for suites about what the API does with such a listing. Call directoryChangedBehindTheApi after it.
 */
export async function insertOfficialListing(dataSource: DataSource, seed: OfficialListingSeed): Promise<Provider> {
  const main = seed.offices[0]!;
  const provider = await dataSource.getRepository(Provider).save(
    dataSource.getRepository(Provider).create({
      businessName: seed.name,
      name: null,
      email: '',
      phone: '',
      website: null,
      address: main.address,
      suburb: main.suburb,
      state: main.state,
      postcode: main.postcode,
      description: null,
      rating: 0,
      reviewCount: 0,
      latitude: main.latitude,
      longitude: main.longitude,
      listingSource: 'official',
      organisationType: seed.organisationType ?? 'Charitable',
      officialName: seed.name,
      officialListDate: '2025-06-30',
      claimedAt: null,
      confirmedAt: null,
    }),
  );
  await dataSource.getRepository(ProviderOffice).save(
    seed.offices.map((office) =>
      dataSource.getRepository(ProviderOffice).create({
        providerId: provider.id,
        serviceNames: JSON.stringify([`${seed.name} ${office.suburb}`]),
        ...office,
        remoteness: office.remoteness ?? 'Major Cities of Australia',
        visitRadiusKm: visitRadiusKm(office.remoteness ?? 'Major Cities of Australia'),
        officialKey: `${office.address}|${office.suburb}|${office.postcode}`.toLowerCase(),
        goneFromListAt: null,
      }),
    ),
  );
  return provider;
}
