import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';

/** react-admin's ra-data-simple-rest list parameters: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQueryParams {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListSpec<F extends string> {
  /** Fields a client may sort on (entity property names). */
  sortable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Filter keys besides 'id' (which takes one id or a list, for getMany). */
  filters: readonly F[];
  maxPageSize?: number;
}

export interface ListQuery<F extends string> {
  /** True when the client sent any of sort/range/filter (react-admin), false for the plain list. */
  paged: boolean;
  sort: { field: string; order: 'ASC' | 'DESC' };
  skip: number;
  take: number | undefined;
  ids: number[] | undefined;
  filter: Partial<Record<F, string | boolean | number>>;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  skip: number;
}

/** The furthest a page may start: far past any list here, and well inside every database's OFFSET range. */
export const MAX_RANGE_START = 1_000_000_000;

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be JSON, for example ${name === 'sort' ? '["id","ASC"]' : name === 'range' ? '[0,24]' : '{"q":"text"}'}`);
  }
}

export function parseListQuery<F extends string>(params: ListQueryParams, spec: ListSpec<F>): ListQuery<F> {
  const paged = params.sort !== undefined || params.range !== undefined || params.filter !== undefined;
  let sort = spec.defaultSort;
  if (params.sort !== undefined) {
    const value = parseJson('sort', params.sort);
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
      throw new BadRequestException('sort must be ["field","ASC" or "DESC"]');
    }
    const order = value[1].toUpperCase();
    if (!spec.sortable.includes(value[0])) throw new BadRequestException(`sort field must be one of: ${spec.sortable.join(', ')}`);
    if (order !== 'ASC' && order !== 'DESC') throw new BadRequestException('sort order must be ASC or DESC');
    sort = { field: value[0], order };
  }

  let skip = 0;
  let take: number | undefined;
  if (params.range !== undefined) {
    const value = parseJson('range', params.range);
    const max = spec.maxPageSize ?? 1000;
    if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isSafeInteger(n) && n >= 0) || value[1] < value[0]) {
      throw new BadRequestException('range must be [first, last] with whole numbers, first <= last');
    }
    if (value[1] - value[0] + 1 > max) throw new BadRequestException(`range may cover at most ${max} records`);
    // Past this no list has records; the databases refuse an OFFSET beyond their integer range (a 500 before).
    if (value[0] > MAX_RANGE_START) throw new BadRequestException(`range may start at most at ${MAX_RANGE_START}`);
    skip = value[0];
    take = value[1] - value[0] + 1;
  }

  const filter: Partial<Record<F, string | boolean | number>> = {};
  let ids: number[] | undefined;
  if (params.filter !== undefined) {
    const value = parseJson('filter', params.filter);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestException('filter must be a JSON object');
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'id') {
        const list = Array.isArray(v) ? v : [v];
        if (!list.every((n) => Number.isInteger(n) && (n as number) > 0)) throw new BadRequestException('filter id must be an id or a list of ids');
        ids = list as number[];
        continue;
      }
      if (!(spec.filters as readonly string[]).includes(key)) {
        throw new BadRequestException(`filter ${key} is not supported; use ${['id', ...spec.filters].join(', ')}`);
      }
      if (v === null || v === undefined || v === '') continue;
      if (typeof v !== 'string' && typeof v !== 'boolean' && typeof v !== 'number')
        throw new BadRequestException(`filter ${key} must be text, a number or true/false`);
      if (typeof v === 'string' && v.length > 200) throw new BadRequestException(`filter ${key} must be at most 200 characters`);
      filter[key as F] = v;
    }
  }
  return { paged, sort, skip, take, ids, filter };
}

/** LIKE pattern for a user's search text, with '!' as the escape character (valid on SQLite and MySQL). */
export function likePattern(text: string): string {
  return `%${likeText(text).replace(/[!%_]/g, '!$&')}%`;
}

/** The text a LIKE looks for, before its wildcards are escaped: trimmed and lower-cased (the directory snapshot matches it in memory). */
export function likeText(text: string): string {
  return text.trim().toLowerCase();
}
export const LIKE_ESCAPE = "ESCAPE '!'";

/** Sets Content-Range the way ra-data-simple-rest reads it, and exposes it; returns the items. */
export function sendListPage<T>(res: Response, resource: string, page: ListPage<T>): T[] {
  const range = page.items.length > 0 ? `${page.skip}-${page.skip + page.items.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return page.items;
}

/** A filter value read as true/false ('true'/'false' strings are what query-string filters send). */
export function filterBoolean(value: string | boolean | number | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw new BadRequestException(`filter ${name} must be true or false`);
}
