import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderSearchResult } from '@homeward/domain';

// The directory's search rules (its query string) load with the first search, not with the page: most people
// check a statement without looking a provider up.
const loadSearch = () => import(/* webpackChunkName: "statement-provider-search" */ './provider-search-request.js');

/** GET /api/providers/search by name only, to choose the statement's provider (nothing of the statement is sent). */
export async function findProvidersByName(name: string, signal?: AbortSignal): Promise<ProviderSearchResult[]> {
  return (await loadSearch()).searchProvidersByName(name, signal);
}

export const providerNameQuery = (name: string) =>
  queryOptions({
    queryKey: ['statement-checker', 'find-provider', name] as const,
    queryFn: ({ signal }) => findProvidersByName(name, signal),
    enabled: name.trim().length > 0,
  });

export function useProvidersByName(name: string) {
  return useQuery(providerNameQuery(name));
}
