import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PARTNER_TOKEN_RULES, SIGN_IN_RULES } from '@homeward/domain';
import { PARTNER_PREFIX } from '../../auth/doors.js';
import { KnownBrowsers } from '../../auth/known-browser.js';
import { TooManyRequestsException } from '../../common/too-many-requests.exception.js';
import { LoginAttempts, sharedLimiter } from '../../shared-state/login-attempts.js';
import type { AppConfig } from '../../config/app-config.js';
import type { RedisConnection } from '../../shared-state/redis-connection.js';

/**
 * The portal's sign-in limits: the same policy as the admin door (LOGIN_RATE_LIMIT, the account pause, the
 * known-browser cookie; docs/decisions/035) with counts and a cookie of its own, so failures at one door do
 * not pause the other; and the limit on requests for emailed links (reset, sign-in) per address.
 */
export class PartnerDoorLimits {
  readonly attempts: LoginAttempts;
  readonly knownBrowsers: KnownBrowsers;
  private readonly linkRequests: RateLimiterAbstract;

  constructor(redis: RedisConnection, config: AppConfig) {
    this.attempts = new LoginAttempts(redis, config.loginRateLimit, 'partner-login');
    this.knownBrowsers = new KnownBrowsers(config.sessionSecret, `${PARTNER_PREFIX}/login`, config.isProduction, 'partner');
    this.linkRequests = sharedLimiter(redis, 'partner-link-address', PARTNER_TOKEN_RULES.resetRequestsPerAddress, SIGN_IN_RULES.windowSeconds);
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
