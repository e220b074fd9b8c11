import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ServiceCategory, ServiceUnit } from '@homeward/domain';
import { moneyTransformer } from '../../database/transformers.js';

/** A Support at Home service type the calculator prices and providers offer ("CareService" to avoid a clash with Nest's @Service idiom). */
@Entity({ name: 'services' })
export class CareService {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  category: ServiceCategory;

  @Column({ type: 'text' })
  description: string;

  /** Decimal string with 2 places. */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  hourlyRate: string;

  @Column({ type: 'varchar', length: 32 })
  icon: string;

  @Column({ type: 'boolean' })
  isContributable: boolean;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;

  /** hour, trip or meal: what hourlyRate and a quantity count (migration 1764400000000). */
  @Column({ type: 'varchar', length: 8, default: 'hour' })
  unit: ServiceUnit;
}
