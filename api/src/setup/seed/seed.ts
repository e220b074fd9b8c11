import { CONTRIBUTABLE_CATEGORIES, OFFICIAL_CLASSIFICATION_ROWS, unitForServiceName } from '@homeward/domain';
import { Classification } from '../../catalog/entities/classification.entity.js';
import { CareService } from '../../catalog/entities/service.entity.js';
import { ProviderServiceArea } from '../../providers/entities/provider-service-area.entity.js';
import { Provider } from '../../providers/entities/provider.entity.js';
import { syncOwnOffices } from '../../providers/offices/provider-office.repository.js';
import { importOfficialList } from '../../providers/official-list/official-list.repository.js';
import { loadOfficialList, type OfficialList } from '../../providers/official-list/official-list-source.js';
import { coordinateColumns } from '../../providers/provider-coordinates.js';
import { ownOffice } from '../../providers/provider-writes.js';
import { locateProvider } from '../../locations/location-lookup.js';
import { seedDemoPrices } from './seed-prices.js';
import { DEMO_PROVIDER_ATTRIBUTES, DEMO_PROVIDER_SEEDS, SERVICE_SEEDS } from './seed-data.js';
import { demoAttributeColumns } from './seed-provider-attributes.js';
import type { OfficialListSource } from '../../config/app-config.js';
import type { DataSource } from 'typeorm';

export interface SeedResult {
  seeded: boolean;
  classifications: number;
  services: number;
  /** Organisations (demo providers, or those of the official list). */
  providers: number;
  /** Their offices. */
  offices: number;
}

/**
 * What a new database's directory is: the 31 fictional demo providers (demoData), or the government's list of
 * home-care services (officialList), never both; neither leaves it empty (tests and benchmarks that bring their own).
 */
export interface SeedOptions {
  demoData: boolean;
  officialList?: OfficialListSource | null;
}

const NOT_SEEDED: SeedResult = { seeded: false, classifications: 0, services: 0, providers: 0, offices: 0 };

/**
 * Seeds reference data and the directory (SeedOptions) when the database is new, i.e. has no classifications yet.
 * The locations table is filled first (seed-locations.ts), so demo providers get their coordinates here. A database
 * that already holds data is left alone, so providers deleted by an admin never come back at restart. The official
 * list is read and checked before the transaction opens (a second of XLSX parsing holds no lock), and a file it
 * refuses stops the start with its reasons.
 */
export async function seedDatabase(dataSource: DataSource, options: SeedOptions): Promise<SeedResult> {
  if ((await dataSource.getRepository(Classification).count()) > 0) return NOT_SEEDED;
  const official: OfficialList | null = !options.demoData && options.officialList ? await loadOfficialList(options.officialList) : null;
  return dataSource.transaction(async (em) => {
    if ((await em.count(Classification)) > 0) return NOT_SEEDED;

    await em.save(
      Classification,
      OFFICIAL_CLASSIFICATION_ROWS.map((row) => em.create(Classification, row)),
    );

    const services = await em.save(
      CareService,
      SERVICE_SEEDS.map((s, index) =>
        em.create(CareService, {
          ...s,
          unit: unitForServiceName(s.name),
          isContributable: CONTRIBUTABLE_CATEGORIES.includes(s.category),
          sortOrder: index + 1,
        }),
      ),
    );
    const byName = new Map(services.map((s) => [s.name, s]));

    let providers = 0;
    let offices = 0;
    if (official) {
      const imported = await importOfficialList(em, official);
      providers = imported.newOrganisations;
      offices = imported.newOffices;
    } else if (options.demoData) {
      for (const seed of DEMO_PROVIDER_SEEDS) {
        const { services: names, serviceAreas, ...fields } = seed;
        const point = await locateProvider(em, seed.postcode, seed.suburb);
        const provider = await em.save(
          Provider,
          em.create(Provider, {
            ...fields,
            ...demoAttributeColumns(DEMO_PROVIDER_ATTRIBUTES[seed.businessName], new Date()),
            ...coordinateColumns(point),
            services: names.map((n) => {
              const service = byName.get(n);
              if (!service) throw new Error(`Demo provider ${seed.businessName} names an unknown service: ${n}`);
              return service;
            }),
          }),
        );
        await em.save(
          ProviderServiceArea,
          serviceAreas.map((name, position) => em.create(ProviderServiceArea, { providerId: provider.id, name, position })),
        );
        await seedDemoPrices(em, provider.id, seed.businessName, names, byName);
        // A demo provider works from its own address, like any listing the team enters.
        await syncOwnOffices(em, [ownOffice(provider.id, seed, point)]);
        providers += 1;
        if (point) offices += 1;
      }
    }
    return { seeded: true, classifications: OFFICIAL_CLASSIFICATION_ROWS.length, services: services.length, providers, offices };
  });
}
