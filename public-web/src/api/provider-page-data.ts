import type { ProviderProfileDto } from '@homeward/domain';
import type { QueryClient } from '@tanstack/react-query';

/** What the API renders a provider's page from: the id in the address and its profile (null: no such active provider). */
export interface ProviderPageData {
  id: number;
  profile: ProviderProfileDto | null;
}

export const providerProfileQueryKey = (id: number) => ['providers', 'profile', id] as const;

/** Server side: the page then renders with its data instead of a loading state (ssr.tsx renderProviderPage). */
export function seedProviderProfile(client: QueryClient, data: ProviderPageData): void {
  client.setQueryData(providerProfileQueryKey(data.id), data.profile);
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
export function readEmbeddedProviderPage(id: number): ProviderProfileDto | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PROVIDER_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ProviderPageData;
    return data.id === id ? data.profile : undefined;
  } catch {
    return undefined;
  }
}
