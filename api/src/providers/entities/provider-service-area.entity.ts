import { BeforeInsert, BeforeUpdate, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { serviceAreaKey } from '@homeward/domain';
import { IntColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';
import type { Provider } from './provider.entity.js';

/** One area (suburb, region or postcode range, free text) a provider serves. */
@Entity({ name: 'provider_service_areas' })
export class ProviderServiceArea {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn()
  providerId: number;

  @ManyToOne('Provider', (provider: Provider) => provider.serviceAreas, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId' })
  provider: Provider;

  @VarcharColumn(100)
  name: string;

  @IntColumn({ default: 0 })
  position: number;

  /** serviceAreaKey(name): lower case, single spaces, no commas; indexed for the near-me coverage lookup. */
  @VarcharColumn(100, NULLABLE)
  matchKey: string | null;

  @BeforeInsert()
  @BeforeUpdate()
  protected setMatchKey(): void {
    this.matchKey = serviceAreaKey(this.name);
  }
}
