import { BeforeInsert, BeforeUpdate, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { serviceAreaKey } from '@homeward/domain';
import type { Provider } from './provider.entity.js';

/** One area (suburb, region or postcode range, free text) a provider serves. */
@Entity({ name: 'provider_service_areas' })
export class ProviderServiceArea {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  providerId: number;

  @ManyToOne('Provider', (provider: Provider) => provider.serviceAreas, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId' })
  provider: Provider;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'int', default: 0 })
  position: number;

  /** serviceAreaKey(name): lower case, single spaces, no commas; indexed for the near-me coverage lookup. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  matchKey: string | null;

  @BeforeInsert()
  @BeforeUpdate()
  protected setMatchKey(): void {
    this.matchKey = serviceAreaKey(this.name);
  }
}
