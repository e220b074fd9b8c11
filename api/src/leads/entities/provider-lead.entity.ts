import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import type { LeadOutcome, LeadPlan } from '@homeward/domain';
import { moneyTransformer } from '../../database/transformers.js';
import { Provider } from '../../providers/entities/provider.entity.js';
import { LeadBase } from './lead-base.js';

@Entity({ name: 'provider_leads' })
export class ProviderLead extends LeadBase {
  /** Null once the provider is deleted; providerName keeps who the lead was for. */
  @Column({ type: 'int', nullable: true })
  providerId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'SET NULL', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'providerId' })
  provider?: Provider | null;

  @Column({ type: 'varchar', length: 200 })
  providerName: string;

  /**
   * The plan sent with the lead (libs/domain LeadPlan, JSON text), priced by the server at the provider's
   * prices when the lead came in; null for a lead without a plan. The figures below are null with it.
   */
  @Column({ type: 'simple-json', nullable: true })
  plan: LeadPlan | null;

  /** Priced services only, at the provider's standard prices. */
  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true, transformer: moneyTransformer })
  planWeeklyCost: string | null;

  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true, transformer: moneyTransformer })
  planQuarterlyCost: string | null;

  /** The classification's quarterly budget minus planQuarterlyCost; null without a classification. */
  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true, transformer: moneyTransformer })
  planRemainingBudget: string | null;

  /** What the provider did about it (issue 25): new until the provider records an outcome. */
  @Column({ type: 'varchar', length: 16, default: 'new' })
  outcome: LeadOutcome;

  /** The provider's own note (personal: audited as "changed" only). */
  @Column({ type: 'text', nullable: true })
  outcomeNote: string | null;

  @Column({ type: 'datetime', nullable: true })
  outcomeAt: Date | null;

  /** When the outcome first left "new": the figures' time to first contact. */
  @Column({ type: 'datetime', nullable: true })
  firstContactAt: Date | null;

  /** Two business days after arrival in the provider's state (libs/domain contactDeadline); overdue after it while new. */
  @Column({ type: 'datetime', nullable: true })
  contactBy: Date | null;

  /** Set once, atomically, by the instance that queues the one reminder email. */
  @Column({ type: 'datetime', nullable: true })
  reminderSentAt: Date | null;
}
