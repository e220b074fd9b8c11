import { PROVIDER_SEARCH, type ProviderProfileDto } from '@homeward/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the API renders a provider's page from: the id in the address, the place it was opened from (?near=, its
 * offices then nearest first) and its profile (null: no such active provider).
 */
export interface ProviderPageData {
  id: number;
  /** The address's ?near= ('' or absent: none). */
  near?: string;
  profile: ProviderProfileDto | null;
}

/** The ?near= of a provider page's address, cleaned: '' for none (or for more text than any place the search takes). */
export function pageNear(raw: string | null | undefined): string {
  const near = (raw ?? '').trim();
  return near.length <= PROVIDER_SEARCH.nearMaxLength ? near : '';
}

export const providerProfileQueryKey = (id: number, near = '') => ['providers', 'profile', id, near] as const;

/** Server side: the page then renders with its data instead of a loading state (ssr.tsx renderProviderPage). */
export function seedProviderProfile(client: QueryClient, data: ProviderPageData): void {
  client.setQueryData(providerProfileQueryKey(data.id, pageNear(data.near)), data.profile);
}

/** The element that carries the server's data to the browser, so hydration starts from the same data. */
export const PROVIDER_PAGE_DATA_ID = 'hw-provider-page-data';

/** JSON for a <script type="application/json">: '<' escaped so no text can close the element. */
export function embeddedJson(data: ProviderPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Browser side: the data the server rendered this page with, when the page was loaded for this provider
 * (undefined otherwise: after a client-side navigation the page loads its data itself).
 */
export function readEmbeddedProviderPage(id: number, near = ''): ProviderProfileDto | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PROVIDER_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ProviderPageData;
    return data.id === id && pageNear(data.near) === near ? data.profile : undefined;
  } catch {
    return undefined;
  }
}
