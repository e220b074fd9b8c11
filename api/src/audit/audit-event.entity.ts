import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditActorKind, AuditChange, AuditEntity } from '@homeward/domain';
import { DateTimeColumn, IntColumn, TextColumn, VarcharColumn, NULLABLE } from '../database/columns.js';

const json = {
  to: (v: Record<string, AuditChange> | null | undefined) => (v === null || v === undefined ? null : JSON.stringify(v)),
  from: (v: string | null) => (v === null ? null : (JSON.parse(v) as Record<string, AuditChange>)),
};

/** One admin write or sign-in attempt. Append-only: no code path updates or deletes a row. */
@Entity({ name: 'audit_events' })
@Index('IDX_audit_events_entity', ['entity', 'entityId', 'at'])
export class AuditEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_audit_events_at')
  @DateTimeColumn()
  at: Date;

  /** Null for the system (retention sweep) and for failed sign-ins. */
  @Index('IDX_audit_events_actor')
  @IntColumn(NULLABLE)
  actorId: number | null;

  /** Kept as text so the trail still reads after the account is renamed; the email attempted for a failed sign-in. */
  @VarcharColumn(254, NULLABLE)
  actorEmail: string | null;

  /** The door the actor came through: ids are per door (an admin and a provider user may share one). */
  @VarcharColumn(16, NULLABLE)
  actorKind: AuditActorKind | null;

  @VarcharColumn(32)
  action: AuditAction;

  @VarcharColumn(32)
  entity: AuditEntity;

  @IntColumn(NULLABLE)
  entityId: number | null;

  @TextColumn({ nullable: true, transformer: json })
  changes: Record<string, AuditChange> | null;

  @VarcharColumn(500, NULLABLE)
  reason: string | null;
}
