import { CONTRIBUTABLE_CATEGORIES, OFFICIAL_CLASSIFICATION_ROWS, unitForServiceName } from '@homeward/domain';
import { Classification } from '../catalog/entities/classification.entity.js';
import { CareService } from '../catalog/entities/service.entity.js';
import { ProviderServiceArea } from '../providers/entities/provider-service-area.entity.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { coordinateColumns } from '../providers/provider-coordinates.js';
import { locateProvider } from '../locations/location-lookup.js';
import { seedDemoPrices } from '../providers/prices/seed-prices.js';
import { DEMO_PROVIDER_ATTRIBUTES, DEMO_PROVIDER_SEEDS, SERVICE_SEEDS } from './seed-data.js';
import { demoAttributeColumns } from './seed-provider-attributes.js';
import type { DataSource } from 'typeorm';

export interface SeedResult {
  seeded: boolean;
  classifications: number;
  services: number;
  providers: number;
}

/**
 * Seeds reference data (and demo providers unless demoData is false) when the database is new, i.e. has
 * no classifications yet. The locations table is filled first (seed-locations.ts), so demo providers get
 * their coordinates here. A database that already holds data is left alone, so providers deleted by an
 * admin never come back at restart.
 */
export async function seedDatabase(dataSource: DataSource, options: { demoData: boolean }): Promise<SeedResult> {
  return dataSource.transaction(async (em) => {
    if ((await em.count(Classification)) > 0) return { seeded: false, classifications: 0, services: 0, providers: 0 };

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
    if (options.demoData) {
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
        providers += 1;
      }
    }
    return { seeded: true, classifications: OFFICIAL_CLASSIFICATION_ROWS.length, services: services.length, providers };
  });
}
