import { GoneException, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import { CHANGED_MARKER, PARTNER_DOOR_MESSAGES, resetExpiry } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuditService } from '../../audit/audit.service.js';
import { endSessionsOf } from '../../auth/session-ending.js';
import { hashPassword } from '../../auth/password.js';
import { LeadMailSender } from '../../outbox/lead-mail-sender.js';
import { OutboxStore } from '../../outbox/outbox-store.js';
import { newLinkToken } from '../tokens/link-token.js';
import { consumeToken, usableToken } from '../tokens/partner-token-store.js';
import { PartnerToken } from '../tokens/partner-token.entity.js';
import { PartnerUser } from '../users/partner-user.entity.js';

/** A second request within this time sends nothing new: a stranger cannot flood someone's inbox. */
const RESEND_GAP_MS = 60_000;

/**
 * "Forgot your password?" for provider users (docs/decisions/040). Asking always gets the same answer at once,
 * before anything is looked up: whether the address has an account cannot be told from the answer or its time.
 * The link (1 hour, single use, only its hash stored) goes out through the outbox; using it sets the password
 * and ends every session of that user.
 */
@Injectable()
export class PartnerPasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger('PartnerPasswordReset');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxStore,
    private readonly sender: LeadMailSender,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the work and returns at once; the work's errors are logged, never answered. */
  request(email: string): void {
    const work = this.issue(email.trim().toLowerCase())
      .catch((error: unknown) => this.logger.warn(`A password reset could not be queued: ${(error as Error).message}`))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** For the tests and a clean shutdown: the reset requests still being worked on. */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private async issue(email: string): Promise<void> {
    const queued = await this.dataSource.transaction(async (em) => {
      const user = await em.findOneBy(PartnerUser, { email, isActive: true });
      if (!user) return false;
      const now = Date.now();
      if (
        await em.existsBy(PartnerToken, {
          kind: 'reset',
          partnerUserId: user.id,
          usedAt: IsNull(),
          revokedAt: IsNull(),
          createdAt: MoreThan(now - RESEND_GAP_MS),
        })
      ) {
        return false;
      }
      // Only the newest link works.
      await this.revokeOpenResets(em, user.id, now);
      const { token, hash } = newLinkToken();
      const saved = await em.save(
        em.create(PartnerToken, {
          kind: 'reset',
          tokenHash: hash,
          providerId: user.providerId,
          partnerUserId: user.id,
          email: user.email,
          name: null,
          createdBy: null,
          createdAt: now,
          expiresAt: resetExpiry(now),
          usedAt: null,
          revokedAt: null,
        }),
      );
      await this.outbox.queue(em, 'reset', saved.id, now, token);
      return true;
    });
    if (queued) this.sender.nudge();
  }

  /** Sets the new password from a usable link; every session of that user ends (a stolen session included). */
  async confirm(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password, this.config.passwordHashCost);
    await this.dataSource.transaction(async (em) => {
      const reset = await usableToken(em, 'reset', token);
      const user = reset.partnerUserId === null ? null : await em.findOneBy(PartnerUser, { id: reset.partnerUserId, isActive: true });
      if (!user) throw new GoneException(PARTNER_DOOR_MESSAGES.resetUnusable);
      await consumeToken(em, reset);
      await em.update(PartnerUser, { id: user.id }, { passwordHash });
      await this.revokeOpenResets(em, user.id, Date.now(), reset.id);
      await endSessionsOf(em, user.id, undefined, 'partner');
      const actor = { id: user.id, email: user.email, kind: 'partner' as const };
      await this.audit.record(em, { action: 'password_reset', entity: 'partner_user', entityId: user.id, actor, changes: { password: CHANGED_MARKER } });
    });
  }

  private async revokeOpenResets(em: EntityManager, userId: number, now: number, exceptId?: number): Promise<void> {
    const where = { kind: 'reset' as const, partnerUserId: userId, usedAt: IsNull(), revokedAt: IsNull(), ...(exceptId ? { id: Not(exceptId) } : {}) };
    await em.update(PartnerToken, where, { revokedAt: now });
  }
}
