import { DIVERSE_NEEDS, PROVIDER_LANGUAGES, attributeMask, type AcceptingNewClients, type DiverseNeedCode, type LanguageCode } from '@homeward/domain';

/** The search's attribute filters (docs/decisions/027). */
export interface AttributeFilterQuery {
  languages?: readonly LanguageCode[];
  diverseNeeds?: readonly DiverseNeedCode[];
  acceptingNewClients?: readonly AcceptingNewClients[];
}

export interface SqlFragment {
  /** Conditions joined with AND, each on the given provider alias; [] when no filter is set. */
  conditions: string[];
  params: unknown[];
}

/**
 * The WHERE conditions for languages, diverse needs and intake status on provider alias `p`: any of the
 * codes within one filter (a family wanting Greek or Italian takes either), every filter that is set.
 * Languages and needs are one bitwise AND against the stored mask each ((mask & ?) <> 0 reads the same on
 * SQLite and MySQL), evaluated on the rows the search's index already walks: no join, no extra statement.
 */
export function attributeFilters(query: AttributeFilterQuery, p = 'p'): SqlFragment {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.languages?.length) {
    conditions.push(`(${p}.languageMask & ?) <> 0`);
    params.push(attributeMask(PROVIDER_LANGUAGES, query.languages));
  }
  if (query.diverseNeeds?.length) {
    conditions.push(`(${p}.diverseNeedMask & ?) <> 0`);
    params.push(attributeMask(DIVERSE_NEEDS, query.diverseNeeds));
  }
  const statuses = [...new Set(query.acceptingNewClients ?? [])];
  if (statuses.length > 0) {
    conditions.push(`${p}.acceptingNewClients IN (${statuses.map(() => '?').join(', ')})`);
    params.push(...statuses);
  }
  return { conditions, params };
}

/** The filters' part of the search cache key: order and repeats do not matter. */
export function attributeCacheKey(query: AttributeFilterQuery): [number, number, string] {
  return [
    query.languages?.length ? attributeMask(PROVIDER_LANGUAGES, query.languages) : 0,
    query.diverseNeeds?.length ? attributeMask(DIVERSE_NEEDS, query.diverseNeeds) : 0,
    [...new Set(query.acceptingNewClients ?? [])].sort().join(','),
  ];
}
