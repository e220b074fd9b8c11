/** The public provider search: its query string (spec section 7) and the card's service badges (section 9). */
import { STATE_CODES, PROVIDER_RULES, type StateCode } from './constants.js';
import { RADIUS_OPTIONS_KM } from './geo.js';
import { PROVIDER_SEARCH } from './places.js';

export const ALL_STATES = 'all';
export const ALL_SERVICES = 'all';

export interface ProviderSearchFilters {
  q?: string | null;
  /** A state code, or 'all'. */
  state?: string | null;
  /** A service id, or 'all'. */
  service?: string | number | null;
  /** Near-me: a postcode or suburb ('3056', 'Brunswick VIC 3056'). */
  near?: string | null;
  /** One of RADIUS_OPTIONS_KM; ignored without near. */
  radiusKm?: string | number | null;
  /** 'distance' is sent only with near; 'relevance' is the default and never sent. */
  sort?: string | null;
  limit?: string | number | null;
  offset?: string | number | null;
}

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && (STATE_CODES as readonly string[]).includes(value);
}

/** Filters cleaned: q trimmed, state a known code or 'all', service a positive id or 'all'. */
export function normaliseProviderFilters(filters: ProviderSearchFilters): { q: string; state: string; service: string } {
  const q = (filters.q ?? '').trim();
  const state = isStateCode(filters.state) ? filters.state : ALL_STATES;
  const s = String(filters.service ?? '');
  const service = /^[1-9]\d*$/.test(s) ? s : ALL_SERVICES;
  return { q, state, service };
}

const wholeNumber = (value: unknown): number | null => {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * The near-me and paging parameters, only those that are valid: near (trimmed, non-empty), radiusKm (a
 * listed radius) and sort=distance only with near; limit 1-100; offset 1-10000 (0 is the default).
 */
export function nearSearchParams(filters: ProviderSearchFilters): Record<string, string> {
  const out: Record<string, string> = {};
  const near = (filters.near ?? '').trim().replace(/\s+/g, ' ');
  if (near) {
    out.near = near;
    const radius = wholeNumber(filters.radiusKm);
    if (radius !== null && (RADIUS_OPTIONS_KM as readonly number[]).includes(radius)) out.radiusKm = String(radius);
    if (filters.sort === 'distance') out.sort = 'distance';
  }
  const limit = wholeNumber(filters.limit);
  if (limit !== null && limit >= 1 && limit <= PROVIDER_SEARCH.maxLimit) out.limit = String(limit);
  const offset = wholeNumber(filters.offset);
  if (offset !== null && offset >= 1 && offset <= PROVIDER_SEARCH.maxOffset) out.offset = String(offset);
  return out;
}

/**
 * The search call's query: q only if non-empty, state only if not 'all', services (comma-joined ids)
 * only if one is chosen. Returns '' or a string starting with '?'.
 */
export function providerSearchQuery(filters: ProviderSearchFilters): string {
  const { q, state, service } = normaliseProviderFilters(filters);
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (state !== ALL_STATES) params.set('state', state);
  if (service !== ALL_SERVICES) params.set('services', service);
  for (const [name, value] of Object.entries(nearSearchParams(filters))) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** At most 3 service names on a card, then how many more there are. */
export function cardServiceBadges<T>(services: readonly T[], limit: number = PROVIDER_RULES.cardServiceLimit): { shown: T[]; more: number } {
  return { shown: services.slice(0, limit), more: Math.max(0, services.length - limit) };
}
