import type { SearchPage } from './provider-search.service.js';

/**
 * Directory search pages kept for a few seconds (docs/decisions/014): the directory's traffic is mostly the
 * same few searches (no filter, a state, a service), and on SQLite every query blocks the event loop. Provider
 * writes through this instance clear it at once; other instances catch up within the TTL. Bounded by entries,
 * oldest dropped first.
 */
export class SearchCache {
  private readonly entries = new Map<string, { expires: number; page: SearchPage }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 256,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  get(key: string): SearchPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.page;
  }

  set(key: string, page: SearchPage): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: this.now() + this.ttlSeconds * 1000, page });
  }

  clear(): void {
    this.entries.clear();
  }
}
