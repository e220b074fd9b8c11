import { Entity, PrimaryColumn } from 'typeorm';
import { MoneyColumn, NULLABLE } from '../../database/columns.js';

/** One priced service of a provider: per unit (the service's), decimal strings with 2 places like hourlyRate. */
@Entity({ name: 'provider_prices' })
export class ProviderPrice {
  @PrimaryColumn({ type: 'int' })
  providerId: number;

  @PrimaryColumn({ type: 'int' })
  serviceId: number;

  /** Weekday daytime: the provider's common price. */
  @MoneyColumn(10)
  standard: string;

  @MoneyColumn(10, NULLABLE)
  evening: string | null;

  @MoneyColumn(10, NULLABLE)
  saturday: string | null;

  @MoneyColumn(10, NULLABLE)
  sunday: string | null;

  @MoneyColumn(10, NULLABLE)
  publicHoliday: string | null;
}
