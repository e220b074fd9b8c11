import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's one TanStack Query client, created when the first page that uses TanStack Query is loaded:
 * a reading page that fetches nothing does not download the query client (about
 * 10 KB gzip). The store is a plain module with no TanStack runtime in it; AppProviders reads it.
 */
let browserClient: QueryClient | null = null;
const listeners = new Set<() => void>();

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getBrowserQueryClient(): QueryClient | null {
  return browserClient;
}

/** Called once by the TanStack Query entry (query-entry.ts) when a page that imports it is evaluated. */
export function provideBrowserQueryClient(create: () => QueryClient): void {
  if (browserClient || typeof window === 'undefined') return;
  browserClient = create();
  for (const listener of listeners) listener();
}
