import { localityKey, PROVIDER_SEARCH } from '@homeward/domain';
import { attributeCacheKey } from './attribute-filters.js';
import type { SearchProvidersDto } from '../dto/search-providers.dto.js';

/** One key per distinct search: blank and default values, service order and near's case and spacing do not matter. */
export function searchCacheKey(query: SearchProvidersDto): string {
  return JSON.stringify([
    query.q ?? '',
    query.state ?? '',
    [...new Set(query.services ?? [])].sort((a, b) => a - b),
    query.near ? localityKey(query.near) : '',
    query.radiusKm ?? 0,
    query.includeNotTold === true,
    query.hideWithCurrentNotice === true,
    query.sort ?? 'relevance',
    query.limit ?? PROVIDER_SEARCH.defaultLimit,
    query.offset ?? 0,
    attributeCacheKey(query),
  ]);
}
