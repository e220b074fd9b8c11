import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RedisConnection } from './redis-connection.js';

/**
 * @nestjs/throttler's counters in Redis (@nest-lab/throttler-storage-redis, the storage its docs point to),
 * shared by every instance. The throttler guards lead intake only (sign-ins are DoorLimits'). When Redis
 * cannot answer, the request is let through uncounted: fail open, because a refused lead is a family that
 * asked for help and was turned away, while an unthrottled minute costs at most some extra rows.
 */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly redisStorage: ThrottlerStorageRedisService;

  constructor(private readonly redis: RedisConnection) {
    this.redisStorage = new ThrottlerStorageRedisService(redis.client!);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.isReady) {
      try {
        return await this.redisStorage.increment(key, ttl, limit, blockDuration, throttlerName);
      } catch {
        // counted as not limited; RedisConnection logs the outage once
      }
    }
    return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
  }
}
