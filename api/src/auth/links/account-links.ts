import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { PARTNER_TOKEN_RULES, normaliseEmail, resetExpiry, signInLinkExpiry, type OutboxKind } from '@homeward/domain';
import { OutboxSender } from '../../outbox/mail-sender.js';
import { OutboxRepository } from '../../outbox/outbox.repository.js';
import { PartnerUserRepository } from '../partner/users/partner-user.repository.js';
import { PartnerTokenRepository } from '../accounts/partner-token.repository.js';
import { newLinkToken } from './link-token.js';

/** The links a provider user asks for by email: a password reset, or a sign-in without the password. */
export type AccountLinkKind = 'reset' | 'sign-in';

const LINKS: Record<AccountLinkKind, { outbox: OutboxKind; expiry: (now: number) => number }> = {
  reset: { outbox: 'reset', expiry: resetExpiry },
  'sign-in': { outbox: 'sign_in_link', expiry: signInLinkExpiry },
};

/** A second request within this time sends nothing new... */
const RESEND_GAP_MS = 60_000;
/** ...and an account is sent at most PARTNER_TOKEN_RULES.resetLinksPerHour links of one kind in this time. */
const LINKS_WINDOW_MS = 60 * 60_000;

/**
 * Emails a provider user a single-use link they asked for. Asking gets the same answer
 * at once, before anything is looked up: whether the address has an account cannot be told from the answer or
 * its time. Asking again never voids a link already sent (a stranger asking for someone's email must not spoil
 * the owner's link): a new link joins it, at most one a minute and resetLinksPerHour an hour, and using any one
 * voids the rest (PartnerTokenRepository.voidOthers). The controllers limit requests per address.
 */
@Injectable()
export class AccountLinks implements OnModuleDestroy {
  private readonly logger = new Logger('AccountLinks');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly users: PartnerUserRepository,
    private readonly tokens: PartnerTokenRepository,
    private readonly outbox: OutboxRepository,
    private readonly sender: OutboxSender,
  ) {}

  /** Starts the work and returns at once; the work's errors are logged, never answered. */
  request(kind: AccountLinkKind, email: string): void {
    const work = this.issue(kind, normaliseEmail(email))
      .catch((error: unknown) => this.logger.warn(`A ${kind} link could not be queued: ${(error as Error).message}`))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** For the tests and a clean shutdown: the requests still being worked on. */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private async issue(kind: AccountLinkKind, email: string): Promise<void> {
    const queued = await this.tokens.transaction(async (em) => {
      const user = await this.users.findByEmail(email, em);
      if (!user?.isActive) return false;
      const now = Date.now();
      const recent = await this.tokens.findMadeSince(kind, user.id, now - LINKS_WINDOW_MS, em);
      const justSent = recent.some((t) => t.usedAt === null && t.revokedAt === null && t.createdAt > now - RESEND_GAP_MS);
      if (justSent || recent.length >= PARTNER_TOKEN_RULES.resetLinksPerHour) return false;
      const { token, hash } = newLinkToken();
      const saved = await this.tokens.insert(
        {
          kind,
          tokenHash: hash,
          providerId: user.providerId,
          partnerUserId: user.id,
          email: user.email,
          name: null,
          createdBy: null,
          createdAt: now,
          expiresAt: LINKS[kind].expiry(now),
          usedAt: null,
          revokedAt: null,
        },
        em,
      );
      await this.outbox.queue(em, LINKS[kind].outbox, saved.id, now, token);
      return true;
    });
    if (queued) this.sender.nudge();
  }
}
