import { BadRequestException } from '@nestjs/common';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { applyDateRange } from './date-range-filter.js';
import { LIKE_ESCAPE, filterBoolean, likePattern, type ListPage, type ListQuery } from './list-query.js';

type FilterValue = string | boolean | number;

/** A filter value as its column compares it; may refuse it with a 400 (the key names the filter in the message). */
export type FilterValueOf = (value: FilterValue, key: string) => unknown;

export const asText: FilterValueOf = (value) => String(value);
/** A whole number (an id), as a JSON number or its digits in a string; anything else is a 400, never a query that fails. */
export const asNumber: FilterValueOf = (value, key) => {
  const n = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(String(value)) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw new BadRequestException(`filter ${key} must be a whole number`);
  return n;
};
export const asBoolean: FilterValueOf = (value, key) => filterBoolean(value, key);

/** How an admin list's filters read its table (parseListQuery has already refused filters the list lacks). */
export interface ListTable<F extends string> {
  /** The query builder's alias. */
  alias: string;
  /** The columns `q` searches, case-insensitively; a match in any one is enough. */
  searchColumns?: readonly string[];
  /** Filters that compare the column of the same name with the value; checked in this order, so the first bad one is the 400. */
  equalityFilters?: { readonly [K in F]?: FilterValueOf };
  /** The datetime column that `from` and `to` bound. */
  dateColumn?: string;
}

/**
 * One page of an admin list in the database, the way every list reads: ids (react-admin's getMany), q,
 * equality filters, date range, the sort with the id as tiebreak (stable pages), then skip/take.
 */
export async function fetchListPage<T extends ObjectLiteral, F extends string>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery<F>,
  table: ListTable<F>,
): Promise<ListPage<T>> {
  const { alias } = table;
  const filter: Partial<Record<string, FilterValue>> = query.filter;
  if (query.ids) qb.andWhere(`${alias}.id IN (:...ids)`, { ids: query.ids });
  const { q } = filter;
  if (q !== undefined && table.searchColumns) {
    const columns = table.searchColumns;
    qb.andWhere(
      new Brackets((w) => {
        for (const column of columns) w.orWhere(`LOWER(${alias}.${column}) LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(String(q)) });
      }),
    );
  }
  for (const [key, valueOf] of Object.entries<FilterValueOf | undefined>(table.equalityFilters ?? {})) {
    const value = filter[key];
    if (value !== undefined && valueOf) qb.andWhere(`${alias}.${key} = :${key}`, { [key]: valueOf(value, key) });
  }
  if (table.dateColumn) applyDateRange(qb, `${alias}.${table.dateColumn}`, filter);
  qb.orderBy(`${alias}.${query.sort.field}`, query.sort.order).addOrderBy(`${alias}.id`, query.sort.order);
  if (query.take !== undefined) qb.skip(query.skip).take(query.take);
  const [items, total] = await qb.getManyAndCount();
  return { items, total, skip: query.skip };
}
