/**
 * The provider's figures: per month for the last 12 months, leads received, the share contacted
 * within two business days and the median time to first contact. Pure: leads and their deadlines in, the
 * months out; the API reads the leads and works out each deadline (business-days contactDeadline).
 */
import { wallClock } from './business-days.js';

export const FIGURES_MONTHS = 12;

/** What the figures need of one lead. */
export interface LeadTiming {
  arrivedAt: Date;
  /** When the outcome first left "new"; null while it is new. */
  firstContactAt: Date | null;
  /** The instant it must have been contacted by. */
  deadline: Date;
}

export interface MonthFigures {
  /** 'YYYY-MM', in the provider's time zone. */
  month: string;
  leads: number;
  /** Of the leads whose deadline has passed or that were contacted: the share contacted by the deadline, 0 to 1 (3 decimals); null when none. */
  contactedInTimeShare: number | null;
  /** Leads past their deadline or contacted: the share above is of these ("due so far"). */
  due?: number;
  /** Of those due, contacted by the deadline. */
  contactedInTime?: number;
  /** Still new and inside their 2 business days: not counted as met or missed yet. */
  stillWithinTime?: number;
  /** Median hours from arrival to first contact (1 decimal); null when no lead of the month was contacted. */
  medianHoursToFirstContact: number | null;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The 12 months ending with the month of `now` in this zone, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, timeZone: string, count: number = FIGURES_MONTHS): string[] {
  const [year, month] = wallClock(now, timeZone).date.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const total = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Of these leads, the ones that can be judged (contacted, or past their deadline) and the ones contacted by their
 * deadline: the portal figures' and the comparison's response record share this rule.
 */
export function contactCounts(leads: readonly LeadTiming[], now: Date): { judged: number; inTime: number } {
  const judged = leads.filter((l) => l.firstContactAt !== null || now.getTime() >= l.deadline.getTime());
  const inTime = judged.filter((l) => l.firstContactAt !== null && l.firstContactAt.getTime() <= l.deadline.getTime());
  return { judged: judged.length, inTime: inTime.length };
}

export function monthlyFigures(leads: readonly LeadTiming[], now: Date, timeZone: string): MonthFigures[] {
  const months = lastMonths(now, timeZone);
  const byMonth = new Map<string, LeadTiming[]>(months.map((m) => [m, []]));
  for (const lead of leads) byMonth.get(wallClock(lead.arrivedAt, timeZone).date.slice(0, 7))?.push(lead);
  return months.map((month) => {
    const inMonth = byMonth.get(month)!;
    const { judged, inTime } = contactCounts(inMonth, now);
    const hours = median(inMonth.filter((l) => l.firstContactAt !== null).map((l) => (l.firstContactAt!.getTime() - l.arrivedAt.getTime()) / 3_600_000));
    return {
      month,
      leads: inMonth.length,
      contactedInTimeShare: judged === 0 ? null : Math.round((inTime / judged) * 1000) / 1000,
      due: judged,
      contactedInTime: inTime,
      stillWithinTime: inMonth.length - judged,
      medianHoursToFirstContact: hours === null ? null : Math.round(hours * 10) / 10,
    };
  });
}
