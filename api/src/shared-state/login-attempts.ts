import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { SIGN_IN_RULES, accountPauseSeconds } from '@homeward/domain';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import type { RedisConnection } from './redis-connection.js';

export const LOGIN_WINDOW_MS = SIGN_IN_RULES.windowSeconds * 1000;

/** Who is trying to sign in: the client address, the account's email, and whether this browser signed in to it before. */
export interface SignInAttempt {
  address: string;
  email: string;
  knownBrowser: boolean;
}

/**
 * Failed sign-ins (a wrong password or a wrong second-factor code), counted three ways within 15 minutes
 * (docs/decisions/035):
 * - per address and account together: LOGIN_RATE_LIMIT, then that address waits for that account (429);
 * - per address over all accounts: 5 x LOGIN_RATE_LIMIT, then that address waits (spraying many accounts);
 * - per account from anywhere: past LOGIN_RATE_LIMIT the account pauses 2 s, 4 s... up to 60 s after each
 *   further failure. A pause is short, so a stranger cannot keep the owner out for long, and a browser that
 *   completed a sign-in to the account before is not paused at all; guessing from many addresses is still
 *   held to about one guess a minute.
 * Only failures count, so an office behind one address is not slowed by its own good sign-ins.
 *
 * With Redis the counts are shared by every instance; if Redis goes away each instance keeps counting in
 * its own memory (rate-limiter-flexible's insurance limiter) so brute force stays bounded (at most the
 * limit times the number of instances) while sign-ins keep working: fail safe, not fail open (023).
 * The door's name keeps the counts of admins and provider users apart.
 */
export class LoginAttempts {
  private readonly byAddressAndAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly accountPause: RateLimiterAbstract;

  constructor(
    redis: RedisConnection,
    private readonly limit: number,
    door = 'login',
  ) {
    const make = (name: string, points: number, duration = SIGN_IN_RULES.windowSeconds): RateLimiterAbstract => {
      const options = { keyPrefix: `${door}-${name}`, points, duration };
      const memory = new RateLimiterMemory(options);
      if (redis.client === null) return memory;
      // The client already prefixes keys with REDIS_KEY_PREFIX; rate-limiter-flexible adds `login-…:`.
      return new RateLimiterRedis({ ...options, storeClient: redis.client, insuranceLimiter: memory });
    };
    this.byAddressAndAccount = make('address-account', limit);
    this.byAddress = make('address', limit * SIGN_IN_RULES.addressLimitFactor);
    // Counts only; the pause is decided from the count (accountPauseSeconds).
    this.byAccount = make('account', Number.MAX_SAFE_INTEGER);
    this.accountPause = make('account-pause', 1, SIGN_IN_RULES.maxPauseSeconds);
  }

  /** Throws a 429 (with Retry-After) when this attempt must wait. */
  async assertAllowed(attempt: SignInAttempt): Promise<void> {
    const account = accountKey(attempt.email);
    const [pair, address, pause] = await Promise.all([
      this.byAddressAndAccount.get(pairKey(attempt.address, account)),
      this.byAddress.get(attempt.address),
      attempt.knownBrowser ? Promise.resolve(null) : this.accountPause.get(account),
    ]);
    const waits = [
      used(pair, this.limit),
      used(address, this.limit * SIGN_IN_RULES.addressLimitFactor),
      pause !== null && pause.consumedPoints > 1 ? pause.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequestsException(wait / 1000);
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const account = accountKey(attempt.email);
    // consume() rejects once past the limit; the count has still gone up, which is all this needs.
    const [, , counted] = await Promise.allSettled([
      this.byAddressAndAccount.consume(pairKey(attempt.address, account)),
      this.byAddress.consume(attempt.address),
      this.byAccount.consume(account),
    ]);
    if (counted.status !== 'fulfilled') return;
    const pause = accountPauseSeconds(counted.value.consumedPoints, this.limit);
    if (pause > 0) await this.accountPause.block(account, pause).catch(() => undefined);
  }

  /** A completed sign-in clears that address's count for the account (the owner's own typos are forgiven). */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.byAddressAndAccount.delete(pairKey(attempt.address, accountKey(attempt.email))).catch(() => undefined);
  }
}

/** Milliseconds until a counter with `limit` used up lets the next attempt through (0: it may go now). */
const used = (res: RateLimiterRes | null, limit: number): number => (res !== null && res.consumedPoints >= limit ? res.msBeforeNext : 0);

const accountKey = (email: string): string => email.trim().toLowerCase();
const pairKey = (address: string, account: string): string => `${address}|${account}`;
