import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOCATION_AUTOCOMPLETE, locationQueryText, type LocationDto } from '@homeward/domain';
import { useDebouncedValue } from '@homeward/theme';
import { apiErrorOf } from '@homeward/domain';
import { apiGet } from '../lib/api-client.js';

/** GET /api/locations?query=&limit=: localities whose postcode or name starts with the text. */
export function searchLocations(query: string, signal?: AbortSignal): Promise<LocationDto[]> {
  const params = new URLSearchParams({ query, limit: String(LOCATION_AUTOCOMPLETE.limit) });
  return apiGet<LocationDto[]>(`/api/locations?${params.toString()}`, { signal });
}

export const locationSuggestionsQueryOptions = (query: string | null) =>
  queryOptions({
    queryKey: ['locations', 'search', query ?? ''] as const,
    queryFn: ({ signal }) => searchLocations(query as string, signal),
    enabled: query !== null,
    // Keep the last list on screen while the next one loads, so the options do not flicker away.
    placeholderData: keepPreviousData,
  });

/**
 * Suggestions for the place field: asked for once typing pauses (LOCATION_AUTOCOMPLETE.debounceMs), and only
 * for 2 characters or more. `skip` is set when the text is a chosen place's label, which needs no suggestions.
 */
export function useLocationSuggestions(typed: string, skip = false) {
  const query = skip ? null : locationQueryText(typed);
  const settled = useDebouncedValue(query, LOCATION_AUTOCOMPLETE.debounceMs);
  // Clearing is immediate; only a new question waits for typing to pause.
  const effective = query === null ? null : settled;
  const result = useQuery(locationSuggestionsQueryOptions(effective));
  return {
    options: effective !== null && result.data ? result.data : [],
    loading: query !== null && (settled !== query || result.isFetching),
    failed: result.isError,
  };
}

/** The place could not be used (the API names the near field): the message to show by the Near field, or null for any other failure. */
export function unknownPlaceMessage(error: unknown, near: string): string | null {
  if (!near) return null;
  return apiErrorOf(error)?.fields?.near ?? null;
}
