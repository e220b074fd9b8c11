import type { RedisConnection } from './redis-connection.js';

const CHANNEL = 'directory-changed';

/**
 * Tells every instance that the directory changed (a provider written), so each drops its cached search
 * pages at once (019, 023). Without Redis only this instance hears it, as before. While Redis is
 * unavailable a change cannot reach the others, so `shared` is false and the caches stop caching until the
 * connection is back (then they drop everything, having maybe missed a message).
 */
export class DirectoryChanges {
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly redis: RedisConnection) {
    redis.subscribe(CHANNEL, () => this.notifyLocal());
    redis.onResubscribed(() => this.notifyLocal());
  }

  /** True when a change made on any instance reaches this one (one process, or Redis up). */
  get shared(): boolean {
    return this.redis.state !== 'unavailable';
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** This instance changed the directory: its own listeners run now, the other instances' through Redis. */
  async announce(): Promise<void> {
    this.notifyLocal();
    await this.redis.publish(CHANNEL, String(Date.now()));
  }

  private notifyLocal(): void {
    for (const listener of this.listeners) listener();
  }
}
