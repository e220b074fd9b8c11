import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderProfileDto } from '@homeward/domain';
import { apiErrorOf } from '@homeward/domain';
import { apiGet } from '../lib/api-client.js';
import { providerProfileQueryKey, readEmbeddedProviderPage } from './provider-page-data.js';

/** GET /api/providers/:id (with ?near=: its offices nearest that place first); null when the provider is unknown or no longer listed (404). */
export async function getProviderProfile(id: number, signal?: AbortSignal, near = ''): Promise<ProviderProfileDto | null> {
  try {
    return await apiGet<ProviderProfileDto>(`/api/providers/${id}${near ? `?near=${encodeURIComponent(near)}` : ''}`, { signal });
  } catch (error) {
    const problem = apiErrorOf(error);
    if (problem?.code === 'PROVIDER_NOT_FOUND') return null;
    // A place the API does not know (an edited address): the page without distances, offices by state and suburb.
    if (near && problem?.fields?.near !== undefined) return getProviderProfile(id, signal);
    throw error;
  }
}

export const providerProfileQuery = (id: number, near = '') =>
  queryOptions({
    queryKey: providerProfileQueryKey(id, near),
    queryFn: ({ signal }) => getProviderProfile(id, signal, near),
    // A page the server rendered starts from the data it was rendered with (no second request, same markup).
    initialData: () => readEmbeddedProviderPage(id, near),
  });

export function useProviderProfile(id: number, near = '') {
  return useQuery(providerProfileQuery(id, near));
}
