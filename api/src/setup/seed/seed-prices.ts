import { Provider } from '../../providers/entities/provider.entity.js';
import { ProviderPrice } from '../../providers/entities/provider-price.entity.js';
import { DEMO_PRICE_LISTS } from './seed-data.js';
import type { CareService } from '../../catalog/entities/service.entity.js';
import type { EntityManager } from 'typeorm';

/** A demo provider's price list (DEMO_PRICE_LISTS), for the services it offers, with its date. */
export async function seedDemoPrices(
  em: EntityManager,
  providerId: number,
  businessName: string,
  offered: readonly string[],
  servicesByName: ReadonlyMap<string, CareService>,
): Promise<void> {
  const list = DEMO_PRICE_LISTS[businessName];
  if (!list) return;
  const rows = Object.entries(list.prices).map(([name, price]) => {
    const service = servicesByName.get(name);
    if (!service || !offered.includes(name)) throw new Error(`Demo price list of ${businessName} prices a service it does not offer: ${name}`);
    return em.create(ProviderPrice, {
      providerId,
      serviceId: service.id,
      standard: price.standard,
      evening: price.evening ?? null,
      saturday: price.saturday ?? null,
      sunday: price.sunday ?? null,
      publicHoliday: price.publicHoliday ?? null,
    });
  });
  await em.save(ProviderPrice, rows);
  await em.update(Provider, { id: providerId }, { pricesUpdatedAt: new Date(`${list.updatedAt}T00:00:00.000Z`) });
}
