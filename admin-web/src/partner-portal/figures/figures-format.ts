import type { MonthFigures } from '@homeward/domain';

/** '2026-11' -> 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 0.75 -> '75%'; no leads that month -> '-'. */
export function shareLabel(share: number | null): string {
  return share === null ? '-' : `${Math.round(share * 100)}%`;
}

/**
 * The month's contact figure in words: only leads that are due (contacted, or past their 2 business days) count
 * as met or missed; a new lead still inside its 2 days is said apart, never counted as met.
 * '1 of 1 due so far (100%), 1 still within its 2 days'; 'None due yet, 2 still within their 2 days'.
 */
export function contactedLabel(m: Pick<MonthFigures, 'leads' | 'contactedInTimeShare' | 'due' | 'contactedInTime' | 'stillWithinTime'>): string {
  if (m.due === undefined || m.contactedInTime === undefined || m.stillWithinTime === undefined) return shareLabel(m.contactedInTimeShare);
  if (m.leads === 0) return '-';
  const waiting = m.stillWithinTime === 0 ? '' : `${m.stillWithinTime} still within ${m.stillWithinTime === 1 ? 'its' : 'their'} 2 days`;
  if (m.due === 0) return `None due yet, ${waiting}`;
  const met = `${m.contactedInTime} of ${m.due} due so far (${shareLabel(m.contactedInTimeShare)})`;
  return waiting ? `${met}, ${waiting}` : met;
}

/** Hours to a plain duration: '3 hours', '1 day 4 hours', '45 minutes'; none contacted -> '-'. */
export function durationLabel(hours: number | null): string {
  if (hours === null) return '-';
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  if (hours < 24) return `${Math.round(hours)} ${Math.round(hours) === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} ${rest === 1 ? 'hour' : 'hours'}` : ''}`;
}

/** The leads of the 12 months together. */
export function figuresSummary(months: readonly MonthFigures[]): { leads: number } {
  return { leads: months.reduce((sum, m) => sum + m.leads, 0) };
}
