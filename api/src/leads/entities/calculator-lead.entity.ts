import { Column, Entity } from 'typeorm';
import type { LeadSelectedService } from '@homeward/domain';
import { moneyTransformer } from '../../database/transformers.js';
import { LeadBase } from './lead-base.js';

@Entity({ name: 'calculator_leads' })
export class CalculatorLead extends LeadBase {
  /** The submitted list of { serviceId, hoursPerWeek, serviceName } as JSON text. */
  @Column({ type: 'simple-json' })
  selectedServices: LeadSelectedService[];

  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: moneyTransformer })
  totalWeeklyCost: string;

  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: moneyTransformer })
  totalQuarterlyCost: string;
}
