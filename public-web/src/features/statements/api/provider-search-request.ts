import { providerSearchQuery, type ProviderSearchResult } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

/** The request itself: GET /api/providers/search?q=<name>&limit=10 (loaded on the first search). */
export function searchProvidersByName(name: string, signal?: AbortSignal): Promise<ProviderSearchResult[]> {
  return apiGet<ProviderSearchResult[]>(`/api/providers/search${providerSearchQuery({ q: name, limit: 10 })}`, { signal });
}
