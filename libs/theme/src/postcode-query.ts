import { queryOptions } from '@tanstack/react-query';
import { postcodeLocationsPath, readPostcodeLookup, type LocationDto } from '@homeward/domain';

/**
 * GET /api/locations/:postcode (public): the postcode's localities, or null when the API says there is no
 * such postcode. Any other failure is an error ("STATUS: body"), never an answer (readPostcodeLookup).
 */
export async function fetchPostcodeLocalities(postcode: string, signal?: AbortSignal): Promise<LocationDto[] | null> {
  return readPostcodeLookup(await fetch(postcodeLocationsPath(postcode), { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal }));
}

/** One cache entry per postcode, kept while the page is open: the locality table does not change under it. */
export const postcodeLocalitiesQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['locations', 'postcode', postcode] as const,
    queryFn: ({ signal }) => fetchPostcodeLocalities(postcode, signal),
    staleTime: Infinity,
    gcTime: 60 * 60 * 1000,
  });
