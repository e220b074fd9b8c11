import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditActorKind, AuditChange, AuditEntity } from '@homeward/domain';

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
  @Column({ type: 'datetime' })
  at: Date;

  /** Null for the system (retention sweep) and for failed sign-ins. */
  @Index('IDX_audit_events_actor')
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** Kept as text so the trail still reads after the account is renamed; the email attempted for a failed sign-in. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  /** The door the actor came through: ids are per door (an admin and a provider user may share one). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  actorKind: AuditActorKind | null;

  @Column({ type: 'varchar', length: 32 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 32 })
  entity: AuditEntity;

  @Column({ type: 'int', nullable: true })
  entityId: number | null;

  @Column({ type: 'text', nullable: true, transformer: json })
  changes: Record<string, AuditChange> | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
