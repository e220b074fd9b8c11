import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { moneyTransformer } from '../../database/transformers.js';

@Entity({ name: 'classifications' })
export class Classification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  level: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 32 })
  icon: string;

  @Column({ type: 'varchar', length: 16 })
  color: string;

  /** Decimal string with 2 places. */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer })
  quarterlyBudget: string;
}
