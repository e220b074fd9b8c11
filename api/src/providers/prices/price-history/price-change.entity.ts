import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditActorKind, PriceTime } from '@homeward/domain';
import { moneyTransformer } from '../../../database/transformers.js';

/** Who changed a price: an admin in the console, a provider user in the portal (partner), or the system (no session). */
export type PriceChangerKind = AuditActorKind | 'system';

/** One change of one published price (issue 25): kept for the public price history and the twice-a-year count. */
@Entity({ name: 'price_changes' })
@Index('IDX_price_changes_provider_at', ['providerId', 'changedAt'])
export class PriceChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  providerId: number;

  @Column({ type: 'int' })
  serviceId: number;

  /** The service's name when the price changed: the history reads the same if the catalogue is renamed. */
  @Column({ type: 'varchar', length: 200 })
  serviceName: string;

  @Column({ type: 'varchar', length: 16 })
  timeBand: PriceTime;

  /** Null: the price was new. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  oldPrice: string | null;

  /** Null: the price was withdrawn. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  newPrice: string | null;

  @Column({ type: 'datetime' })
  changedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  changedByKind: PriceChangerKind;

  @Column({ type: 'int', nullable: true })
  changedById: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  changedByEmail: string | null;
}
