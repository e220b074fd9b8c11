import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOCATION_AUTOCOMPLETE, LOCATION_SEARCH, locationQueryText, type LocationDto } from '@homeward/domain';
import { useDebouncedValue } from '@homeward/theme';

const isDigits = (text: string) => /^\d+$/.test(text.trim());

/** Postcode suggestions group localities, so a postcode prefix asks for as many as the API gives. */
const searchLimit = (query: string) => (isDigits(query) ? LOCATION_SEARCH.maxLimit : LOCATION_AUTOCOMPLETE.limit);

/** GET /api/locations?query=&limit= (public): localities whose postcode or name starts with the text. */
export async function searchLocations(query: string, signal?: AbortSignal): Promise<LocationDto[]> {
  const params = new URLSearchParams({ query, limit: String(searchLimit(query)) });
  const response = await fetch(`/api/locations?${params.toString()}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as LocationDto[];
}

export const locationSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['locations', 'search', query] as const,
    queryFn: ({ signal }) => searchLocations(query, signal),
    staleTime: Infinity,
  });

export interface AreaSuggestion {
  /** What is added to the provider's service areas: a postcode, or 'Locality STATE'. */
  area: string;
  /** What else the option shows: the postcode's localities, or the locality's postcodes. */
  detail: string;
}

const listed = (items: string[], max = 3) => (items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', '));

/**
 * Service areas are matched by postcode, by locality name and by 'name state' (places.ts, placeMatchKeys),
 * so a typed postcode suggests postcodes and a typed name suggests 'Brunswick VIC'.
 */
export function areaSuggestions(typed: string, locations: readonly LocationDto[]): AreaSuggestion[] {
  const byPostcode = isDigits(typed);
  const groups = new Map<string, string[]>();
  for (const l of locations) {
    const area = byPostcode ? l.postcode : `${l.locality} ${l.state}`;
    const detail = byPostcode ? l.locality : l.postcode;
    const details = groups.get(area) ?? [];
    if (!details.includes(detail)) details.push(detail);
    groups.set(area, details);
  }
  return [...groups].map(([area, details]) => ({ area, detail: listed(details) }));
}

/** Suggestions for the service-area field, asked for once typing pauses; none for fewer than 2 characters. */
export function useAreaSuggestions(typed: string): AreaSuggestion[] {
  const query = locationQueryText(typed);
  const settled = useDebouncedValue(query, LOCATION_AUTOCOMPLETE.debounceMs);
  const effective = query === null ? null : settled;
  const result = useQuery({
    ...locationSearchQuery(effective ?? ''),
    enabled: effective !== null,
    placeholderData: keepPreviousData,
  });
  if (effective === null || !result.data) return [];
  return areaSuggestions(effective, result.data);
}
