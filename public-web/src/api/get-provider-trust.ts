import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderTrust } from '@homeward/domain';
import { apiGet } from '../lib/api-client.js';

/** GET /api/providers/:id/trust: registration categories, the regulator's notices and the team's last check. */
export function getProviderTrust(id: number, signal?: AbortSignal): Promise<ProviderTrust> {
  return apiGet<ProviderTrust>(`/api/providers/${id}/trust`, { signal });
}

export const providerTrustQuery = (id: number) =>
  queryOptions({ queryKey: ['providers', 'trust', id] as const, queryFn: ({ signal }) => getProviderTrust(id, signal) });

export function useProviderTrust(id: number) {
  return useQuery(providerTrustQuery(id));
}
