import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { postcodeLocationsPath, readPostcodeLookup, type LocationDto } from '@homeward/domain';

/** GET /api/locations/<postcode>: the postcode's localities, null when there is no such postcode (readPostcodeLookup). */
export async function fetchPostcodeLocations(postcode: string, signal?: AbortSignal): Promise<LocationDto[] | null> {
  return readPostcodeLookup(await fetch(postcodeLocationsPath(postcode), { credentials: 'include', headers: { Accept: 'application/json' }, signal }));
}

export const postcodeLocationsQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: ['locations', 'postcode', postcode] as const,
    queryFn: ({ signal }) => fetchPostcodeLocations(postcode, signal),
  });

/**
 * Whether a postcode exists: true, false (the server knows no such postcode), or null when the lookup itself
 * failed. A failed lookup must not stop a lead: the server checks the postcode again.
 */
export function usePostcodeExists(): (postcode: string) => Promise<boolean | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (postcode: string) => {
      try {
        return (await queryClient.fetchQuery(postcodeLocationsQueryOptions(postcode))) !== null;
      } catch (error) {
        console.warn('The postcode lookup failed; the server will check the postcode', error);
        return null;
      }
    },
    [queryClient],
  );
}
