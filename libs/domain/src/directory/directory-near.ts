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
 * "Near means near": a near-me search or quote that names no radius is limited to the
 * smallest listed radius from `startKm` up that holds the `enough` nearest matching providers, so a family in
 * a city sees what is within 50 km and a family in the country is not left with nothing. Where even the widest
 * radius holds none of them, the widest is kept: the page says so and offers to look farther.
 */
export const NEAR_DEFAULT_RADIUS = { startKm: 50, enough: 3 } as const;

/** The radius parameter that asks for NEAR_DEFAULT_RADIUS's rule (the directory's address bar and its search call). */
export const AUTO_RADIUS = 'auto';

/**
 * The default radius (km) for a search near a place, from the distances (km, nearest first, at least
 * NEAR_DEFAULT_RADIUS.enough of them when that many match) of the nearest matching providers with a location:
 * the smallest RADIUS_OPTIONS_KM from startKm that holds `enough` of them (all of them when fewer match);
 * the widest when none does.
 */
export function defaultRadiusKm(nearestKm: readonly number[]): RadiusKm {
  const wanted = nearestKm.slice(0, NEAR_DEFAULT_RADIUS.enough);
  const farthest = wanted.length === 0 ? 0 : Math.max(...wanted);
  const bands = RADIUS_OPTIONS_KM.filter((km) => km >= NEAR_DEFAULT_RADIUS.startKm);
  return bands.find((km) => farthest <= km) ?? bands[bands.length - 1]!;
}

/** The next listed radius after this one (km), or null when it is the widest (then only "any distance" is wider). */
export function widerRadiusKm(radiusKm: number): RadiusKm | null {
  return RADIUS_OPTIONS_KM.find((km) => km > radiusKm) ?? null;
}

/** The directory's distance choice: the default rule ('auto'), a listed radius, or any distance (null). */
export type RadiusChoice = RadiusKm | typeof AUTO_RADIUS | null;

/** The address bar's radius value for "any distance" (an absent one is the default rule). */
export const ANY_DISTANCE = 'any';

export interface NearFilters {
  /** '' when no place is set. */
  near: string;
  /** 'auto' (the default: NEAR_DEFAULT_RADIUS's rule), a listed radius, or null for "Any distance". */
  radiusKm: RadiusChoice;
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
 * The directory's near-me state from the address bar (near, radius, sort). With a place the defaults are
 * "near means near": the default radius rule ('auto') unless the bar names a listed radius or 'any', and
 * nearest first unless it says sort=relevance ("Best match"). Without a place: relevance, no radius.
 */
export function normaliseNearFilters(input: { near?: string | null; radius?: string | number | null; sort?: string | null }): NearFilters {
  const near = cleanPlaceText(input.near);
  if (!near) return { near: '', radiusKm: null, sort: 'relevance' };
  const radius = wholeNumber(input.radius);
  const listed = radius !== null && (RADIUS_OPTIONS_KM as readonly number[]).includes(radius);
  const radiusKm: RadiusChoice = listed ? (radius as RadiusKm) : String(input.radius ?? '').trim() === ANY_DISTANCE ? null : AUTO_RADIUS;
  return { near, radiusKm, sort: input.sort === 'relevance' ? 'relevance' : 'distance' };
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

/**
 * What a card or quote row says of the family's place: with a place, every provider says whether its
 * service areas name it, so "near" is never taken for "comes to you"; without one, nothing.
 */
export type ServiceAreaNote = 'visits' | 'not-listed';

export const SERVICE_AREA_WORDS: Readonly<Record<ServiceAreaNote, string>> = {
  visits: 'Visits your area',
  'not-listed': 'Does not list your area',
};

export function serviceAreaNote(provider: { servesSearchedArea: boolean }, near: string): ServiceAreaNote | null {
  if (!near) return null;
  return provider.servesSearchedArea ? 'visits' : 'not-listed';
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
