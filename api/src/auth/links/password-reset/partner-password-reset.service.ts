import { Inject, Injectable, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHANGED_MARKER, PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../../audit/audit.service.js';
import { endSessionsOf } from '../../accounts/session-ending.js';
import { hashPassword } from '../../accounts/password.js';
import { AccountLinks, voidOtherLinks } from '../account-links.js';
import { consumeToken, usableToken } from '../partner-token-store.js';
import { PartnerUser } from '../../partner/users/partner-user.entity.js';
import { AUTH_ERRORS, authError } from '../../auth-errors.js';
import type { DataSource } from 'typeorm';

/**
 * "Forgot your password?" for provider users (docs/decisions/040, 052). Asking always gets the same answer at
 * once (AccountLinks: the link joins any already sent, within the limits); using the link sets the password and
 * ends every session of that user.
 */
@Injectable()
export class PartnerPasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    return this.dataSource.transaction(async (em) => {
      const reset = await usableToken(em, 'reset', token);
      const user = reset.partnerUserId === null ? null : await em.findOneBy(PartnerUser, { id: reset.partnerUserId, isActive: true });
      if (!user) throw authError(HttpStatus.GONE, AUTH_ERRORS.linkExpired, PARTNER_DOOR_MESSAGES.resetUnusable);
      await consumeToken(em, reset);
      await em.update(PartnerUser, { id: user.id }, { passwordHash });
      await voidOtherLinks(em, 'reset', user.id, reset.id);
      await endSessionsOf(em, user.id, undefined, 'partner');
      const actor = { id: user.id, email: user.email, kind: 'partner' as const };
      await this.audit.record(em, { action: 'password_reset', entity: 'partner_user', entityId: user.id, actor, changes: { password: CHANGED_MARKER } });
      return { id: user.id, email: user.email };
    });
  }
}
