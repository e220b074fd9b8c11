import { PARTNER_PREFIX } from '../../auth/doors.js';
import { KnownBrowsers } from '../../auth/known-browser.js';
import { LoginAttempts } from '../../shared-state/login-attempts.js';
import type { AppConfig } from '../../config/app-config.js';
import type { RedisConnection } from '../../shared-state/redis-connection.js';

/**
 * The portal's sign-in limits: the same policy as the admin door (LOGIN_RATE_LIMIT, the account pause, the
 * known-browser cookie; docs/decisions/035) with counts and a cookie of its own, so failures at one door do
 * not pause the other.
 */
export class PartnerDoorLimits {
  readonly attempts: LoginAttempts;
  readonly knownBrowsers: KnownBrowsers;

  constructor(redis: RedisConnection, config: AppConfig) {
    this.attempts = new LoginAttempts(redis, config.loginRateLimit, 'partner-login');
    this.knownBrowsers = new KnownBrowsers(config.sessionSecret, `${PARTNER_PREFIX}/login`, config.isProduction, 'partner');
  }
}
