/**
 * Price history: what changed between two saves of a price list, each rise as
 * a percentage, and whether a provider raised prices more often than the department expects. Pure: the
 * API records the changes at every save, the provider page and directory card read the result.
 */
import { australianDate, type IsoDate } from '../shared/calendar.js';
import { centsToDecimalString, toCents } from '../shared/money.js';
import { PRICE_TIMES, type PriceTime } from '../pricing/indicative-prices.js';

export const PRICE_HISTORY = {
  /** The public history covers this many months. */
  shownMonths: 24,
  /** Rises are counted over this many months... */
  riseWindowMonths: 12,
  /** ...and more than this many days with a rise is "frequent" (the department's "at most twice a year"). */
  expectedRisesPerWindow: 2,
  /** A price changed again within this many hours was being corrected: families see only where it ended up. */
  correctionHours: 24,
} as const;

/** One price of one service at one time of day, as a stored row has it (amounts in dollars, any form). */
export type PriceRowAmounts = { serviceId: number | string } & Partial<Record<PriceTime, number | string | null | undefined>>;

/** One published price that changed: null old price for a new one, null new price for one withdrawn. */
export interface PriceBandChange {
  serviceId: number;
  timeBand: PriceTime;
  oldPrice: string | null;
  newPrice: string | null;
}

const amount = (value: number | string | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : centsToDecimalString(toCents(value));

function byService(rows: readonly PriceRowAmounts[]): Map<number, PriceRowAmounts> {
  return new Map(rows.map((r) => [Number(r.serviceId), r]));
}

/** Every price that differs between two lists, by service (ascending) and time of day (list order). */
export function priceListChanges(before: readonly PriceRowAmounts[], after: readonly PriceRowAmounts[]): PriceBandChange[] {
  const old = byService(before);
  const next = byService(after);
  const serviceIds = [...new Set([...old.keys(), ...next.keys()])].sort((a, b) => a - b);
  const changes: PriceBandChange[] = [];
  for (const serviceId of serviceIds) {
    for (const timeBand of PRICE_TIMES) {
      const oldPrice = amount(old.get(serviceId)?.[timeBand]);
      const newPrice = amount(next.get(serviceId)?.[timeBand]);
      if (oldPrice !== newPrice) changes.push({ serviceId, timeBand, oldPrice, newPrice });
    }
  }
  return changes;
}

/** What a stored change needs for the correction rule: which price, from what to what, and when. */
export interface TimedPriceChange {
  serviceId: number;
  timeBand: PriceTime;
  oldPrice: string | null;
  newPrice: string | null;
  changedAt: Date | string;
}

const sameAmount = (a: string | null, b: string | null) => (a === null || b === null ? a === b : toCents(a) === toCents(b));

/**
 * The changes as families should see them: a price changed again within a day (a typo and its fix, or several
 * tries) is one change from the first old price to the last new one, at the last change's time, and nothing at
 * all when it ended where it began. Each kept change is the last of its run (its id and time), in input order.
 */
export function withoutCorrections<T extends TimedPriceChange>(changes: readonly T[]): T[] {
  const windowMs = PRICE_HISTORY.correctionHours * 3_600_000;
  const at = (c: TimedPriceChange) => new Date(c.changedAt).getTime();
  const byPrice = new Map<string, T[]>();
  for (const change of changes) {
    const key = `${change.serviceId}|${change.timeBand}`;
    byPrice.set(key, [...(byPrice.get(key) ?? []), change]);
  }
  const kept = new Map<T, T>();
  for (const runOfPrice of byPrice.values()) {
    const ordered = [...runOfPrice].sort((a, b) => at(a) - at(b));
    let first = ordered[0]!;
    for (let i = 0; i < ordered.length; i += 1) {
      const current = ordered[i]!;
      const next = ordered[i + 1];
      if (next && at(next) - at(current) <= windowMs) continue;
      if (!sameAmount(first.oldPrice, current.newPrice)) kept.set(current, { ...current, oldPrice: first.oldPrice });
      if (next) first = next;
    }
  }
  return changes.filter((c) => kept.has(c)).map((c) => kept.get(c)!);
}

/** The rise as a percentage of the old price, one decimal (12.5); null when it is not a rise of a price that existed. */
export function risePercent(oldPrice: string | null, newPrice: string | null): number | null {
  if (oldPrice === null || newPrice === null) return null;
  const before = toCents(oldPrice);
  const after = toCents(newPrice);
  if (before <= 0 || after <= before) return null;
  return Math.round(((after - before) * 1000) / before) / 10;
}

/** The ISO date `months` after this one (negative: before); the 31st of a short month becomes its last day. */
export function monthsLater(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

type RiseFacts = ReadonlyArray<{ oldPrice: string | null; newPrice: string | null; changedAt: Date | string }>;

/**
 * The first Australian (Sydney) date on which "raised prices more than twice in 12 months" no longer holds,
 * if no other rise comes: a rise counts for 12 months from its day, so the words last until the third most
 * recent rise day is 12 months old. Null with fewer than 3 rise days. Days, not saves: fixing a typo an hour
 * after a rise is still one rise. Stored with the directory card, so the words end on time without a rewrite.
 */
export function frequentRisesUntil(changes: RiseFacts): IsoDate | null {
  const riseDays = [...new Set(changes.filter((c) => risePercent(c.oldPrice, c.newPrice) !== null).map((c) => australianDate(new Date(c.changedAt))))]
    .sort()
    .reverse();
  const third = riseDays[PRICE_HISTORY.expectedRisesPerWindow];
  return third === undefined ? null : monthsLater(third, PRICE_HISTORY.riseWindowMonths);
}

/** Whether the words apply on the Australian date of `now`, given frequentRisesUntil's answer. */
export function pricesRaisedOften(until: IsoDate | null | undefined, now: Date): boolean {
  return typeof until === 'string' && australianDate(now) < until;
}

/** True when the provider raised a price on more than 2 different days in the 12 months to `now`. */
export function hasFrequentRises(changes: RiseFacts, now: Date): boolean {
  const today = australianDate(now);
  return pricesRaisedOften(frequentRisesUntil(changes.filter((c) => australianDate(new Date(c.changedAt)) <= today)), now);
}

/**
 * The words for a provider that raised a price on more than 2 days in 12 months. The twice-a-year expectation
 * has one source (the reference's "Changes during 2026"): it is cited with that source, never as a rule.
 */
export const FREQUENT_RISES_WORDS = {
  card: 'Raised prices more than twice in the last 12 months',
  page: 'This provider raised its prices on more than 2 different days in the last 12 months.',
  expectation: 'In May 2026 the government said it expects providers to change their prices no more than twice a year.',
  sourceTitle: 'Strengthening consumer protections for older Australians (Minister for Aged Care, May 2026)',
  sourceUrl: 'https://www.health.gov.au/ministers/the-hon-sam-rae-mp/media/strengthening-consumer-protections-for-older-australians',
} as const;
