import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadDeliveryStatus, OutboxKind } from '@homeward/domain';

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

/**
 * The outbox (docs/decisions/022): one row per lead, written in the lead's own transaction. The body
 * is rendered from the lead at send time, so personal details live only in the lead row (erasing the
 * lead erases what would be sent). Times are milliseconds since the epoch, like the session store:
 * the same comparisons on SQLite and MySQL, no time-zone conversion.
 */
@Entity({ name: 'lead_notifications' })
@Index('UQ_lead_notifications_lead', ['leadKind', 'leadId'], { unique: true })
@Index('IDX_lead_notifications_due', ['status', 'nextAttemptAt'])
export class LeadNotification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  leadKind: OutboxKind;

  /** Not a foreign key: the row outlives nothing, but a lead of either table may own it. */
  @Column({ type: 'int' })
  leadId: number;

  /** The Message-ID header, the same on every retry of one send (a resend gets a new one). */
  @Column({ type: 'varchar', length: 200 })
  messageId: string;

  @Column({ type: 'varchar', length: 16 })
  status: LeadDeliveryStatus;

  /** Attempts started (a claim counts as one, even if its sender died before it finished). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** "Send again" presses; part of the Message-ID. */
  @Column({ type: 'int', default: 0 })
  resends: number;

  @Column({ type: 'bigint', transformer: epochMs })
  nextAttemptAt: number;

  /** The sender holding the lease while status is sending. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lockedBy: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  lockedUntil: number | null;

  /** The address of the last attempt (the provider's lead address can change before a retry). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  recipient: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  sentAt: number | null;

  /** When it last entered the queue (stored, or "Send again"): the health check's oldest age. */
  @Column({ type: 'bigint', transformer: epochMs })
  queuedAt: number;

  @Column({ type: 'bigint', transformer: epochMs })
  createdAt: number;

  /**
   * The single-use link's token, for an invitation or a password reset only: the token record keeps just its
   * hash, so the email needs it from here. Cleared as soon as the message is sent or given up.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  linkToken: string | null;
}
