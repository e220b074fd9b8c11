import { REVIEW_DATES } from '../funding/facts.js';
import type { ServiceUnit } from './units.js';

/**
 * The department's indicative prices: one dated place.
 *
 * "Summary of indicative Support at Home prices", Department of Health, Disability and Ageing: built from
 * a survey of more than 300 Home Care Package providers (February 2025), first published 24 March 2025 and
 * refreshed in October 2025. Figures as quoted by gihc.com.au (24 March 2025 medians) and recorded in
 * /work/shared/reference/support-at-home-facts.md section 8. Weekday business-hours prices only: the summary
 * gives no evening, weekend or public-holiday figures, so only the standard time of day has a range.
 *
 * These are NOT caps: providers set their own prices and may charge more or less. Government price caps were
 * announced for 1 July 2026 and deferred in May 2026 with no new start date (PRICE_CAPS). Each range has room
 * for a cap with its start date; every cap is null until one is published by the department.
 */
const INDICATIVE_PRICES_URL = 'https://www.health.gov.au/resources/publications/summary-of-indicative-support-at-home-prices';

export const INDICATIVE_PRICES_SOURCE = {
  title: 'Summary of indicative Support at Home prices',
  publisher: 'Department of Health, Disability and Ageing',
  url: INDICATIVE_PRICES_URL,
  source: 'Department of Health, Disability and Ageing: Summary of indicative Support at Home prices',
  sourceUrl: INDICATIVE_PRICES_URL,
  /** The figures' date: the first publication (ISO date). */
  asOf: '2025-03-24',
  reviewBy: REVIEW_DATES.quarterlyPriceSummaries,
  /** The summary was refreshed in this month (ISO year-month). */
  refreshed: '2025-10',
  basis:
    'Weekday business-hours prices from a survey of more than 300 providers in February 2025. They are a guide, not a cap: providers may charge more or less.',
} as const;

/** The times of day a provider can publish a price for; 'standard' is weekday daytime. */
export const PRICE_TIMES = ['standard', 'evening', 'saturday', 'sunday', 'publicHoliday'] as const;
export type PriceTime = (typeof PRICE_TIMES)[number];

export const PRICE_TIME_LABELS: Readonly<Record<PriceTime, string>> = {
  standard: 'Weekday daytime',
  evening: 'Weekday evening',
  saturday: 'Saturday',
  sunday: 'Sunday',
  publicHoliday: 'Public holiday',
};

/** A government price cap, should one be published: the amount per unit and the date it starts. */
export interface PriceCap {
  amountCents: number;
  /** ISO date. */
  startsOn: string;
  sourceUrl: string;
}

export interface IndicativePriceRange {
  /** The catalogue service's name (SERVICE_SEEDS). */
  serviceName: string;
  /** The department's row it comes from (its words). */
  departmentName: string;
  unit: ServiceUnit;
  /** The time of day the range is for: only weekday daytime is published. */
  timeOfDay: PriceTime;
  lowCents: number;
  medianCents: number;
  highCents: number;
  /** Null: no cap is in force (see above). */
  cap: PriceCap | null;
}

const range = (serviceName: string, departmentName: string, unit: ServiceUnit, low: number, median: number, high: number): IndicativePriceRange => ({
  serviceName,
  departmentName,
  unit,
  timeOfDay: 'standard',
  lowCents: low * 100,
  medianCents: median * 100,
  highCents: high * 100,
  cap: null,
});

/** One range per catalogue service, in the catalogue's order. Dollars per unit, weekday daytime. */
export const INDICATIVE_PRICE_RANGES: readonly IndicativePriceRange[] = [
  range('Nursing care', 'Nursing (blended)', 'hour', 125, 150, 179),
  range('Allied health and therapy', 'Allied health (blended)', 'hour', 160, 195, 220),
  range('Physiotherapy', 'Physiotherapist', 'hour', 160, 185, 210),
  range('Occupational therapy', 'Occupational therapist', 'hour', 174, 200, 220),
  range('Podiatry', 'Podiatrist', 'hour', 153, 180, 208),
  range('Personal care', 'Personal care', 'hour', 85, 100, 115),
  range('Social support and community engagement', 'Social support and community engagement', 'hour', 82, 99, 110),
  range('Respite', 'Respite (in home)', 'hour', 85, 99, 112),
  range('Therapeutic services for independent living', 'Therapeutic services for independent living', 'hour', 140, 165, 220),
  range('Transport (per trip)', 'Transport', 'trip', 40, 70, 97),
  range('Domestic assistance', 'Domestic assistance', 'hour', 83, 95, 109),
  range('Home maintenance and gardening', 'Home maintenance and repairs', 'hour', 85, 103, 120),
  range('Meal preparation', 'Meal preparation', 'hour', 82, 97, 110),
  range('Meal delivery (per meal)', 'Meal delivery', 'meal', 11, 15, 22),
];

const BY_NAME = new Map(INDICATIVE_PRICE_RANGES.map((r) => [r.serviceName, r]));

/** The range of a catalogue service by its name, for a time of day (only 'standard' has ranges). */
export function indicativeRangeFor(serviceName: string, timeOfDay: PriceTime = 'standard'): IndicativePriceRange | undefined {
  const found = BY_NAME.get(serviceName);
  return found && found.timeOfDay === timeOfDay ? found : undefined;
}

/** The official word for a provider's published price. */
export const COMMON_PRICE_TERM = 'common price';
