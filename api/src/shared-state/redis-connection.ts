import { Logger } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';

export type RedisState = 'not-configured' | 'ready' | 'unavailable';

/**
 * ioredis options for a store the API must never wait on: commands fail at once while disconnected
 * (no offline queue) or after 500 ms without an answer, so a request falls back instead of hanging,
 * and the client keeps reconnecting in the background (every 0.2 s growing to 2 s) for as long as it runs.
 */
export const REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 500,
  connectTimeout: 2_000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * The instance's connections to the Redis shared by every instance (REDIS_URL): one for commands, one
 * subscribed to channels (a subscribed connection can run nothing else). Logs one line when Redis goes
 * away and one when it is back, never one per failed command.
 */
export class RedisConnection {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, Array<(message: string) => void>>();
  private readonly reconnectHandlers: Array<() => void> = [];
  private wasReady = false;
  private outageLogged = false;
  private subscribedOnce = false;

  constructor(
    url: string | null,
    readonly keyPrefix: string,
  ) {
    this.client = url === null ? null : new Redis(url, { ...REDIS_OPTIONS, keyPrefix });
    this.client?.on('ready', () => this.onReady());
    this.client?.on('error', (error: Error) => this.onError(error));
    this.client?.on('end', () => this.onError(new Error('connection closed')));
  }

  get state(): RedisState {
    if (this.client === null) return 'not-configured';
    return this.client.status === 'ready' ? 'ready' : 'unavailable';
  }

  get isReady(): boolean {
    return this.client?.status === 'ready';
  }

  /**
   * True when what another instance publishes reaches this one: no Redis (one process), or the subscribed
   * connection is up and Redis has confirmed its first subscription. (An instance just started has its command
   * connection before its subscription; caching then would keep what another instance changes meanwhile.)
   */
  get listening(): boolean {
    if (this.client === null) return true;
    return this.subscribedOnce && this.subscriber?.status === 'ready';
  }

  /** Publishes on a channel of this deployment; false when Redis is not there (the caller decides what that means). */
  async publish(channel: string, message: string): Promise<boolean> {
    if (!this.isReady) return false;
    try {
      await this.client!.publish(this.keyPrefix + channel, message);
      return true;
    } catch {
      return false;
    }
  }

  /** Calls handler for every message on a channel of this deployment (also those this instance published). */
  subscribe(channel: string, handler: (message: string) => void): void {
    if (this.client === null) return;
    const fullName = this.keyPrefix + channel;
    if (this.subscriber === null) {
      // Channels are named with the prefix here (ioredis prefixes keys, not channels); subscribing may wait
      // for the connection (offline queue on), and ioredis subscribes again after every reconnect.
      this.subscriber = this.client.duplicate({ keyPrefix: '', enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null });
      this.subscriber.on('error', () => undefined); // the command connection logs outages
      this.subscriber.on('message', (name: string, message: string) => this.handlers.get(name)?.forEach((h) => h(message)));
      // Messages sent while this connection was down are lost: whoever caches must drop what it holds.
      this.subscriber.on('ready', () => this.reconnectHandlers.forEach((h) => h()));
    }
    const list = this.handlers.get(fullName) ?? [];
    if (list.length === 0)
      void this.subscriber.subscribe(fullName).then(
        () => (this.subscribedOnce = true),
        () => undefined,
      );
    this.handlers.set(fullName, [...list, handler]);
  }

  /** Called each time the subscribed connection (re)connects, when messages may have been missed. */
  onResubscribed(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect(false);
    if (this.client === null) return;
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client!.disconnect(false));
    else this.client.disconnect(false); // also stops reconnecting
  }

  private onReady(): void {
    if (this.outageLogged) this.logger.log('Redis is back: limits and directory-cache invalidations are shared again');
    else if (!this.wasReady) this.logger.log('Connected: rate limits and directory-cache invalidations are shared by every instance');
    this.wasReady = true;
    this.outageLogged = false;
  }

  private onError(error: Error): void {
    if (this.outageLogged) return;
    this.outageLogged = true;
    this.logger.warn(
      `Redis unavailable (${error.message}): still serving; lead limits are off and login limits count on this instance ` +
        'only until it is back; directory search is not cached meanwhile. Reconnecting automatically.',
    );
  }
}
