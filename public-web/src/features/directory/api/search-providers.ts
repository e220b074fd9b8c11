import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  NEAR_MESSAGES,
  nextPageOffset,
  providerSearchQuery,
  type ProviderSearchFilters,
  type ProviderSearchResult,
  type AttributeFilters,
  type ProviderSort,
  type RadiusChoice,
} from '@homeward/domain';

/** What the directory searches for: the address bar's filters, cleaned (use-directory-filters.ts). */
export interface DirectorySearch extends AttributeFilters {
  q: string;
  state: string;
  service: string;
  near: string;
  /** 'auto': the default radius rule (the server answers which radius it chose); null: any distance. */
  radiusKm: RadiusChoice;
  sort: ProviderSort;
}

export interface ProviderSearchPage {
  items: ProviderSearchResult[];
  /** The server's X-Has-More header: another page exists. */
  hasMore: boolean;
  /** The server's X-Radius-Km header: the radius searched (km), null without one. */
  radiusKm: number | null;
}

/**
 * GET /api/providers/search, one page. It reads the X-Has-More header, which the site's api-client does not
 * expose, so it calls fetch itself with the same conventions (cookies sent, JSON, errors "STATUS: body").
 */
export async function searchProviders(filters: ProviderSearchFilters, signal?: AbortSignal): Promise<ProviderSearchPage> {
  const res = await fetch(`/api/providers/search${providerSearchQuery(filters)}`, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new Error(`${res.status}: ${text || res.statusText}`);
  const items = (text ? JSON.parse(text) : []) as ProviderSearchResult[];
  const radius = Number(res.headers.get('X-Radius-Km'));
  return { items, hasMore: res.headers.get('X-Has-More') === 'true', radiusKm: radius > 0 ? radius : null };
}

const toFilters = (s: DirectorySearch, offset: number): ProviderSearchFilters => ({
  q: s.q,
  state: s.state,
  service: s.service,
  near: s.near,
  radiusKm: s.radiusKm,
  sort: s.sort,
  languages: s.languages.join(','),
  diverseNeeds: s.diverseNeeds.join(','),
  acceptingNewClients: s.acceptingNewClients.join(','),
  // Page 1 sends no offset (nor limit: the page size is the API's default), so a plain search stays plain.
  offset: offset > 0 ? offset : null,
});

/** One cached list per search; "Show more providers" appends the next page (offset = cards already shown). */
export const providerSearchQueryOptions = (search: DirectorySearch, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['providers', 'search', search] as const,
    queryFn: ({ pageParam, signal }) => searchProviders(toFilters(search, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    enabled,
  });

export function useProviderSearch(search: DirectorySearch, enabled = true) {
  return useInfiniteQuery(providerSearchQueryOptions(search, enabled));
}

/** The server's reason for a 400 ("400: {\"message\":...}"), or null for any other failure. */
export function badRequestMessage(error: unknown): string | null {
  const match = error instanceof Error ? /^400: (.*)$/s.exec(error.message) : null;
  if (!match) return null;
  try {
    const message = (JSON.parse(match[1]) as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('. ');
  } catch {
    // not JSON: fall through
  }
  return null;
}

/** The place could not be found: the message to show by the Near field, or null for any other failure. */
export function unknownPlaceMessage(error: unknown, near: string): string | null {
  if (!near) return null;
  const message = badRequestMessage(error);
  if (message === null) return null;
  return message === NEAR_MESSAGES.unknownPlace || /\bnear\b/i.test(message) ? message : null;
}
