import { Injectable, HttpStatus } from '@nestjs/common';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { InjectDoor } from '../../doors/door.js';
import { AccountLinks } from '../account-links.js';
import { PartnerTokenRepository } from '../../accounts/partner-token.repository.js';
import { consumeToken, usableToken } from '../partner-token-store.js';
import { PartnerUsersService } from '../../partner/users/partner-users.service.js';
import { AUTH_ERRORS, authError } from '../../auth-errors.js';
import type { PasswordOutcome } from '../../doors/door-session.js';
import type { PartnerDoor } from '../../partner/partner-door.js';
import type { PartnerSessionUser } from '../../partner/users/partner-session-user.js';
import type { Request } from 'express';

/**
 * A way in while the password will not do (the account paused by a stranger's failures, or the password
 * forgotten on a new device): a single-use link, 15 minutes, emailed through the outbox (AccountLinks). Using it
 * stands for the password step only: an account with a second factor still gives its code next.
 */
@Injectable()
export class PartnerSignInLinks {
  constructor(
    private readonly tokens: PartnerTokenRepository,
    private readonly links: AccountLinks,
    private readonly users: PartnerUsersService,
    @InjectDoor('partner') private readonly door: PartnerDoor,
  ) {}

  /** Starts the work and returns at once; the same answer whether or not the address has an account. */
  request(email: string): void {
    this.links.request('sign-in', email);
  }

  /** For the tests: the requests still being worked on. */
  settled(): Promise<void> {
    return this.links.settled();
  }

  /** Uses the link up (and the user's other open sign-in links), then signs in or leads to the second step. */
  async use(req: Request, token: string): Promise<PasswordOutcome<PartnerSessionUser>> {
    const userId = await this.tokens.transaction(async (em) => {
      const link = await usableToken(this.tokens, 'sign-in', token, em);
      if (link.partnerUserId === null) throw authError(HttpStatus.GONE, AUTH_ERRORS.linkExpired, PARTNER_DOOR_MESSAGES.signInLinkUnusable);
      await consumeToken(this.tokens, link, em);
      await this.tokens.voidOthers('sign-in', link.partnerUserId, link.id, Date.now(), em);
      return link.partnerUserId;
    });
    const user = await this.users.findSessionUser(userId);
    if (!user) throw authError(HttpStatus.GONE, AUTH_ERRORS.linkExpired, PARTNER_DOOR_MESSAGES.signInLinkUnusable);
    return this.door.sessions.passedFirstStep(req, user);
  }
}
