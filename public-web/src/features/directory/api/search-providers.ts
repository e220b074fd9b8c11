import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  nextPageOffset,
  providerSearchQuery,
  type ProviderSearchFilters,
  type ProviderSearchResult,
  type AttributeFilters,
  type ProviderSort,
  type RadiusChoice,
} from '@homeward/domain';
import { apiRequest } from '../../../lib/api-client.js';

/** What the directory searches for: the address bar's filters, cleaned (use-directory-filters.ts). */
export interface DirectorySearch extends AttributeFilters {
  q: string;
  state: string;
  service: string;
  near: string;
  /** 'auto': the default radius rule (the server answers which radius it chose); null: any distance. */
  radiusKm: RadiusChoice;
  sort: ProviderSort;
}

export interface ProviderSearchPage {
  items: ProviderSearchResult[];
  /** The server's X-Has-More header: another page exists. */
  hasMore: boolean;
  /** The server's X-Radius-Km header: the radius searched (km), null without one. */
  radiusKm: number | null;
}

/** GET /api/providers/search, one page, with the server's X-Has-More and X-Radius-Km headers. */
export async function searchProviders(filters: ProviderSearchFilters, signal?: AbortSignal): Promise<ProviderSearchPage> {
  const { data, headers } = await apiRequest<ProviderSearchResult[] | null>('GET', `/api/providers/search${providerSearchQuery(filters)}`, { signal });
  const radius = Number(headers.get('X-Radius-Km'));
  return { items: data ?? [], hasMore: headers.get('X-Has-More') === 'true', radiusKm: radius > 0 ? radius : null };
}

const toFilters = (s: DirectorySearch, offset: number): ProviderSearchFilters => ({
  q: s.q,
  state: s.state,
  service: s.service,
  near: s.near,
  radiusKm: s.radiusKm,
  sort: s.sort,
  languages: s.languages.join(','),
  diverseNeeds: s.diverseNeeds.join(','),
  acceptingNewClients: s.acceptingNewClients.join(','),
  // Page 1 sends no offset (nor limit: the page size is the API's default), so a plain search stays plain.
  offset: offset > 0 ? offset : null,
});

/** One cached list per search; "Show more providers" appends the next page (offset = cards already shown). */
export const providerSearchQueryOptions = (search: DirectorySearch, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['providers', 'search', search] as const,
    queryFn: ({ pageParam, signal }) => searchProviders(toFilters(search, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    enabled,
  });

export function useProviderSearch(search: DirectorySearch, enabled = true) {
  return useInfiniteQuery(providerSearchQueryOptions(search, enabled));
}
