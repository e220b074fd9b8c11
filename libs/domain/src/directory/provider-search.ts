/** The public provider search: its query string (spec section 7) and the card's service badges (section 9). */
import { STATE_CODES, PROVIDER_RULES, type StateCode } from '../shared/constants.js';
import { AUTO_RADIUS } from './directory-near.js';
import { RADIUS_OPTIONS_KM } from './geo.js';
import { PROVIDER_SEARCH } from './places.js';
import {
  ACCEPTING_NEW_CLIENTS,
  DIVERSE_NEED_CODES,
  LANGUAGE_CODES,
  parseCodeList,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
} from './provider-attributes.js';

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
  /** One of RADIUS_OPTIONS_KM, or 'auto' (the default radius rule); ignored without near. */
  radiusKm?: string | number | null;
  /** 'distance' is sent only with near; 'relevance' is the default and never sent. */
  sort?: string | null;
  limit?: string | number | null;
  offset?: string | number | null;
  /** Comma-joined language codes (any of them). */
  languages?: string | null;
  /** Comma-joined diverse-need codes (any of them). */
  diverseNeeds?: string | null;
  /** Comma-joined yes / waitlist / no (any of them). */
  acceptingNewClients?: string | null;
}

export interface AttributeFilters {
  languages: LanguageCode[];
  diverseNeeds: DiverseNeedCode[];
  acceptingNewClients: AcceptingNewClients[];
}

const inOrder = <C extends string>(allowed: readonly C[], raw: string | null | undefined): C[] => {
  const { codes } = parseCodeList(String(raw ?? ''), allowed);
  return allowed.filter((code) => codes.includes(code));
};

/** The "More filters" of an address bar (comma-joined codes), cleaned: known codes only, in list order. */
export function normaliseAttributeFilters(input: {
  languages?: string | null;
  diverseNeeds?: string | null;
  acceptingNewClients?: string | null;
}): AttributeFilters {
  return {
    languages: inOrder(LANGUAGE_CODES, input.languages),
    diverseNeeds: inOrder(DIVERSE_NEED_CODES, input.diverseNeeds),
    acceptingNewClients: inOrder(ACCEPTING_NEW_CLIENTS, input.acceptingNewClients),
  };
}

/**
 * The "More filters" parameters, only known codes, in list order (so one choice has one URL and one
 * cache key): languages, diverseNeeds, acceptingNewClients, each comma-joined; empty ones left out.
 */
export function attributeSearchParams(filters: ProviderSearchFilters): Record<string, string> {
  const out: Record<string, string> = {};
  const lists = [
    ['languages', LANGUAGE_CODES],
    ['diverseNeeds', DIVERSE_NEED_CODES],
    ['acceptingNewClients', ACCEPTING_NEW_CLIENTS],
  ] as const;
  for (const [name, allowed] of lists) {
    const { codes } = parseCodeList(String(filters[name] ?? ''), allowed);
    if (codes.length > 0) out[name] = allowed.filter((code) => (codes as readonly string[]).includes(code)).join(',');
  }
  return out;
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
 * listed radius or 'auto') and sort=distance only with near; limit 1-100; offset 1-10000 (0 is the default).
 */
export function nearSearchParams(filters: ProviderSearchFilters): Record<string, string> {
  const out: Record<string, string> = {};
  const near = (filters.near ?? '').trim().replace(/\s+/g, ' ');
  if (near) {
    out.near = near;
    const radius = wholeNumber(filters.radiusKm);
    if (radius !== null && (RADIUS_OPTIONS_KM as readonly number[]).includes(radius)) out.radiusKm = String(radius);
    else if (filters.radiusKm === AUTO_RADIUS) out.radiusKm = AUTO_RADIUS;
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
  for (const [name, value] of Object.entries(attributeSearchParams(filters))) params.set(name, value);
  for (const [name, value] of Object.entries(nearSearchParams(filters))) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** At most 3 service names on a card, then how many more there are. */
export function cardServiceBadges<T>(services: readonly T[], limit: number = PROVIDER_RULES.cardServiceLimit): { shown: T[]; more: number } {
  return { shown: services.slice(0, limit), more: Math.max(0, services.length - limit) };
}
