import { attributeFilters } from './attribute-filters.js';
import type { SearchProvidersDto } from '../dto/search-providers.dto.js';

/** A WHERE clause on the providers table (alias p) and its parameters, in order. */
export interface SearchFilter {
  where: string;
  params: unknown[];
}

/**
 * Which providers a search may list, the same for every query shape: active, matching q (the condition
 * TextSearch made for it, text-query.ts), in the state, offering every wanted service (an EXISTS against the
 * join table's primary key each). A new search filter is one more condition here.
 */
export function searchFilter(query: SearchProvidersDto, text: SearchFilter | null): SearchFilter {
  const conditions: SearchFilter[] = [{ where: 'p.isActive = 1', params: [] }];
  if (text) conditions.push(text);
  if (query.state) conditions.push({ where: 'p.state = ?', params: [query.state] });
  for (const serviceId of new Set(query.services ?? [])) {
    conditions.push({ where: 'EXISTS (SELECT 1 FROM provider_services ps WHERE ps.providerId = p.id AND ps.serviceId = ?)', params: [serviceId] });
  }
  const attributes = attributeFilters(query); // languages, diverse needs, intake (docs/decisions/027)
  if (attributes.conditions.length > 0) conditions.push({ where: attributes.conditions.join(' AND '), params: attributes.params });
  return { where: conditions.map((c) => c.where).join(' AND '), params: conditions.flatMap((c) => c.params) };
}
