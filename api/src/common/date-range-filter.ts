import { BadRequestException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * A list filter's date bound: a plain date (the console's date inputs) covers that whole day in UTC;
 * an ISO date-time is taken as it is. 400 for anything else.
 */
export function parseDateBound(value: unknown, name: string, end: 'start' | 'end'): Date {
  const text = String(value).trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? new Date(`${text}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`)
    : /^\d{4}-\d{2}-\d{2}T/.test(text)
      ? new Date(text)
      : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new BadRequestException(`filter ${name} must be a date (YYYY-MM-DD) or an ISO date-time`);
  return date;
}

/** filter.from / filter.to on a datetime column, both inclusive. */
export function applyDateRange<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, filter: { from?: unknown; to?: unknown }): void {
  const from = filter.from === undefined ? undefined : parseDateBound(filter.from, 'from', 'start');
  const to = filter.to === undefined ? undefined : parseDateBound(filter.to, 'to', 'end');
  if (from && to && from > to) throw new BadRequestException('filter from must not be after filter to');
  if (from) qb.andWhere(`${column} >= :rangeFrom`, { rangeFrom: from });
  if (to) qb.andWhere(`${column} <= :rangeTo`, { rangeTo: to });
}
