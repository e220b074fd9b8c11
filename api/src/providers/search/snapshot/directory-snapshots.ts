import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { PreparedReader } from '../../../database/prepared-reader.js';
import { DirectoryChanges } from '../../../shared-state/directory-changes.js';
import { RedisConnection } from '../../../shared-state/redis-connection.js';
import { loadDirectorySnapshot, type DirectorySnapshot } from './directory-snapshot.js';
import { SnapshotText } from './text-match.js';

/** A snapshot ready to answer, with its text helpers (made per snapshot: they hold answers valid only for it). */
export interface LoadedSnapshot {
  snapshot: DirectorySnapshot;
  text: SnapshotText;
}

/** After a failed load, how long before the next is tried (the searches answer through SQL meanwhile). */
const RETRY_AFTER_FAILURE_MS = 5000;

/**
 * Keeps this instance's directory snapshot (directory-snapshot.ts) no older than the database, as far as the
 * instance can know (docs/decisions/023):
 *
 * - Every provider write announces a change (DirectoryChanges: this process at once, the other instances
 *   through Redis). A change drops the snapshot; the searches answer through SQL until a new one has loaded
 *   (one load at a time, started by the next search; a load overtaken by a change is thrown away).
 * - While a change made elsewhere could not reach this instance (Redis configured but away), no snapshot is
 *   used. On MySQL without REDIS_URL another instance's changes never arrive, so a snapshot is trusted for
 *   SEARCH_CACHE_SECONDS only, the lag already documented for the page cache (019); 0 turns it off there.
 * - SEARCH_SNAPSHOT=false turns it off everywhere.
 *
 * A write made past the API (raw SQL on the database) is seen after the next change or restart, like the
 * stored search cards (search-card.ts).
 */
@Injectable()
export class DirectorySnapshots implements OnApplicationBootstrap {
  private readonly logger = new Logger('DirectorySnapshots');
  private generation = 0;
  private loaded: (LoadedSnapshot & { generation: number; loadedAt: number }) | null = null;
  private loading = false;
  private retryAt = 0;
  private readonly maxAgeMs: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: PreparedReader,
    private readonly changes: DirectoryChanges,
    redis: RedisConnection,
  ) {
    changes.onChange(() => {
      this.generation++;
      this.loaded = null;
    });
    const alone = db.dialect === 'sqlite' || redis.state !== 'not-configured';
    this.maxAgeMs = alone ? Infinity : config.searchCacheSeconds * 1000;
  }

  private get enabled(): boolean {
    return this.config.searchSnapshot && this.maxAgeMs > 0;
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.load();
  }

  /** The snapshot to answer from, or null (answer through SQL); starts loading one when there is none. */
  current(now = Date.now()): LoadedSnapshot | null {
    if (!this.enabled || !this.changes.shared) return null;
    const loaded = this.currentLoaded(now);
    if (!loaded) this.load();
    return loaded;
  }

  /** For GET /api/health: answering from a snapshot, loading one (answering through SQL meanwhile), or not using one here. */
  get state(): 'ready' | 'loading' | 'off' {
    if (!this.enabled || !this.changes.shared) return 'off';
    return this.currentLoaded(Date.now()) ? 'ready' : 'loading';
  }

  /** The loaded snapshot if no change has come since and it is not past its age (null otherwise). */
  private currentLoaded(now: number): LoadedSnapshot | null {
    const loaded = this.loaded;
    return loaded && loaded.generation === this.generation && now - loaded.loadedAt < this.maxAgeMs ? loaded : null;
  }

  /** Resolves when no load is under way and, if none failed, a snapshot of the current generation is in place (tests, the bench's warm-up). */
  async ready(): Promise<boolean> {
    for (let tries = 0; tries < 1000; tries++) {
      if (this.current() !== null) return true;
      if (!this.loading && Date.now() < this.retryAt) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  }

  private load(): void {
    if (this.loading || Date.now() < this.retryAt) return;
    this.loading = true;
    const generation = this.generation;
    const startedAt = Date.now();
    loadDirectorySnapshot(this.db)
      .then((snapshot) => {
        if (generation !== this.generation) return; // a change came while it read: the next search loads again
        this.loaded = { snapshot, text: new SnapshotText(snapshot, this.db), generation, loadedAt: startedAt };
        this.logger.debug(`Directory snapshot: ${snapshot.size} active providers in ${Date.now() - startedAt} ms`);
      })
      .catch((error: unknown) => {
        this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
        this.logger.warn(`Directory snapshot not loaded (searches answer through SQL): ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.loading = false;
      });
  }
}
