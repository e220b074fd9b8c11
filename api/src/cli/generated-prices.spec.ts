import { INDICATIVE_PRICE_RANGES, priceBand, toCents } from '@homeward/domain';
import { mulberry32 } from './seeded-random.js';
import { generatedPriceRows, generatedStandardCents } from './generated-prices.js';

const services = INDICATIVE_PRICE_RANGES.map((r, i) => ({ id: i + 1, name: r.serviceName, unit: r.unit, hourlyRateCents: r.medianCents }));
const providers = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, serviceIds: [1 + (i % 14), 1 + ((i + 5) % 14), 1 + ((i + 9) % 14)] }));

describe('generated price lists', () => {
  it('prices about 90% of offered services, mostly within the indicative range, some below and above', () => {
    const rows = generatedPriceRows(providers, services, 7);
    expect(rows.length).toBeGreaterThan(providers.length * 3 * 0.85);
    expect(rows.length).toBeLessThan(providers.length * 3 * 0.95);
    const bands = { below: 0, within: 0, above: 0 };
    for (const [, serviceId, standard] of rows) {
      const range = INDICATIVE_PRICE_RANGES[(serviceId as number) - 1];
      bands[priceBand(toCents(standard as string), range)] += 1;
    }
    expect(bands.within / rows.length).toBeGreaterThan(0.75);
    expect(bands.below).toBeGreaterThan(0);
    expect(bands.above).toBeGreaterThan(0);
  });

  it('gives time-of-day prices only to hourly services, never below the standard price, and only for offered services', () => {
    for (const [providerId, serviceId, standard, ...times] of generatedPriceRows(providers, services, 7)) {
      expect(providers[(providerId as number) - 1].serviceIds).toContain(serviceId);
      const service = services[(serviceId as number) - 1];
      for (const t of times) {
        if (service.unit !== 'hour') expect(t).toBeNull();
        else if (t !== null) expect(Number(t)).toBeGreaterThan(Number(standard));
      }
      expect(standard).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('is the same for the same seed', () => {
    expect(generatedPriceRows(providers, services, 11)).toEqual(generatedPriceRows(providers, services, 11));
    expect(generatedPriceRows(providers, services, 11)).not.toEqual(generatedPriceRows(providers, services, 12));
  });

  it('keeps the catalogue rate for a service without a range', () => {
    expect(generatedStandardCents(mulberry32(1), undefined, 4321, 50)).toBe(4321);
  });
});
