import { useSyncExternalStore } from 'react';
import type { ClassificationDto, ServiceDto } from '@homeward/domain';
import { apiGet } from '../lib/api-client.js';

/** What a component reads of a catalogue call: the same fields TanStack Query's result has, nothing more. */
export interface CatalogueResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

const PENDING: CatalogueResult<never> = { data: undefined, isPending: true, isError: false };

/**
 * One read-only catalogue call (GET /api/classifications, GET /api/services), asked once per page load and
 * shared by every component that shows it: the home page's grid, the services guide and the tools.
 *
 * Not TanStack Query, although the rest of the site's reads are: the home page and the services guide show
 * the catalogue on their first load, and the query client would add 11 KB to pages that must stay under
 * 100 KB of JavaScript. The rules of spec section 7 hold all the same: never retried,
 * never refetched, never stale; a failed call is asked again only by the next component that needs it.
 */
export class CatalogueCall<T> {
  private result: CatalogueResult<T> = PENDING;
  private inFlight: Promise<void> | null = null;
  /** A reset() starts a new page load: an answer to a request of the previous one is dropped. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly path: string) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (this.result.data === undefined && !this.inFlight) this.load();
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly snapshot = () => this.result;

  private load() {
    if (this.result.isError) this.set(PENDING);
    const generation = this.generation;
    const settle = (result: CatalogueResult<T>) => {
      if (generation !== this.generation) return;
      this.inFlight = null;
      this.set(result);
    };
    this.inFlight = apiGet<T>(this.path).then(
      (data) => settle({ data, isPending: false, isError: false }),
      () => settle({ data: undefined, isPending: false, isError: true }),
    );
  }

  private set(result: CatalogueResult<T>) {
    this.result = result;
    for (const listener of this.listeners) listener();
  }

  /** Tests start every case from an empty page load. */
  reset() {
    this.generation += 1;
    this.result = PENDING;
    this.inFlight = null;
  }
}

export const classificationsCall = new CatalogueCall<ClassificationDto[]>('/api/classifications');
export const servicesCall = new CatalogueCall<ServiceDto[]>('/api/services');

// The server render (and the first client render, so hydration matches) always sees "pending".
const pendingOnServer = (): CatalogueResult<never> => PENDING;

export function useClassificationsQuery(): CatalogueResult<ClassificationDto[]> {
  return useSyncExternalStore(classificationsCall.subscribe, classificationsCall.snapshot, pendingOnServer);
}

export function useServicesQuery(): CatalogueResult<ServiceDto[]> {
  return useSyncExternalStore(servicesCall.subscribe, servicesCall.snapshot, pendingOnServer);
}
