import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { LocationDto } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

/** GET /api/locations/<postcode>: the postcode's localities; 404 when there is no such postcode. */
export function fetchPostcodeLocations(postcode: string, signal?: AbortSignal): Promise<LocationDto[]> {
  return apiGet<LocationDto[]>(`/api/locations/${encodeURIComponent(postcode)}`, { signal });
}

export const postcodeLocationsQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: ['locations', 'postcode', postcode] as const,
    queryFn: ({ signal }) => fetchPostcodeLocations(postcode, signal),
  });

/**
 * Whether a postcode exists: true, false (the server said 404, or listed no places), or null when the lookup
 * itself failed. A failed lookup must not stop a lead: the server checks the postcode again.
 */
export function usePostcodeExists(): (postcode: string) => Promise<boolean | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (postcode: string) => {
      try {
        const places = await queryClient.fetchQuery(postcodeLocationsQueryOptions(postcode));
        return Array.isArray(places) ? places.length > 0 : null;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('404:')) return false;
        console.warn('The postcode lookup failed; the server will check the postcode', error);
        return null;
      }
    },
    [queryClient],
  );
}
