import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PARTNER_TOKEN_RULES, SIGN_IN_RULES, accountPauseSeconds, normaliseEmail } from '@homeward/domain';
import { TooManyRequestsException } from '../../common/too-many-requests.exception.js';
import { AUTH_ERRORS } from '../auth-errors.js';
import type { KnownBrowsers } from './known-browser.js';
import type { RedisConnection } from '../../shared-state/redis-connection.js';

/**
 * A counter of `points` per `duration` seconds under `keyPrefix`: in Redis, shared by every instance, with this
 * instance's memory as insurance while Redis is away (fail safe, not fail open); in memory without Redis.
 */
export function sharedLimiter(redis: RedisConnection, keyPrefix: string, points: number, duration = SIGN_IN_RULES.windowSeconds): RateLimiterAbstract {
  const options = { keyPrefix, points, duration };
  const memory = new RateLimiterMemory(options);
  if (redis.client === null) return memory;
  // The client already prefixes keys with REDIS_KEY_PREFIX; rate-limiter-flexible adds `<keyPrefix>:`.
  return new RateLimiterRedis({ ...options, storeClient: redis.client, insuranceLimiter: memory });
}

/**
 * Who is trying to sign in: the client address, the account (signInAccountKey: the account found, so every
 * spelling of its email counts together), and whether this browser signed in to it before.
 */
export interface SignInAttempt {
  address: string;
  account: string;
  knownBrowser: boolean;
}

/** The counters' key for an account: its id when the email names one, else the email's normalised form. */
export const signInAccountKey = (accountId: number | null, email: string): string =>
  accountId !== null ? `id:${accountId}` : `email:${normaliseEmail(email)}`;

/** One door's limits: its failure limit, the names its counters are kept under, and its known-browser cookie. */
export interface DoorLimitSettings {
  /** LOGIN_RATE_LIMIT: failed sign-ins per 15 minutes from one address for one account. */
  limit: number;
  /** The sign-in counters' name (a door's counts never mix with the other's). */
  countersName: string;
  /** The counter of requests for emailed links (a password reset, a sign-in link) per address. */
  linkRequestsName: string;
  knownBrowsers: KnownBrowsers;
}

/**
 * A door's sign-in limits (both doors: the same policy, each with counts and a cookie of its own, so failures
 * at one door do not pause the other). Failed sign-ins (a wrong password or a wrong second-factor code),
 * counted three ways within 15 minutes:
 * - per address and account together: LOGIN_RATE_LIMIT, then that address waits for that account (429);
 * - per address over all accounts: 5 x LOGIN_RATE_LIMIT, then that address waits (spraying many accounts);
 * - per account from anywhere: past LOGIN_RATE_LIMIT the account pauses 2 s, 4 s... up to 60 s after each
 *   further failure; guessing from many addresses is still held to about one guess a minute.
 * A browser that completed a sign-in to the account (or its invitation or reset) is counted apart: its own
 * LOGIN_RATE_LIMIT for that account, and neither the address limits nor the pause, so a stranger at a shared
 * address (an office, a carrier's NAT) or anywhere else cannot keep the owner's own browser out.
 * Only failures count, so an office behind one address is not slowed by its own good sign-ins.
 * Also the limit on requests for emailed links per address (the portal's reset and sign-in links).
 *
 * With Redis the counts are shared by every instance; if Redis goes away each instance keeps counting in
 * its own memory (rate-limiter-flexible's insurance limiter) so brute force stays bounded (at most the
 * limit times the number of instances) while sign-ins keep working: fail safe, not fail open.
 */
export class DoorLimits {
  readonly knownBrowsers: KnownBrowsers;
  private readonly limit: number;
  private readonly byAddressAndAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly accountPause: RateLimiterAbstract;
  private readonly byKnownBrowser: RateLimiterAbstract;
  private readonly linkRequests: RateLimiterAbstract;

  constructor(redis: RedisConnection, settings: DoorLimitSettings) {
    const { limit, countersName } = settings;
    this.limit = limit;
    this.knownBrowsers = settings.knownBrowsers;
    const make = (name: string, points: number, duration?: number): RateLimiterAbstract => sharedLimiter(redis, `${countersName}-${name}`, points, duration);
    this.byAddressAndAccount = make('address-account', limit);
    this.byAddress = make('address', limit * SIGN_IN_RULES.addressLimitFactor);
    // Counts only; the pause is decided from the count (accountPauseSeconds).
    this.byAccount = make('account', Number.MAX_SAFE_INTEGER);
    this.accountPause = make('account-pause', 1, SIGN_IN_RULES.maxPauseSeconds);
    this.byKnownBrowser = make('known-browser', limit);
    this.linkRequests = sharedLimiter(redis, settings.linkRequestsName, PARTNER_TOKEN_RULES.resetRequestsPerAddress, SIGN_IN_RULES.windowSeconds);
  }

  /** Throws a 429 (with Retry-After) when this attempt must wait. */
  async assertAllowed(attempt: SignInAttempt): Promise<void> {
    const { account } = attempt;
    if (attempt.knownBrowser) {
      const wait = used(await this.byKnownBrowser.get(account), this.limit);
      if (wait > 0) throw new TooManyRequestsException(wait / 1000, AUTH_ERRORS.accountPaused);
      return;
    }
    const [pair, address, pause] = await Promise.all([
      this.byAddressAndAccount.get(pairKey(attempt.address, account)),
      this.byAddress.get(attempt.address),
      this.accountPause.get(account),
    ]);
    const waits = [
      used(pair, this.limit),
      used(address, this.limit * SIGN_IN_RULES.addressLimitFactor),
      pause !== null && pause.consumedPoints > 1 ? pause.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequestsException(wait / 1000, AUTH_ERRORS.accountPaused);
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const { account } = attempt;
    // consume() rejects once past the limit; the count has still gone up, which is all this needs.
    const byWhere = attempt.knownBrowser
      ? [this.byKnownBrowser.consume(account)]
      : [this.byAddressAndAccount.consume(pairKey(attempt.address, account)), this.byAddress.consume(attempt.address)];
    const [counted] = await Promise.allSettled([this.byAccount.consume(account), ...byWhere]);
    if (counted.status !== 'fulfilled') return;
    const pause = accountPauseSeconds(counted.value.consumedPoints, this.limit);
    if (pause > 0) await this.accountPause.block(account, pause).catch(() => undefined);
  }

  /** A completed sign-in clears that address's count for the account (the owner's own typos are forgiven). */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    const forgiven = attempt.knownBrowser
      ? this.byKnownBrowser.delete(attempt.account)
      : this.byAddressAndAccount.delete(pairKey(attempt.address, attempt.account));
    await forgiven.catch(() => undefined);
  }

  /**
   * Counts a request for an emailed link (a password reset or a sign-in link) from this address, whatever the
   * email (so the answer still says nothing about which addresses have accounts): past the limit in 15 minutes,
   * 429 with Retry-After.
   */
  async countLinkRequest(address: string): Promise<void> {
    try {
      await this.linkRequests.consume(address);
    } catch (refused) {
      if (refused instanceof RateLimiterRes) throw new TooManyRequestsException(refused.msBeforeNext / 1000);
      // The store failed and its insurance too: the link is only mailed to the account's own address, so asking goes on.
    }
  }
}

/** Milliseconds until a counter with `limit` used up lets the next attempt through (0: it may go now). */
const used = (res: RateLimiterRes | null, limit: number): number => (res !== null && res.consumedPoints >= limit ? res.msBeforeNext : 0);

const pairKey = (address: string, account: string): string => `${address}|${account}`;
