import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn, MoneyColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

@Entity({ name: 'classifications' })
export class Classification {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn({ unique: true })
  level: number;

  @VarcharColumn(100)
  name: string;

  @TextColumn(NULLABLE)
  description: string | null;

  @VarcharColumn(32)
  icon: string;

  @VarcharColumn(16)
  color: string;

  /** Decimal string with 2 places. */
  @MoneyColumn(10)
  quarterlyBudget: string;
}
