import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyTransformer } from '../../database/transformers.js';

/** One priced service of a provider: per unit (the service's), decimal strings with 2 places like hourlyRate. */
@Entity({ name: 'provider_prices' })
export class ProviderPrice {
  @PrimaryColumn({ type: 'int' })
  providerId: number;

  @PrimaryColumn({ type: 'int' })
  serviceId: number;

  /** Weekday daytime: the provider's common price. */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  standard: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  evening: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  saturday: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  sunday: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  publicHoliday: string | null;
}
