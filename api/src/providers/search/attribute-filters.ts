import { DIVERSE_NEEDS, PROVIDER_LANGUAGES, attributeMask, type AcceptingNewClients, type DiverseNeedCode, type LanguageCode } from '@homeward/domain';

/** The search's attribute filters. */
export interface AttributeFilterQuery {
  languages?: readonly LanguageCode[];
  diverseNeeds?: readonly DiverseNeedCode[];
  acceptingNewClients?: readonly AcceptingNewClients[];
}

/** Each attribute filter that is set, as its own condition, with the condition for "has told us nothing of it". */
export function attributeFilterList(query: AttributeFilterQuery, p = 'p'): Array<{ filter: { where: string; params: unknown[] }; notTold: string }> {
  const out: Array<{ filter: { where: string; params: unknown[] }; notTold: string }> = [];
  if (query.languages?.length)
    out.push({
      filter: { where: `(${p}.languageMask & ?) <> 0`, params: [attributeMask(PROVIDER_LANGUAGES, query.languages)] },
      notTold: `${p}.languageMask = 0`,
    });
  if (query.diverseNeeds?.length)
    out.push({
      filter: { where: `(${p}.diverseNeedMask & ?) <> 0`, params: [attributeMask(DIVERSE_NEEDS, query.diverseNeeds)] },
      notTold: `${p}.diverseNeedMask = 0`,
    });
  const statuses = [...new Set(query.acceptingNewClients ?? [])];
  if (statuses.length > 0)
    out.push({
      filter: { where: `${p}.acceptingNewClients IN (${statuses.map(() => '?').join(', ')})`, params: statuses },
      notTold: `${p}.acceptingNewClients IS NULL`,
    });
  return out;
}

/** The filters' part of the search cache key: order and repeats do not matter. */
export function attributeCacheKey(query: AttributeFilterQuery): [number, number, string] {
  return [
    query.languages?.length ? attributeMask(PROVIDER_LANGUAGES, query.languages) : 0,
    query.diverseNeeds?.length ? attributeMask(DIVERSE_NEEDS, query.diverseNeeds) : 0,
    [...new Set(query.acceptingNewClients ?? [])].sort().join(','),
  ];
}
