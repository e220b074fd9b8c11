import { Global, Injectable, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DirectoryChanges } from './directory-changes.js';
import { RedisConnection } from './redis-connection.js';

/** Closes the Redis connections with the app (Nest runs lifecycle hooks on classes it builds, not on factory results). */
@Injectable()
class RedisShutdown implements OnModuleDestroy {
  constructor(private readonly redis: RedisConnection) {}

  async onModuleDestroy(): Promise<void> {
    await this.redis.close();
  }
}

/**
 * What instances share: the Redis connection (REDIS_URL), directory-change broadcasts (the
 * sign-in counters use the same connection). Without REDIS_URL all of it lives in this process, exactly as for a single instance.
 */
@Global()
@Module({
  providers: [
    RedisShutdown,
    {
      provide: RedisConnection,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (config.redisUrl === null && config.database.kind === 'mysql') {
          new Logger('SharedState').warn(
            `REDIS_URL is not set: rate limits, the directory search cache and the provider pages are per instance (another instance's provider change shows here after up to ${config.searchCacheSeconds} s). Set REDIS_URL before running more than one instance.`,
          );
        }
        return new RedisConnection(config.redisUrl, config.redisKeyPrefix);
      },
    },
    { provide: DirectoryChanges, inject: [RedisConnection], useFactory: (redis: RedisConnection) => new DirectoryChanges(redis) },
  ],
  exports: [RedisConnection, DirectoryChanges],
})
export class SharedStateModule {}
