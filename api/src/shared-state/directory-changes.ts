import type { RedisConnection } from './redis-connection.js';

const CHANNEL = 'directory-changed';

/** The "directory changed" event: which providers were written (none named: any of them may have changed). */
export interface DirectoryChange {
  readonly providerIds: readonly number[];
}

/** Any provider may have changed: what a listener hears after a missed message (Redis reconnected). */
export const EVERY_PROVIDER: DirectoryChange = { providerIds: [] };

/** A message from another instance as the change it names; anything unreadable means every provider. */
function changeFromMessage(message: string): DirectoryChange {
  try {
    const parsed = JSON.parse(message) as { providerIds?: unknown };
    const ids = Array.isArray(parsed.providerIds) ? parsed.providerIds.filter((id): id is number => Number.isInteger(id)) : [];
    return { providerIds: ids };
  } catch {
    return EVERY_PROVIDER;
  }
}

/**
 * The one "directory changed" event. The provider writer announces every write; whatever
 * keeps a copy of the directory (the search cache, the provider pages) subscribes. Without Redis only this
 * instance hears it; with REDIS_URL every instance does, through Redis pub/sub. While Redis is unavailable a
 * change cannot reach the others, so `shared` is false and the caches stop caching until the connection is
 * back (then they hear EVERY_PROVIDER, having maybe missed a message).
 */
export class DirectoryChanges {
  private readonly listeners: Array<(change: DirectoryChange) => void> = [];

  constructor(private readonly redis: RedisConnection) {
    redis.subscribe(CHANNEL, (message) => this.notifyLocal(changeFromMessage(message)));
    redis.onResubscribed(() => this.notifyLocal(EVERY_PROVIDER));
  }

  /** True when a change made on any instance reaches this one (one process, or Redis up and subscribed). */
  get shared(): boolean {
    return this.redis.state !== 'unavailable' && this.redis.listening;
  }

  subscribe(listener: (change: DirectoryChange) => void): void {
    this.listeners.push(listener);
  }

  /** This instance changed the directory: its own listeners hear it now, the other instances' through Redis. */
  async announce(change: DirectoryChange = EVERY_PROVIDER): Promise<void> {
    this.notifyLocal(change);
    await this.redis.publish(CHANNEL, JSON.stringify({ providerIds: change.providerIds }));
  }

  private notifyLocal(change: DirectoryChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
