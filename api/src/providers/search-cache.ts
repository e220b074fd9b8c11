import type { DirectoryChanges } from '../shared-state/directory-changes.js';
import type { SearchPage } from './search/page-query.js';

/**
 * Directory search pages kept for a few seconds (docs/decisions/014): the directory's traffic is mostly the
 * same few searches (no filter, a state, a service), and on SQLite every query blocks the event loop. A provider
 * write on any instance clears every instance's cache at once (DirectoryChanges, through Redis when REDIS_URL
 * is set: 023); while a change could not reach this instance (Redis away) nothing is cached. Bounded by
 * entries, oldest dropped first.
 */
export class SearchCache {
  private readonly entries = new Map<string, { expires: number; page: SearchPage }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 256,
    private readonly now: () => number = Date.now,
    private readonly changes?: DirectoryChanges,
  ) {
    changes?.onChange(() => this.entries.clear());
  }

  get enabled(): boolean {
    return this.ttlSeconds > 0 && (this.changes?.shared ?? true);
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

  /** A provider was written here: forget every page, and have every other instance do the same. */
  async clear(): Promise<void> {
    this.entries.clear();
    await this.changes?.announce();
  }
}
