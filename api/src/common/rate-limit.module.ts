import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SharedThrottlerStorage } from '../shared-state/lead-limit-storage.js';
import { RedisConnection } from '../shared-state/redis-connection.js';

export const LEAD_WINDOW_MS = 60_000;

/**
 * The 'lead' limit (LEAD_RATE_LIMIT submissions per minute per client address: req.ip, so TRUST_PROXY
 * decides which address that is), applied where RateLimitGuard is used. Counters live in Redis when
 * REDIS_URL is set (shared by every instance), else in this process. Sign-ins at the admin and portal doors
 * are limited apart, on failed attempts only (DoorLimits, auth/doors/door-limits.ts).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection) => ({
        throttlers: [{ name: 'lead', ttl: LEAD_WINDOW_MS, limit: config.leadRateLimit }],
        storage: redis.client === null ? undefined : new SharedThrottlerStorage(redis),
        errorMessage: (_context, detail) => `Too many requests. Please wait ${Math.max(1, Math.ceil(detail.timeToBlockExpire / 60))} minute(s) and try again.`,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
