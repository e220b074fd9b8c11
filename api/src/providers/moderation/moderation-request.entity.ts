import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationField, ModerationStatus, PriceTime } from '@homeward/domain';
import { DateTimeColumn, IntColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

/**
 * A provider's change waiting for an admin: its business name, website or description; a price it confirmed
 * though it looked like a slip; or a service area outside its states.
 */
@Entity({ name: 'moderation_requests' })
@Index('IDX_moderation_requests_status', ['status', 'requestedAt'])
@Index('IDX_moderation_requests_provider', ['providerId', 'requestedAt'])
export class ModerationRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn()
  providerId: number;

  @VarcharColumn(32)
  field: ModerationField;

  /** A held price: its service and time of day (null for other fields). */
  @IntColumn(NULLABLE)
  serviceId: number | null;

  @VarcharColumn(16, NULLABLE)
  timeBand: PriceTime | null;

  /** Why it was held, in the words the provider was shown. */
  @VarcharColumn(500, NULLABLE)
  note: string | null;

  /** The live value when the change was asked for. */
  @TextColumn(NULLABLE)
  beforeValue: string | null;

  @TextColumn(NULLABLE)
  afterValue: string | null;

  @VarcharColumn(16)
  status: ModerationStatus;

  /** Why an admin rejected it; the provider sees it. */
  @VarcharColumn(500, NULLABLE)
  reason: string | null;

  @IntColumn(NULLABLE)
  requestedById: number | null;

  @VarcharColumn(254, NULLABLE)
  requestedBy: string | null;

  @DateTimeColumn()
  requestedAt: Date;

  @VarcharColumn(254, NULLABLE)
  decidedBy: string | null;

  @DateTimeColumn(NULLABLE)
  decidedAt: Date | null;
}
