import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ServiceCategory, ServiceUnit } from '@homeward/domain';
import { FlagColumn, IntColumn, MoneyColumn, TextColumn, VarcharColumn } from '../../database/columns.js';

/** A Support at Home service type the calculator prices and providers offer ("CareService" to avoid a clash with Nest's @Service idiom). */
@Entity({ name: 'services' })
export class CareService {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(100, { unique: true })
  name: string;

  @VarcharColumn(20)
  category: ServiceCategory;

  @TextColumn()
  description: string;

  /** Decimal string with 2 places. */
  @MoneyColumn(10)
  hourlyRate: string;

  @VarcharColumn(32)
  icon: string;

  @FlagColumn()
  isContributable: boolean;

  @IntColumn({ default: 0 })
  sortOrder: number;

  /** hour, trip or meal: what hourlyRate and a quantity count (migration 1764400000000). */
  @VarcharColumn(8, { default: 'hour' })
  unit: ServiceUnit;
}
