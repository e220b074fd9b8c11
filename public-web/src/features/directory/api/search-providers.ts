import { queryOptions, useQuery } from '@tanstack/react-query';
import { normaliseProviderFilters, providerSearchQuery, type ProviderSearchFilters, type ProviderSearchResult } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

export function searchProviders(filters: ProviderSearchFilters): Promise<ProviderSearchResult[]> {
  return apiGet<ProviderSearchResult[]>(`/api/providers/search${providerSearchQuery(filters)}`);
}

export const providerSearchQueryOptions = (filters: ProviderSearchFilters, enabled = true) => {
  const clean = normaliseProviderFilters(filters);
  return queryOptions({
    queryKey: ['providers', 'search', clean] as const,
    queryFn: () => searchProviders(clean),
    enabled,
  });
};

export function useProviderSearch(filters: ProviderSearchFilters, enabled = true) {
  return useQuery(providerSearchQueryOptions(filters, enabled));
}
