import type { PartnerFiguresMonthDto } from '../api-types.js';

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

/** Hours to a plain duration: '3 hours', '1 day 4 hours', '45 minutes'; none contacted -> '-'. */
export function durationLabel(hours: number | null): string {
  if (hours === null) return '-';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} minutes`;
  if (hours < 24) return `${Math.round(hours)} ${Math.round(hours) === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} ${rest === 1 ? 'hour' : 'hours'}` : ''}`;
}

/** The leads of the 12 months together. */
export function figuresSummary(months: readonly PartnerFiguresMonthDto[]): { leads: number } {
  return { leads: months.reduce((sum, m) => sum + m.leads, 0) };
}
