import { centsToDecimalString, INDICATIVE_PRICE_RANGES, INDICATIVE_PRICES_SOURCE, type IndicativePricesDto } from '@homeward/domain';
import type { Catalog } from '../catalog/catalog.service.js';

/** GET /api/prices/indicative: libs/domain's dated ranges, each with the catalogue service's id (ranges for services the catalogue lacks are left out). */
export function indicativePrices(catalog: Pick<Catalog, 'services'>): IndicativePricesDto {
  const byName = new Map(catalog.services.map((s) => [s.name, s]));
  return {
    source: { ...INDICATIVE_PRICES_SOURCE },
    ranges: INDICATIVE_PRICE_RANGES.flatMap((r) => {
      const service = byName.get(r.serviceName);
      if (!service) return [];
      return [
        {
          serviceId: service.id,
          serviceName: r.serviceName,
          departmentName: r.departmentName,
          unit: r.unit,
          timeOfDay: r.timeOfDay,
          low: centsToDecimalString(r.lowCents),
          median: centsToDecimalString(r.medianCents),
          high: centsToDecimalString(r.highCents),
          cap: r.cap ? { amount: centsToDecimalString(r.cap.amountCents), startsOn: r.cap.startsOn, sourceUrl: r.cap.sourceUrl } : null,
        },
      ];
    }),
  };
}
