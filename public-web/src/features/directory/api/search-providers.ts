import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ALL_SERVICES,
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
  /** Also list providers that have not told us the services, languages, needs or intake filtered on. */
  includeNotTold: boolean;
  /** Leave out providers with a current notice from the regulator (off by default). */
  hideWithCurrentNotice: boolean;
}

export interface ProviderSearchPage {
  items: ProviderSearchResult[];
  /** The server's X-Has-More header: another page exists. */
  hasMore: boolean;
  /** The server's X-Radius-Km header: the radius searched (km), null without one. */
  radiusKm: number | null;
  /**
   * The server's X-Not-Told-Count header: how many providers match the rest of the search but have not told us the
   * service, language, need or intake filtered on (0 without such a filter).
   */
  notToldCount: number;
}

/** The search's query string, with includeNotTold=true and hideWithCurrentNotice=true when asked for. */
function searchQuery(filters: ProviderSearchFilters, includeNotTold: boolean, hideWithCurrentNotice = false): string {
  const extra = [includeNotTold && 'includeNotTold=true', hideWithCurrentNotice && 'hideWithCurrentNotice=true'].filter(Boolean).join('&');
  const query = providerSearchQuery(filters);
  if (!extra) return query;
  return `${query ? `${query}&` : '?'}${extra}`;
}

/** GET /api/providers/search, one page, with the server's X-Has-More, X-Radius-Km and X-Not-Told-Count headers. */
export async function searchProviders(
  filters: ProviderSearchFilters,
  signal?: AbortSignal,
  includeNotTold = false,
  hideWithCurrentNotice = false,
): Promise<ProviderSearchPage> {
  const path = `/api/providers/search${searchQuery(filters, includeNotTold, hideWithCurrentNotice)}`;
  const { data, headers } = await apiRequest<ProviderSearchResult[] | null>('GET', path, { signal });
  const radius = Number(headers.get('X-Radius-Km'));
  const notTold = Number(headers.get('X-Not-Told-Count'));
  return {
    items: data ?? [],
    hasMore: headers.get('X-Has-More') === 'true',
    radiusKm: radius > 0 ? radius : null,
    notToldCount: Number.isInteger(notTold) && notTold > 0 ? notTold : 0,
  };
}

/** Whether the search filters on something a provider may not have told us: a service, a language, a need or its intake. */
export function filtersOnToldDetails(s: Pick<DirectorySearch, 'service' | 'languages' | 'diverseNeeds' | 'acceptingNewClients'>): boolean {
  return s.service !== ALL_SERVICES || s.languages.length > 0 || s.diverseNeeds.length > 0 || s.acceptingNewClients.length > 0;
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
    queryFn: ({ pageParam, signal }) =>
      searchProviders(toFilters(search, pageParam), signal, search.includeNotTold && filtersOnToldDetails(search), search.hideWithCurrentNotice),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    enabled,
  });

export function useProviderSearch(search: DirectorySearch, enabled = true) {
  return useInfiniteQuery(providerSearchQueryOptions(search, enabled));
}
