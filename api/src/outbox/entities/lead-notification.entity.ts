import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadDeliveryStatus, OutboxKind } from '@homeward/domain';
import { EpochMillisColumn, IntColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

/**
 * The outbox: one row per lead, written in the lead's own transaction. The body
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

  @VarcharColumn(16)
  leadKind: OutboxKind;

  /** Not a foreign key: the row outlives nothing, but a lead of either table may own it. */
  @IntColumn()
  leadId: number;

  /** The Message-ID header, the same on every retry of one send (a resend gets a new one). */
  @VarcharColumn(200)
  messageId: string;

  @VarcharColumn(16)
  status: LeadDeliveryStatus;

  /** Attempts started (a claim counts as one, even if its sender died before it finished). */
  @IntColumn({ default: 0 })
  attempts: number;

  /** "Send again" presses; part of the Message-ID. */
  @IntColumn({ default: 0 })
  resends: number;

  @EpochMillisColumn()
  nextAttemptAt: number;

  /** The sender holding the lease while status is sending. */
  @VarcharColumn(64, NULLABLE)
  lockedBy: string | null;

  @EpochMillisColumn(NULLABLE)
  lockedUntil: number | null;

  /** The address of the last attempt (the provider's lead address can change before a retry). */
  @VarcharColumn(254, NULLABLE)
  recipient: string | null;

  @VarcharColumn(500, NULLABLE)
  lastError: string | null;

  @EpochMillisColumn(NULLABLE)
  sentAt: number | null;

  /** When it last entered the queue (stored, or "Send again"): the health check's oldest age. */
  @EpochMillisColumn()
  queuedAt: number;

  @EpochMillisColumn()
  createdAt: number;

  /**
   * The single-use link's token, for an invitation or a password reset only: the token record keeps just its
   * hash, so the email needs it from here. Cleared as soon as the message is sent or given up.
   */
  @VarcharColumn(64, NULLABLE)
  linkToken: string | null;
}
