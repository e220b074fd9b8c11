import { formatAud, type LeadSelectedService, quantityText, unitForServiceName } from '@homeward/domain';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Calculator lead dates: the browser's own date format. */
export function formatLocalDate(value: string | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale) : '';
}

/** Provider lead dates: Australian date format with the time, e.g. 22/11/2026, 3:05:09 pm. */
export function formatAuDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-AU') : '';
}

/** Admin user dates (created, last login): Australian date and time; 'Never' for a missing last login. */
export function formatAuDate(value: string | null | undefined, whenMissing = ''): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }) : whenMissing;
}

export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  return amount === null || amount === undefined || Number.isNaN(amount) ? '' : formatAud(amount);
}

/**
 * "Personal care: 3 hours a week", "Transport (per trip): 2 trips a week" for each selected service, by name,
 * in the service's unit (a lead stores the quantity in hoursPerWeek whatever the unit).
 */
export function describeServices(services: readonly LeadSelectedService[] | null | undefined): string[] {
  return (services ?? []).map((s) => {
    const name = s.serviceName?.trim() || 'Unknown Service';
    return `${name}: ${quantityText(s.hoursPerWeek, unitForServiceName(name))} a week`;
  });
}

/** 'new' -> 'New'; an unknown status is shown as it is. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function yesNo(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}
