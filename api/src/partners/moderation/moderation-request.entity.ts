import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ModeratedListingField, ModerationStatus } from '@homeward/domain';

/** A provider's change to its business name, website or description, waiting for an admin (issue 25). */
@Entity({ name: 'moderation_requests' })
@Index('IDX_moderation_requests_status', ['status', 'requestedAt'])
@Index('IDX_moderation_requests_provider', ['providerId', 'requestedAt'])
export class ModerationRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  providerId: number;

  @Column({ type: 'varchar', length: 32 })
  field: ModeratedListingField;

  /** The live value when the change was asked for. */
  @Column({ type: 'text', nullable: true })
  beforeValue: string | null;

  @Column({ type: 'text', nullable: true })
  afterValue: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: ModerationStatus;

  /** Why an admin rejected it; the provider sees it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'int', nullable: true })
  requestedById: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  requestedBy: string | null;

  @Column({ type: 'datetime' })
  requestedAt: Date;

  @Column({ type: 'varchar', length: 254, nullable: true })
  decidedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;
}
