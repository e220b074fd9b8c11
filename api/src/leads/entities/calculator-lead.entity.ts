import { Column, Entity } from 'typeorm';
import type { LeadSelectedService } from '@homeward/domain';
import { MoneyColumn } from '../../database/columns.js';
import { LeadBase } from './lead-base.js';

@Entity({ name: 'calculator_leads' })
export class CalculatorLead extends LeadBase {
  /** The submitted list of { serviceId, hoursPerWeek, serviceName } as JSON text. */
  @Column({ type: 'simple-json' })
  selectedServices: LeadSelectedService[];

  @MoneyColumn(12)
  totalWeeklyCost: string;

  @MoneyColumn(12)
  totalQuarterlyCost: string;
}
