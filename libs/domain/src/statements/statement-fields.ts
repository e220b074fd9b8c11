/**
 * The few rules a statement line needs as it is typed (its amount, its quantity, its time band from its date),
 * apart from the paste reader and the checks, so the page can load those on a press.
 */
import type { PriceTime } from '../pricing/indicative-prices.js';
import type { IsoDate } from '../shared/calendar.js';

/** Quantity x price, to the cent (half a cent rounds up). */
export function lineAmountCents(quantity: number, unitPriceCents: number): number {
  return Math.round(quantity * unitPriceCents);
}

/** '2', '1.5', '1.5 hrs', '3 trips' -> the number; null when not a quantity. */
export function parseQuantity(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*[a-z]*$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** Saturday and Sunday lines default to their day's band, every other day to weekday daytime. */
export function defaultTimeBand(date: IsoDate): PriceTime {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 6 ? 'saturday' : day === 0 ? 'sunday' : 'standard';
}
