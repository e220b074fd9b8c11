import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditActorKind, PriceTime } from '@homeward/domain';
import { DateTimeColumn, IntColumn, MoneyColumn, VarcharColumn, NULLABLE } from '../../../database/columns.js';

/** Who changed a price: an admin in the console, a provider user in the portal (partner), or the system (no session). */
export type PriceChangerKind = AuditActorKind | 'system';

/** One change of one published price: kept for the public price history and the twice-a-year count. */
@Entity({ name: 'price_changes' })
@Index('IDX_price_changes_provider_at', ['providerId', 'changedAt'])
export class PriceChange {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn()
  providerId: number;

  @IntColumn()
  serviceId: number;

  /** The service's name when the price changed: the history reads the same if the catalogue is renamed. */
  @VarcharColumn(200)
  serviceName: string;

  @VarcharColumn(16)
  timeBand: PriceTime;

  /** Null: the price was new. */
  @MoneyColumn(10, NULLABLE)
  oldPrice: string | null;

  /** Null: the price was withdrawn. */
  @MoneyColumn(10, NULLABLE)
  newPrice: string | null;

  @DateTimeColumn()
  changedAt: Date;

  @VarcharColumn(16)
  changedByKind: PriceChangerKind;

  @IntColumn(NULLABLE)
  changedById: number | null;

  @VarcharColumn(254, NULLABLE)
  changedByEmail: string | null;
}
