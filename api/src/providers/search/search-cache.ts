import type { DirectoryChanges } from '../../shared-state/directory-changes.js';
import type { SearchPage } from './page-query.repository.js';
import type { RankedPage } from './ranked-page.js';

/** What is cached: search pages, and the plan quote's rankings (under keys of their own). */
type CachedSearch = SearchPage | RankedPage;

/**
 * Directory search pages kept for a few seconds: the directory's traffic is mostly the
 * same few searches (no filter, a state, a service), and on SQLite every query blocks the event loop. It
 * subscribes to the "directory changed" event (DirectoryChanges, through Redis when REDIS_URL is set) and
 * forgets every page when any provider changes; while a change could not reach this instance (Redis away)
 * nothing is cached. Bounded by entries, oldest dropped first.
 */
export class SearchCache {
  private readonly entries = new Map<string, { expires: number; page: CachedSearch }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 256,
    private readonly now: () => number = Date.now,
    private readonly changes?: DirectoryChanges,
  ) {
    changes?.subscribe(() => this.entries.clear());
  }

  get enabled(): boolean {
    return this.ttlSeconds > 0 && (this.changes?.shared ?? true);
  }

  /** T: what was set under this key (the caller's keys tell pages and rankings apart). */
  get<T extends CachedSearch = SearchPage>(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.page as T;
  }

  set(key: string, page: CachedSearch): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: this.now() + this.ttlSeconds * 1000, page });
  }
}
