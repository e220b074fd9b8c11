/** The public provider search: its query string (spec section 7) and the card's service badges (section 9). */
import { STATE_CODES, PROVIDER_RULES, type StateCode } from './constants.js';

export const ALL_STATES = 'all';
export const ALL_SERVICES = 'all';

export interface ProviderSearchFilters {
  q?: string | null;
  /** A state code, or 'all'. */
  state?: string | null;
  /** A service id, or 'all'. */
  service?: string | number | null;
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
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** At most 3 service names on a card, then how many more there are. */
export function cardServiceBadges<T>(services: readonly T[], limit: number = PROVIDER_RULES.cardServiceLimit): { shown: T[]; more: number } {
  return { shown: services.slice(0, limit), more: Math.max(0, services.length - limit) };
}
