import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderProfileDto } from '@homeward/domain';
import { apiGet } from '../lib/api-client.js';
import { providerProfileQueryKey, readEmbeddedProviderPage } from './provider-page-data.js';

/** GET /api/providers/:id; null when the provider is unknown or no longer listed (404). */
export async function getProviderProfile(id: number, signal?: AbortSignal): Promise<ProviderProfileDto | null> {
  try {
    return await apiGet<ProviderProfileDto>(`/api/providers/${id}`, { signal });
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return null;
    throw error;
  }
}

export const providerProfileQuery = (id: number) =>
  queryOptions({
    queryKey: providerProfileQueryKey(id),
    queryFn: ({ signal }) => getProviderProfile(id, signal),
    // A page the server rendered starts from the data it was rendered with (no second request, same markup).
    initialData: () => readEmbeddedProviderPage(id),
  });

export function useProviderProfile(id: number) {
  return useQuery(providerProfileQuery(id));
}
