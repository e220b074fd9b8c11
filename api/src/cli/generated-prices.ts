import { indicativeRangeFor, type PriceTime } from '@homeward/domain';
import { mulberry32, type Rng } from './seeded-random.js';

/** Share of a generated provider's services that have a published price; the rest show "price not published". */
export const GENERATED_PRICED_SHARE = 0.9;

/** The optional times of day, how often a provider publishes each (hourly services only) and its usual loading. */
const LOADINGS: ReadonlyArray<{ time: Exclude<PriceTime, 'standard'>; share: number; factor: number }> = [
  { time: 'evening', share: 0.4, factor: 1.12 },
  { time: 'saturday', share: 0.5, factor: 1.3 },
  { time: 'sunday', share: 0.45, factor: 1.55 },
  { time: 'publicHoliday', share: 0.35, factor: 2.1 },
];

/** Cents rounded to a step (50c for hourly prices, 10c for trips and meals). */
const roundTo = (cents: number, step: number) => Math.max(step, Math.round(cents / step) * step);

/**
 * A standard price in cents for a service's indicative range: most within it, about 1 in 13 below and 1 in 13
 * above (by up to 15%), like the spread of published prices. Services without a range keep the catalogue rate.
 */
export function generatedStandardCents(rng: Rng, range: { lowCents: number; highCents: number } | undefined, catalogueCents: number, step: number): number {
  if (!range) return catalogueCents;
  const roll = rng();
  const span = range.highCents - range.lowCents;
  let cents: number;
  if (roll < 0.075) cents = range.lowCents * (0.85 + 0.15 * rng());
  else if (roll > 0.925) cents = range.highCents * (1 + 0.15 * rng());
  else cents = range.lowCents + span * rng();
  return roundTo(cents, step);
}

export interface PricedService {
  id: number;
  name: string;
  unit: string;
  hourlyRateCents: number;
}

/**
 * Price-list rows (provider_prices columns: providerId, serviceId, standard, evening, saturday, sunday,
 * publicHoliday; dollars as decimal strings) for generated providers. Its own random stream from the seed, so
 * the providers themselves stay exactly as the generator made them before prices existed.
 */
export function generatedPriceRows(
  providers: ReadonlyArray<{ id: number; serviceIds: readonly number[] }>,
  services: readonly PricedService[],
  seed: number,
): unknown[][] {
  const rng = mulberry32(seed ^ 0x5eed_9a1c);
  const byId = new Map(services.map((s) => [s.id, s]));
  const rows: unknown[][] = [];
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  for (const provider of providers) {
    for (const serviceId of provider.serviceIds) {
      const service = byId.get(serviceId);
      if (!service || rng() >= GENERATED_PRICED_SHARE) continue;
      const step = service.unit === 'hour' ? 50 : 10;
      const standard = generatedStandardCents(rng, indicativeRangeFor(service.name), service.hourlyRateCents, step);
      const row: unknown[] = [provider.id, serviceId, dollars(standard)];
      for (const loading of LOADINGS) {
        const published = service.unit === 'hour' && rng() < loading.share;
        row.push(published ? dollars(roundTo(standard * loading.factor, step)) : null);
      }
      rows.push(row);
    }
  }
  return rows;
}

export const PRICE_COLUMNS = ['providerId', 'serviceId', 'standard', 'evening', 'saturday', 'sunday', 'publicHoliday'] as const;
