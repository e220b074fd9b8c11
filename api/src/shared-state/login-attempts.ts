import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import type { RedisConnection } from './redis-connection.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Failed admin logins, counted per client address and per account (LOGIN_RATE_LIMIT each per 15 minutes).
 * Only failures count, so an office behind one address is not locked out by its own good logins, and
 * spreading guesses for one account over many addresses still stops at the limit.
 *
 * With Redis the counts are shared by every instance; if Redis goes away each instance keeps counting in
 * its own memory (rate-limiter-flexible's insurance limiter) so brute force stays bounded (at most the
 * limit times the number of instances) while logins keep working: fail safe, not fail open (023).
 */
export class LoginAttempts {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;

  constructor(
    redis: RedisConnection,
    private readonly limit: number,
  ) {
    const make = (name: string): RateLimiterAbstract => {
      const options = { keyPrefix: `login-${name}`, points: limit, duration: LOGIN_WINDOW_MS / 1000 };
      const memory = new RateLimiterMemory(options);
      if (redis.client === null) return memory;
      // The client already prefixes keys with REDIS_KEY_PREFIX; rate-limiter-flexible adds `login-…:`.
      return new RateLimiterRedis({ ...options, storeClient: redis.client, insuranceLimiter: memory });
    };
    this.byAddress = make('address');
    this.byAccount = make('account');
  }

  /** Throws a 429 when the address or the account has used up its failed attempts. */
  async assertAllowed(address: string, email: string): Promise<void> {
    const [byAddress, byAccount] = await Promise.all([this.byAddress.get(address), this.byAccount.get(accountKey(email))]);
    const blocked = [byAddress, byAccount].filter((r): r is RateLimiterRes => r !== null && r.consumedPoints >= this.limit);
    if (blocked.length > 0) throw new TooManyRequestsException(Math.ceil(Math.max(...blocked.map((r) => r.msBeforeNext)) / 1000));
  }

  async recordFailure(address: string, email: string): Promise<void> {
    // consume() rejects once past the limit; the count has still gone up, which is all this needs.
    await Promise.allSettled([this.byAddress.consume(address), this.byAccount.consume(accountKey(email))]);
  }
}

const accountKey = (email: string): string => email.trim().toLowerCase();
