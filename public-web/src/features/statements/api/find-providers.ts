import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerSearchQuery, type ProviderSearchResult } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

/** GET /api/providers/search by name only, to choose the statement's provider (nothing of the statement is sent). */
export function findProvidersByName(name: string, signal?: AbortSignal): Promise<ProviderSearchResult[]> {
  return apiGet<ProviderSearchResult[]>(`/api/providers/search${providerSearchQuery({ q: name, limit: 10 })}`, { signal });
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
