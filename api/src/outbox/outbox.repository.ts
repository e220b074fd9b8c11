import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { LEAD_DELIVERY, leadMessageId, type LeadDeliveryDto, type LeadKind, type OutboxKind } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LeadNotification } from './entities/lead-notification.entity.js';

export interface OutboxCounts {
  /** Queued or being sent. */
  waiting: number;
  failed: number;
  /** Milliseconds since the longest-waiting message entered the queue; null when none waits. */
  oldestWaitingMs: number | null;
}

/** Result of marking an attempt: false when this sender no longer held the lease (another one took over). */
export type MarkResult = boolean;

export const siteHost = (siteOrigin: string) => new URL(siteOrigin).host;

/**
 * Claimable rows, as two index range reads on (status, nextAttemptAt) so a claim reads only what it takes:
 * queued and due, oldest first; and rows whose sender's lease ran out (it died or stalled). One OR over
 * both would make MySQL sort every queued row, and FOR UPDATE would lock all of them.
 */
const DUE = "SELECT id FROM lead_notifications WHERE status = 'queued' AND nextAttemptAt <= ? ORDER BY nextAttemptAt LIMIT ?";
const EXPIRED = "SELECT id FROM lead_notifications WHERE status = 'sending' AND lockedUntil < ? LIMIT ?";

/**
 * Every read and write of the lead_notifications outbox. A claim gives rows to one
 * sender under a lease (lockedBy/lockedUntil); marks only apply while that sender still holds it.
 */
@Injectable()
export class OutboxRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * What a composer reads its message's subject with (ComposeMail), outside any transaction. Composers that read
   * through a repository of their own ignore it.
   */
  reader(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * Inside the subject's own transaction (the lead, the invitation...): it and its message commit together or
   * not at all. `linkToken`: the single-use link the message carries (invitations and resets only).
   */
  async queue(em: EntityManager, kind: OutboxKind, leadId: number, now = Date.now(), linkToken: string | null = null): Promise<void> {
    await em.insert(LeadNotification, {
      leadKind: kind,
      leadId,
      messageId: leadMessageId(kind, leadId, siteHost(this.config.siteOrigin)),
      status: 'queued',
      attempts: 0,
      resends: 0,
      nextAttemptAt: now,
      lockedBy: null,
      lockedUntil: null,
      recipient: null,
      lastError: null,
      sentAt: null,
      queuedAt: now,
      createdAt: now,
      linkToken,
    });
  }

  /**
   * Takes up to `limit` due messages for `token` until now + leaseMs, counting an attempt for each.
   * MySQL: SELECT ... FOR UPDATE SKIP LOCKED in a short READ COMMITTED transaction (no gap locks, so
   * lead intake never waits on it; concurrent senders skip each other's rows), then the lease is set
   * and committed before anything is sent. SQLite: one UPDATE ... WHERE id IN (SELECT ...), atomic
   * on its own (one writer at a time).
   */
  async claim(token: string, limit: number, now: number, leaseMs: number): Promise<LeadNotification[]> {
    const lease = [token, now + leaseMs];
    let ids: number[];
    if (this.dataSource.options.type === 'mysql') {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.connect();
        await runner.startTransaction('READ COMMITTED');
        try {
          // Concurrent senders skip each other's locked rows instead of waiting for them.
          const due = (await runner.query(`${DUE} FOR UPDATE SKIP LOCKED`, [now, limit])) as Array<{ id: number }>;
          const expired =
            due.length < limit ? ((await runner.query(`${EXPIRED} FOR UPDATE SKIP LOCKED`, [now, limit - due.length])) as Array<{ id: number }>) : [];
          ids = [...due, ...expired].map((r) => Number(r.id));
          if (ids.length > 0) {
            await runner.query(
              `UPDATE lead_notifications SET status = 'sending', lockedBy = ?, lockedUntil = ?, attempts = attempts + 1 WHERE id IN (${ids.map(() => '?').join(', ')})`,
              [...lease, ...ids],
            );
          }
          await runner.commitTransaction();
        } catch (error) {
          await runner.rollbackTransaction().catch(() => undefined);
          throw error;
        }
      } finally {
        await runner.release();
      }
      if (ids.length === 0) return [];
      return this.dataSource.getRepository(LeadNotification).find({ where: { id: In(ids), lockedBy: token }, order: { nextAttemptAt: 'ASC' } });
    }
    await this.dataSource.query(
      `UPDATE lead_notifications SET status = 'sending', lockedBy = ?, lockedUntil = ?, attempts = attempts + 1
        WHERE id IN (SELECT id FROM (${DUE}) UNION ALL SELECT id FROM (${EXPIRED}))`,
      [...lease, now, limit, now, limit],
    );
    return this.dataSource.getRepository(LeadNotification).find({ where: { lockedBy: token, status: 'sending' }, order: { nextAttemptAt: 'ASC' } });
  }

  async markSent(n: LeadNotification, token: string, recipient: string, now: number): Promise<MarkResult> {
    return this.mark(n, token, { status: 'sent', sentAt: now, recipient, lastError: null, linkToken: null });
  }

  /** Back to the queue after `delayMs`, or failed for good when `giveUp`. */
  async markAttemptFailed(
    n: LeadNotification,
    token: string,
    change: { error: string; recipient: string | null; giveUp: boolean; nextAttemptAt: number },
  ): Promise<MarkResult> {
    return this.mark(n, token, {
      status: change.giveUp ? 'failed' : 'queued',
      nextAttemptAt: change.nextAttemptAt,
      recipient: change.recipient,
      lastError: change.error.slice(0, LEAD_DELIVERY.errorMaxLength),
      ...(change.giveUp ? { linkToken: null } : {}),
    });
  }

  /** Back to the queue at once, unsent and without counting the attempt (its lease was too short to use). */
  async release(n: LeadNotification, token: string): Promise<MarkResult> {
    return this.mark(n, token, { status: 'queued', nextAttemptAt: Date.now(), attempts: Math.max(0, n.attempts - 1) });
  }

  private async mark(n: LeadNotification, token: string, change: Partial<LeadNotification>): Promise<MarkResult> {
    const result = await this.dataSource
      .getRepository(LeadNotification)
      .update({ id: n.id, lockedBy: token, status: 'sending' }, { ...change, lockedBy: null, lockedUntil: null });
    return (result.affected ?? 0) > 0;
  }

  /**
   * "Send again": back to the queue now, with a new Message-ID (a receiver must not drop it as a
   * duplicate of the first send) and a fresh attempt count. Returns 'busy' while a sender holds it.
   * A lead stored before delivery existed gets its first notification here. `em`: inside the caller's
   * transaction (an invitation sent again with a new link commits with it).
   */
  async requeue(kind: OutboxKind, leadId: number, now = Date.now(), linkToken: string | null = null, em?: EntityManager): Promise<'queued' | 'busy'> {
    if (!em) return this.dataSource.transaction((inner) => this.requeue(kind, leadId, now, linkToken, inner));
    const existing = await em
      .getRepository(LeadNotification)
      .findOne({ where: { leadKind: kind, leadId }, lock: this.dataSource.options.type === 'mysql' ? { mode: 'pessimistic_write' } : undefined });
    if (!existing) {
      await this.queue(em, kind, leadId, now, linkToken);
      return 'queued';
    }
    if (existing.status === 'sending' && (existing.lockedUntil ?? 0) >= now) return 'busy';
    const resends = existing.resends + 1;
    await em.getRepository(LeadNotification).update(
      { id: existing.id },
      {
        status: 'queued',
        resends,
        messageId: leadMessageId(kind, leadId, siteHost(this.config.siteOrigin), resends),
        attempts: 0,
        nextAttemptAt: now,
        queuedAt: now,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
        sentAt: null,
        linkToken,
      },
    );
    return 'queued';
  }

  async counts(now = Date.now()): Promise<OutboxCounts> {
    const rows = (await this.dataSource
      .getRepository(LeadNotification)
      .createQueryBuilder('n')
      .select('n.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MIN(n.queuedAt)', 'oldest')
      .where('n.status IN (:...statuses)', { statuses: ['queued', 'sending', 'failed'] })
      .groupBy('n.status')
      .getRawMany()) as Array<{ status: string; count: string | number; oldest: string | number | null }>;
    let waiting = 0;
    let failed = 0;
    let oldest: number | null = null;
    for (const row of rows) {
      if (row.status === 'failed') {
        failed += Number(row.count);
        continue;
      }
      waiting += Number(row.count);
      if (row.oldest !== null) oldest = oldest === null ? Number(row.oldest) : Math.min(oldest, Number(row.oldest));
    }
    return { waiting, failed, oldestWaitingMs: oldest === null ? null : Math.max(0, now - oldest) };
  }

  /** The delivery of each of these leads, by lead id (leads without a notification are absent). */
  async deliveryFor(kind: LeadKind, leadIds: number[]): Promise<Map<number, LeadDeliveryDto>> {
    if (leadIds.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(LeadNotification).find({ where: { leadKind: kind, leadId: In(leadIds) } });
    return new Map(rows.map((n) => [n.leadId, toDeliveryDto(n)]));
  }

  async forLead(kind: OutboxKind, leadId: number): Promise<LeadNotification | null> {
    return this.dataSource.getRepository(LeadNotification).findOneBy({ leadKind: kind, leadId });
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toDeliveryDto(n: LeadNotification): LeadDeliveryDto {
  return {
    status: n.status,
    attempts: n.attempts,
    nextAttemptAt: n.status === 'queued' ? iso(n.nextAttemptAt) : null,
    sentAt: iso(n.sentAt),
    lastError: n.lastError,
    recipient: n.recipient,
  };
}
