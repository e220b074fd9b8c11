import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LEAD_WINDOW_MS = 60_000;

/**
 * Two named limits, applied only where RateLimitGuard is used: 'login' (LOGIN_RATE_LIMIT per 15 minutes)
 * and 'lead' (LEAD_RATE_LIMIT per minute), per client address (req.ip, so TRUST_PROXY decides which
 * address that is). Counters live in memory, per instance.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [
          { name: 'login', ttl: LOGIN_WINDOW_MS, limit: config.loginRateLimit },
          { name: 'lead', ttl: LEAD_WINDOW_MS, limit: config.leadRateLimit },
        ],
        errorMessage: (_context, detail) =>
          `Too many requests. Please wait ${Math.max(1, Math.ceil(detail.timeToBlockExpire / 60))} minute(s) and try again.`,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
