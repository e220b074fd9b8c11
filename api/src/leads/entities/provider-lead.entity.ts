import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import type { HeldRequestAction, LeadOutcome, LeadPlan } from '@homeward/domain';
import { Provider } from '../../providers/entities/provider.entity.js';
import { DateTimeColumn, IntColumn, MoneyColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';
import { LeadBase } from './lead-base.js';

@Entity({ name: 'provider_leads' })
export class ProviderLead extends LeadBase {
  /** Null once the provider is deleted; providerName keeps who the lead was for. */
  @IntColumn(NULLABLE)
  providerId: number | null;

  @ManyToOne(() => Provider, { onDelete: 'SET NULL', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'providerId' })
  provider?: Provider | null;

  @VarcharColumn(200)
  providerName: string;

  /**
   * The plan sent with the lead (libs/domain LeadPlan, JSON text), priced by the server at the provider's
   * prices when the lead came in; null for a lead without a plan. The figures below are null with it.
   */
  @Column({ type: 'simple-json', nullable: true })
  plan: LeadPlan | null;

  /** Priced services only, at the provider's standard prices. */
  @MoneyColumn(12, NULLABLE)
  planWeeklyCost: string | null;

  @MoneyColumn(12, NULLABLE)
  planQuarterlyCost: string | null;

  /** The classification's quarterly budget minus planQuarterlyCost; null without a classification. */
  @MoneyColumn(12, NULLABLE)
  planRemainingBudget: string | null;

  /** What the provider did about it: new until the provider records an outcome. */
  @VarcharColumn(16, { default: 'new' })
  outcome: LeadOutcome;

  /** The provider's own note (personal: audited as "changed" only). */
  @TextColumn(NULLABLE)
  outcomeNote: string | null;

  @DateTimeColumn(NULLABLE)
  outcomeAt: Date | null;

  /** When the outcome first left "new": the figures' time to first contact. */
  @DateTimeColumn(NULLABLE)
  firstContactAt: Date | null;

  /** Two business days after arrival in the provider's state (libs/domain contactDeadline); overdue after it while new. */
  @DateTimeColumn(NULLABLE)
  contactBy: Date | null;

  /** Set once, atomically, by the instance that queues the one reminder email. */
  @DateTimeColumn(NULLABLE)
  reminderSentAt: Date | null;

  /** Set when the request was for a provider that has not joined Homeward: it waits in the team's queue (HeldRequest). */
  @DateTimeColumn(NULLABLE)
  heldAt: Date | null;

  /** What the team did with a held request: passed-on (phoned or emailed the provider) or invited (asked it to claim). */
  @VarcharColumn(16, NULLABLE)
  teamAction: HeldRequestAction | null;

  @DateTimeColumn(NULLABLE)
  teamActedAt: Date | null;

  /** The admin's email. */
  @VarcharColumn(254, NULLABLE)
  teamActedBy: string | null;

  /**
   * When a held request went to its organisation, which had joined Homeward since (its claim approved): from then
   * it is the provider's lead, with a fresh contactBy counted from the approval (handOverHeldRequests in
   * leads/provider-lead.repository.ts).
   */
  @DateTimeColumn(NULLABLE)
  handedOverAt: Date | null;
}
