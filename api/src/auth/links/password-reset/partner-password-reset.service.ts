import { Inject, Injectable, HttpStatus } from '@nestjs/common';
import { CHANGED_MARKER, PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../../audit/audit.service.js';
import { SessionRepository } from '../../accounts/session.repository.js';
import { PartnerTokenRepository } from '../../accounts/partner-token.repository.js';
import { hashPassword } from '../../accounts/password.js';
import { AccountLinks } from '../account-links.js';
import { consumeToken, usableToken } from '../partner-token-store.js';
import { PartnerUserRepository } from '../../partner/users/partner-user.repository.js';
import { AUTH_ERRORS, authError } from '../../auth-errors.js';

/**
 * "Forgot your password?" for provider users. Asking always gets the same answer at
 * once (AccountLinks: the link joins any already sent, within the limits); using the link sets the password and
 * ends every session of that user.
 */
@Injectable()
export class PartnerPasswordResetService {
  constructor(
    private readonly tokens: PartnerTokenRepository,
    private readonly users: PartnerUserRepository,
    private readonly sessions: SessionRepository,
    private readonly links: AccountLinks,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the work and returns at once; the work's errors are logged, never answered. */
  request(email: string): void {
    this.links.request('reset', email);
  }

  /** For the tests: the reset requests still being worked on. */
  settled(): Promise<void> {
    return this.links.settled();
  }

  /**
   * Sets the new password from a usable link; every session of that user ends (a stolen session included).
   * Answers the account, so the door can remember this browser for it.
   */
  async confirm(token: string, password: string): Promise<{ id: number; email: string }> {
    const passwordHash = await hashPassword(password, this.config.passwordHashCost);
    return this.tokens.transaction(async (em) => {
      const reset = await usableToken(this.tokens, 'reset', token, em);
      const user = reset.partnerUserId === null ? null : await this.users.findActive(reset.partnerUserId, em);
      if (!user) throw authError(HttpStatus.GONE, AUTH_ERRORS.linkExpired, PARTNER_DOOR_MESSAGES.resetUnusable);
      await consumeToken(this.tokens, reset, em);
      await this.users.setPasswordHash(user.id, passwordHash, em);
      await this.tokens.voidOthers('reset', user.id, reset.id, Date.now(), em);
      await this.sessions.endSessionsOf({ door: 'partner', userId: user.id }, em);
      const actor = { id: user.id, email: user.email, kind: 'partner' as const };
      await this.audit.record(em, { action: 'password_reset', entity: 'partner_user', entityId: user.id, actor, changes: { password: CHANGED_MARKER } });
      return { id: user.id, email: user.email };
    });
  }
}
