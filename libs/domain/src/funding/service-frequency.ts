/**
 * How often a service comes: every week or every fortnight. A plan is still priced a week (POST /api/calculate,
 * leads and quotes take units a week), so a fortnightly service counts half its amount each week; the page
 * shows the amount as the family entered it ("3 hours every fortnight") and keeps that through a share link.
 */
import { normaliseHours } from './calculator.js';
import type { ServiceHours } from './calculator-selection.js';

export const SERVICE_FREQUENCIES = ['week', 'fortnight'] as const;
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];

/** The services that come every fortnight, by service id; a service not listed comes every week. */
export type ServiceFrequencies = Readonly<Record<number, ServiceFrequency>>;

export const FREQUENCY_LABELS: Record<ServiceFrequency, string> = { week: 'Every week', fortnight: 'Every fortnight' };

const WEEKS_IN: Record<ServiceFrequency, number> = { week: 1, fortnight: 2 };

export function isServiceFrequency(value: unknown): value is ServiceFrequency {
  return typeof value === 'string' && (SERVICE_FREQUENCIES as readonly string[]).includes(value);
}

export function frequencyOf(frequencies: ServiceFrequencies, serviceId: number): ServiceFrequency {
  return frequencies[serviceId] === 'fortnight' ? 'fortnight' : 'week';
}

/** The amount as entered (each week, or each fortnight) as units a week: 3 hours a fortnight is 1.5 a week. */
export function perWeekFrom(entered: number, every: ServiceFrequency): number {
  return entered / WEEKS_IN[every];
}

/** Units a week back as the amount the family entered for each visit period. */
export function enteredFrom(perWeek: number, every: ServiceFrequency): number {
  return perWeek * WEEKS_IN[every];
}

/**
 * Setting a service's amount as entered for its frequency. The spec's rules hold on the entered amount (0-168,
 * halves, a 0 removes the service, a new amount above 0 adds it); what is kept is units a week. Returns the same
 * object when nothing changes, so React can skip work.
 */
export function setEnteredHours(selection: ServiceHours, serviceId: number, raw: unknown, every: ServiceFrequency = 'week'): ServiceHours {
  const perWeek = perWeekFrom(normaliseHours(raw), every);
  const current = selection[serviceId];
  if (perWeek === 0) {
    if (current === undefined) return selection;
    const next: Record<number, number> = { ...selection };
    delete next[serviceId];
    return next;
  }
  if (current === perWeek) return selection;
  return { ...selection, [serviceId]: perWeek };
}

/**
 * Changing how often a service comes keeps the amount the family entered: 3 hours "every week" switched to
 * "every fortnight" is 3 hours each fortnight (1.5 a week). Only fortnightly services are listed.
 */
export function setServiceFrequency(
  selection: ServiceHours,
  frequencies: ServiceFrequencies,
  serviceId: number,
  every: ServiceFrequency,
): { selection: ServiceHours; frequencies: ServiceFrequencies } {
  const before = frequencyOf(frequencies, serviceId);
  if (before === every) return { selection, frequencies };
  const nextFrequencies: Record<number, ServiceFrequency> = { ...frequencies };
  if (every === 'fortnight') nextFrequencies[serviceId] = 'fortnight';
  else delete nextFrequencies[serviceId];
  const current = selection[serviceId];
  const nextSelection = current === undefined ? selection : { ...selection, [serviceId]: perWeekFrom(enteredFrom(current, before), every) };
  return { selection: nextSelection, frequencies: nextFrequencies };
}
