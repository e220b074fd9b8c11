/**
 * Price checks before a provider's new price goes public. A price far outside the department's indicative
 * range, or a change of more than half, is most often a typing slip ($975 for $97.50): the provider is asked
 * to confirm it, with the figure said back, and a confirmed one waits for the Homeward team instead of going
 * live. Pure: the API runs it on every portal save, the portal shows its words.
 */
import { formatCents, toCents } from '../shared/money.js';
import { indicativeRangeFor, PRICE_TIMES, PRICE_TIME_LABELS, type PriceTime } from '../pricing/indicative-prices.js';
import { unitLabel, type ServiceUnit } from '../pricing/units.js';
import type { PriceRowAmounts } from './price-history.js';

export const PRICE_CHECK = {
  /** A weekday daytime price above this many times the range's top is "far above"... */
  farAboveFactor: 2,
  /** ...and for evenings, weekends and public holidays (no published range; loadings of up to 2.5 times are common) this many. */
  farAboveFactorOtherTimes: 3,
  /** A price below this share of the range's bottom is "far below" (any time of day). */
  farBelowFactor: 0.5,
  /** A new price more than this share above or below the live one is a big change ("more than half"). */
  bigChangeShare: 0.5,
} as const;

export type PriceConcernKind = 'farAbove' | 'farBelow' | 'bigRise' | 'bigFall';

/** What the check needs of a catalogue service. */
export interface PriceCheckService {
  name: string;
  unit: ServiceUnit;
}

/** One new price the provider is asked to confirm. */
export interface PriceConcern {
  serviceId: number;
  serviceName: string;
  timeBand: PriceTime;
  /** The live price, 2 decimals; null for a price the provider had not published. */
  oldPrice: string | null;
  newPrice: string;
  kinds: PriceConcernKind[];
  /** The amount the provider probably meant (the decimal point moved), 2 decimals; null when none fits. */
  suggestion: string | null;
  /** The figure said back, in plain words. */
  message: string;
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The band's limits in cents: [far below, far above], or null when the department publishes no range for the service. */
function farLimits(serviceName: string, timeBand: PriceTime): { below: number; above: number; low: number; high: number; median: number } | null {
  const range = indicativeRangeFor(serviceName);
  if (!range) return null;
  const factor = timeBand === 'standard' ? PRICE_CHECK.farAboveFactor : PRICE_CHECK.farAboveFactorOtherTimes;
  return {
    below: Math.round(range.lowCents * PRICE_CHECK.farBelowFactor),
    above: Math.round(range.highCents * factor),
    low: range.lowCents,
    high: range.highCents,
    median: range.medianCents,
  };
}

function concernKinds(serviceName: string, timeBand: PriceTime, oldCents: number | null, newCents: number): PriceConcernKind[] {
  const kinds: PriceConcernKind[] = [];
  const limits = farLimits(serviceName, timeBand);
  if (limits && newCents > limits.above) kinds.push('farAbove');
  if (limits && newCents < limits.below) kinds.push('farBelow');
  if (oldCents !== null && oldCents > 0) {
    if (newCents > oldCents * (1 + PRICE_CHECK.bigChangeShare)) kinds.push('bigRise');
    if (newCents < oldCents * (1 - PRICE_CHECK.bigChangeShare)) kinds.push('bigFall');
  }
  return kinds;
}

/**
 * The amount meant when the decimal point slipped (975 -> 97.50, 9.75 -> 97.50): of the amounts 10 or 100 times
 * smaller or larger, the one that raises no concern, nearest the live price (else the range's median).
 */
export function likelyMeant(serviceName: string, timeBand: PriceTime, oldCents: number | null, newCents: number): number | null {
  const limits = farLimits(serviceName, timeBand);
  const target = oldCents ?? limits?.median ?? null;
  if (target === null) return null;
  const candidates = [newCents / 100, newCents / 10, newCents * 10, newCents * 100]
    .map((c) => Math.round(c))
    .filter((c) => c > 0 && concernKinds(serviceName, timeBand, oldCents, c).length === 0);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, c) => (Math.abs(c - target) < Math.abs(best - target) ? c : best));
}

/** The words said back: "$975.00 an hour for Personal care (weekday daytime): did you mean $97.50? ..." */
export function priceConcernMessage(concern: Omit<PriceConcern, 'message'>, unit: ServiceUnit): string {
  const newCents = toCents(concern.newPrice);
  const said = `${formatCents(newCents)} ${unitLabel(unit)} for ${concern.serviceName} (${PRICE_TIME_LABELS[concern.timeBand].toLowerCase()})`;
  const question = concern.suggestion === null ? 'is that right?' : `did you mean ${formatCents(toCents(concern.suggestion))}?`;
  const why: string[] = [];
  const limits = farLimits(concern.serviceName, concern.timeBand);
  if (limits && (concern.kinds.includes('farAbove') || concern.kinds.includes('farBelow'))) {
    why.push(`Most providers charge ${formatCents(limits.low)} to ${formatCents(limits.high)} ${unitLabel(unit)} on weekdays.`);
  }
  if (concern.oldPrice !== null && (concern.kinds.includes('bigRise') || concern.kinds.includes('bigFall'))) {
    why.push(`Your price now is ${formatCents(toCents(concern.oldPrice))}.`);
  }
  return [`${said}: ${question}`, ...why].join(' ');
}

const amountCents = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : toCents(value);

/**
 * Every new or changed price in `after` that needs the provider's confirmation, by service (list order) and time of
 * day. Services the catalogue does not know are left to the price list's own rules.
 */
export function priceConcerns(
  before: readonly PriceRowAmounts[],
  after: readonly PriceRowAmounts[],
  services: ReadonlyMap<number, PriceCheckService>,
): PriceConcern[] {
  const old = new Map(before.map((r) => [Number(r.serviceId), r]));
  const concerns: PriceConcern[] = [];
  for (const row of after) {
    const serviceId = Number(row.serviceId);
    const service = services.get(serviceId);
    if (!service) continue;
    for (const timeBand of PRICE_TIMES) {
      const newCents = amountCents(row[timeBand]);
      const oldCents = amountCents(old.get(serviceId)?.[timeBand]);
      if (newCents === null || newCents === oldCents) continue;
      const kinds = concernKinds(service.name, timeBand, oldCents, newCents);
      if (kinds.length === 0) continue;
      const meant = likelyMeant(service.name, timeBand, oldCents, newCents);
      const concern = {
        serviceId,
        serviceName: service.name,
        timeBand,
        oldPrice: oldCents === null ? null : decimal(oldCents),
        newPrice: decimal(newCents),
        kinds,
        suggestion: meant === null ? null : decimal(meant),
      };
      concerns.push({ ...concern, message: priceConcernMessage(concern, service.unit) });
    }
  }
  return concerns;
}

/**
 * The other prices of a new service whose weekday daytime price waits for the team: a price needs that one first,
 * so they wait with it (never dropped). Each with the live value null (the service had no prices).
 */
export function waitingWithTheirService(
  before: readonly PriceRowAmounts[],
  after: readonly PriceRowAmounts[],
  concerns: ReadonlyArray<Pick<PriceConcern, 'serviceId' | 'timeBand'>>,
): Array<{ serviceId: number; timeBand: PriceTime; newPrice: string }> {
  const held = new Set(concerns.map((c) => `${c.serviceId}|${c.timeBand}`));
  const old = new Set(before.map((r) => Number(r.serviceId)));
  const out: Array<{ serviceId: number; timeBand: PriceTime; newPrice: string }> = [];
  for (const row of after) {
    const serviceId = Number(row.serviceId);
    if (old.has(serviceId) || !held.has(`${serviceId}|standard`)) continue;
    for (const timeBand of PRICE_TIMES) {
      const cents = amountCents(row[timeBand]);
      if (timeBand !== 'standard' && cents !== null && !held.has(`${serviceId}|${timeBand}`)) out.push({ serviceId, timeBand, newPrice: decimal(cents) });
    }
  }
  return out;
}

/**
 * The list that goes live when the concerned prices wait for the team: each concerned price keeps its live value
 * (or stays unpublished), everything else is as sent.
 */
export function withoutConcerns(
  before: readonly PriceRowAmounts[],
  after: readonly PriceRowAmounts[],
  concerns: ReadonlyArray<Pick<PriceConcern, 'serviceId' | 'timeBand' | 'oldPrice'>>,
): PriceRowAmounts[] {
  const held = new Map(concerns.map((c) => [`${c.serviceId}|${c.timeBand}`, c.oldPrice]));
  const old = new Map(before.map((r) => [Number(r.serviceId), r]));
  const out: PriceRowAmounts[] = [];
  for (const row of after) {
    const serviceId = Number(row.serviceId);
    const next: PriceRowAmounts = { ...row };
    for (const timeBand of PRICE_TIMES) {
      const key = `${serviceId}|${timeBand}`;
      if (held.has(key)) next[timeBand] = held.get(key) ?? null;
    }
    // A new service whose only (weekday daytime) price waits is not published yet: it has no price to show.
    if (amountCents(next.standard) === null && !old.has(serviceId)) continue;
    out.push(next);
  }
  return out;
}
