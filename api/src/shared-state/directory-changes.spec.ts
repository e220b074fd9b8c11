import { DirectoryChanges } from './directory-changes.js';
import type { RedisConnection, RedisState } from './redis-connection.js';

/** The part of RedisConnection that DirectoryChanges reads, in a given state. */
function redisIn(state: RedisState, listening: boolean): RedisConnection {
  return { state, listening, subscribe: () => undefined, onResubscribed: () => undefined, publish: async () => true } as unknown as RedisConnection;
}

describe(DirectoryChanges.name, () => {
  it('is shared in one process without Redis, and with Redis once this instance has subscribed', () => {
    expect(new DirectoryChanges(redisIn('not-configured', true)).shared).toBe(true);
    expect(new DirectoryChanges(redisIn('ready', true)).shared).toBe(true);
  });

  it('is not shared while Redis is away, nor while its commands work but its subscription is not yet confirmed', () => {
    expect(new DirectoryChanges(redisIn('unavailable', false)).shared).toBe(false);
    expect(new DirectoryChanges(redisIn('ready', false)).shared).toBe(false);
  });
});
