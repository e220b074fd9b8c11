import { useQuery } from '@tanstack/react-query';
import type { LeadContactPromiseDto } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

/**
 * When a request to this provider sent now would be answered (2 business days in its state, holidays counted by
 * the server). Asked only for a provider that has not joined Homeward, whose dialog says the date before sending.
 */
export function useProviderContactBy(providerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['lead-contact-by', providerId],
    queryFn: ({ signal }) => apiGet<LeadContactPromiseDto>(`/api/leads/provider/${providerId}/contact-by`, { signal }),
    enabled: enabled && providerId !== null,
    // The date moves at most once a day; a minute is fresh enough and spares a request on every reopening.
    staleTime: 60_000,
    retry: false,
  });
}
