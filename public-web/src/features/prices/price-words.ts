import {
  formatAud,
  formatCents,
  formatFactDate,
  INDICATIVE_PRICES_SOURCE,
  type IndicativePriceRange,
  indicativeRangeFor,
  type PriceBand,
  priceBand,
  type PriceTime,
  type ServiceUnit,
  toCents,
  unitLabel,
} from '@homeward/domain';

/** '152.00', 'hour' -> '$152.00 an hour'. */
export function pricePerUnit(amount: string | number, unit: ServiceUnit | string): string {
  return `${formatAud(Number(amount))} ${unitLabel(unit)}`;
}

/** The department's range in words: '$125 to $179 an hour'. */
export function rangeText(range: IndicativePriceRange): string {
  return `${formatCents(range.lowCents, 0)} to ${formatCents(range.highCents, 0)} ${unitLabel(range.unit)}`;
}

export { BAND_WORDS } from '../../components/providers/band-words.js';

/** A time of care as an adjective, in a sentence: 'Sunday' (care), 'weekday evening' (care), 'public holiday' (care). */
export const PRICE_TIME_WORDS: Readonly<Record<PriceTime, string>> = {
  standard: 'weekday daytime',
  evening: 'weekday evening',
  saturday: 'Saturday',
  sunday: 'Sunday',
  publicHoliday: 'public holiday',
};

/** Where an off-peak price sits against the weekday range, said as a comparison and not as a verdict. */
export const OFF_PEAK_BAND_WORDS: Readonly<Record<PriceBand, string>> = {
  below: 'is below the weekday range',
  within: 'is within the weekday range',
  above: 'is above the weekday range',
};

/** A weekday daytime price against the department's range for the service; null when there is no range for it. */
export function bandFor(serviceName: string, amount: string | number): { band: PriceBand; range: IndicativePriceRange } | null {
  const range = indicativeRangeFor(serviceName);
  if (!range) return null;
  return { band: priceBand(toCents(amount), range), range };
}

/** 'Source: Summary of indicative Support at Home prices (Department of ...), as at 24 March 2025.' */
export const INDICATIVE_SOURCE_TEXT = `${INDICATIVE_PRICES_SOURCE.title} (${INDICATIVE_PRICES_SOURCE.publisher}), as at ${formatFactDate(INDICATIVE_PRICES_SOURCE.asOf)}`;

/** '2026-11-01T03:00:00.000Z' -> '1 November 2026' (the date in Australia's eastern time). */
export function updatedOnText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' }).format(date);
}

/** A change of one price in words: '$70.00 to $77.00 an hour (up 10%)', 'new: $80.00 a trip', 'no longer listed'. */
export function priceChangeText(change: { oldPrice: string | null; newPrice: string | null; risePercent: number | null }, unit: string): string {
  if (change.newPrice === null) return `No longer listed (was ${pricePerUnit(change.oldPrice ?? 0, unit)})`;
  if (change.oldPrice === null) return `New price: ${pricePerUnit(change.newPrice, unit)}`;
  const moved = `${formatAud(Number(change.oldPrice))} to ${pricePerUnit(change.newPrice, unit)}`;
  if (change.risePercent !== null) return `${moved} (up ${change.risePercent}%)`;
  return Number(change.newPrice) < Number(change.oldPrice) ? `${moved} (down)` : moved;
}
