import { inServiceMask, serviceMask } from '@homeward/domain';
import { attributeFilterList } from './attribute-filters.js';
import type { SearchProvidersDto } from '../dto/search-providers.dto.js';

/** A WHERE clause on the providers table (alias p) and its parameters, in order. */
export interface SearchFilter {
  where: string;
  params: unknown[];
}

/**
 * Which providers a search may list, the same for every query shape: active, matching q (the condition
 * TextSearch made for it, text-query.repository.ts), in the state, offering every wanted service (servicesCondition).
 * A new search filter is one more condition here.
 */
export function searchFilter(query: SearchProvidersDto, text: SearchFilter | null, told: ToldMode = 'strict'): SearchFilter {
  const conditions: SearchFilter[] = [{ where: 'p.isActive = 1', params: [] }];
  if (text) conditions.push(text);
  if (query.state) conditions.push({ where: 'p.state = ?', params: [query.state] });
  // A column of the row, kept by every notice write: no join per candidate.
  if (query.hideWithCurrentNotice) conditions.push({ where: 'p.hasCurrentNotice = 0', params: [] });
  const strict: SearchFilter[] = [];
  const lenient: SearchFilter[] = [];
  const notTold: string[] = [];
  const services = servicesCondition(query.services ?? []);
  if (services) {
    strict.push(services);
    lenient.push(orNotTold(services, NOT_TOLD_SERVICES));
    notTold.push(NOT_TOLD_SERVICES);
  }
  // languages, diverse needs, intake
  for (const attribute of attributeFilterList(query)) {
    strict.push(attribute.filter);
    lenient.push(orNotTold(attribute.filter, attribute.notTold));
    notTold.push(attribute.notTold);
  }
  if (told === 'strict') conditions.push(...strict);
  else conditions.push(...lenient);
  // Not having told us something never matches it, so "lenient and silent on at least one" is "lenient and not strict".
  if (told === 'onlyNotTold') conditions.push({ where: notTold.length > 0 ? `(${notTold.join(' OR ')})` : '0 = 1', params: [] });
  return joined(conditions);
}

/**
 * strict: only organisations that told us they match; withNotTold: also those that have told us nothing of what is
 * filtered on (a listing from the government's list, before its provider adds its details); onlyNotTold: just those.
 */
export type ToldMode = 'strict' | 'withNotTold' | 'onlyNotTold';

/** The search filters on something an organisation tells us itself (services, languages, needs, intake). */
export function asksWhatSomeHaveNotTold(query: SearchProvidersDto): boolean {
  return !query.includeNotTold && ((query.services?.length ?? 0) > 0 || attributeFilterList(query).length > 0);
}

/**
 * Offers no service we know of: the stored mask is empty (it covers every catalogue service, and is read from the
 * directory indexes, where a NOT EXISTS on provider_services cost a probe per row of a whole state).
 */
const NOT_TOLD_SERVICES = 'COALESCE(p.serviceMask, 0) = 0';

function orNotTold(filter: SearchFilter, notTold: string): SearchFilter {
  return { where: `(${filter.where} OR ${notTold})`, params: filter.params };
}

function joined(conditions: readonly SearchFilter[]): SearchFilter {
  return { where: conditions.map((c) => c.where).join(' AND '), params: conditions.flatMap((c) => c.params) };
}

const offers = (alias: string) => `EXISTS (SELECT 1 FROM provider_services ps WHERE ps.providerId = ${alias}.id AND ps.serviceId = ?)`;

/**
 * Offering every one of these services: the bits of the stored mask (checked inside the directory indexes).
 * Every provider has its mask: the writer keeps it with the stored card and the start works out any that is
 * missing (backfillSearchCards), so a NULL mask is not asked about (the fallback cost MariaDB a fifth of a page
 * with a service filter). A service without a bit is an EXISTS on the join table's primary key.
 */
export function servicesCondition(serviceIds: readonly number[]): SearchFilter | null {
  const wanted = [...new Set(serviceIds)];
  if (wanted.length === 0) return null;
  const masked = wanted.filter(inServiceMask);
  const unmasked = wanted.filter((id) => !inServiceMask(id));
  const conditions: SearchFilter[] = unmasked.map((id) => ({ where: offers('p'), params: [id] }));
  if (masked.length > 0) {
    const mask = serviceMask(masked);
    conditions.unshift({ where: '(p.serviceMask & ?) = ?', params: [mask, mask] });
  }
  return { where: conditions.map((c) => c.where).join(' AND '), params: conditions.flatMap((c) => c.params) };
}
