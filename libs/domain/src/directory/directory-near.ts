/**
 * The public directory's near-me rules: what the address bar's near/radius/sort mean, when the place
 * autocomplete asks for suggestions, the page size of "Show more providers", and what a card says about
 * distance. The API's side of near-me is in places.ts and geo.ts.
 */
import { formatDistance, RADIUS_OPTIONS_KM, type RadiusKm } from './geo.js';
import { LOCATION_SEARCH, PROVIDER_SEARCH, type ProviderSort } from './places.js';

/** The place field's suggestions: asked for once typing pauses, from 2 characters ('30', 'Br'). */
export const LOCATION_AUTOCOMPLETE = { minQueryLength: 2, debounceMs: 250, limit: 8 } as const;

/** One page of cards; "Show more providers" asks for the next one. The API's default, so page 1 sends no limit. */
export const DIRECTORY_PAGE_SIZE: number = PROVIDER_SEARCH.defaultLimit;

/**
 * A provider whose service areas cover the searched place gets a "Visits your area" note when its office is
 * outside the chosen radius or, with no radius, farther than this: close offices need no explanation.
 */
export const VISITS_NOTE_FAR_KM = 25;

export interface NearFilters {
  /** '' when no place is set. */
  near: string;
  /** null is "Any distance". */
  radiusKm: RadiusKm | null;
  sort: ProviderSort;
}

const wholeNumber = (value: unknown): number | null => {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** Typed place text as it is kept and sent: trimmed, single spaces, at most PROVIDER_SEARCH.nearMaxLength. */
export function cleanPlaceText(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').slice(0, PROVIDER_SEARCH.nearMaxLength).trim();
}

/**
 * The directory's near-me state from the address bar (near, radius, sort): a radius only if it is one of
 * RADIUS_OPTIONS_KM and a place is set; nearest-first only with a place; anything else is the default.
 */
export function normaliseNearFilters(input: { near?: string | null; radius?: string | number | null; sort?: string | null }): NearFilters {
  const near = cleanPlaceText(input.near);
  if (!near) return { near: '', radiusKm: null, sort: 'relevance' };
  const radius = wholeNumber(input.radius);
  const radiusKm = radius !== null && (RADIUS_OPTIONS_KM as readonly number[]).includes(radius) ? (radius as RadiusKm) : null;
  return { near, radiusKm, sort: input.sort === 'distance' ? 'distance' : 'relevance' };
}

/**
 * The text the place field sends for suggestions, or null when it should not ask: fewer than 2 characters,
 * or longer than the locations call accepts.
 */
export function locationQueryText(typed: string | null | undefined): string | null {
  const text = cleanPlaceText(typed);
  if (text.length < LOCATION_AUTOCOMPLETE.minQueryLength || text.length > LOCATION_SEARCH.queryMaxLength) return null;
  return text;
}

/** '3.2 km away', 'under 1 km away'; '' when the provider's office has no known location. */
export function distanceAwayText(distanceKm: number | null | undefined): string {
  return typeof distanceKm === 'number' && Number.isFinite(distanceKm) ? `${formatDistance(distanceKm)} away` : '';
}

/** Whether a card says "Visits your area": it serves the searched place, and its office is not obviously close. */
export function showsVisitsYourArea(provider: { distanceKm: number | null; servesSearchedArea: boolean }, radiusKm: number | null): boolean {
  if (!provider.servesSearchedArea) return false;
  if (provider.distanceKm === null) return true;
  return provider.distanceKm > (radiusKm ?? VISITS_NOTE_FAR_KM);
}

/** 'Showing 1 provider', 'Showing 34 providers'. */
export function showingProvidersText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'provider' : 'providers'}`;
}

/** The offset of the page after the ones already shown, or null when the last page said there is no more. */
export function nextPageOffset(pages: ReadonlyArray<{ items: readonly unknown[]; hasMore: boolean }>): number | null {
  const last = pages[pages.length - 1];
  if (!last || !last.hasMore) return null;
  const offset = pages.reduce((sum, p) => sum + p.items.length, 0);
  return offset > PROVIDER_SEARCH.maxOffset ? null : offset;
}
