import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
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
}
