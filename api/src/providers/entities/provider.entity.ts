import { BeforeInsert, BeforeUpdate, Column, Entity, JoinTable, ManyToMany, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { AcceptingNewClients, StateCode } from '@homeward/domain';
import { CareService } from '../../catalog/entities/service.entity.js';
import { decimalNumberTransformer } from '../../database/transformers.js';
import { ProviderServiceArea } from './provider-service-area.entity.js';

@Entity({ name: 'providers' })
export class Provider {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  businessName: string;

  /** Contact person. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Where lead emails go (issue 15); null sends them to email. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  leadEmail: string | null;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  suburb: string;

  @Column({ type: 'varchar', length: 3 })
  state: StateCode;

  @Column({ type: 'varchar', length: 4 })
  postcode: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'decimal', precision: 2, scale: 1, default: 4.5, transformer: decimalNumberTransformer })
  rating: number;

  @Column({ type: 'int', default: 0 })
  reviewCount: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: false })
  isHighlighted: boolean;

  @Column({ type: 'int', default: 0 })
  displayPriority: number;

  /** From postcode + suburb (locations table), set by the service on create and update; null when the postcode is unknown. */
  @Column({ type: 'double', nullable: true })
  latitude: number | null;

  @Column({ type: 'double', nullable: true })
  longitude: number | null;

  /** The same point on the unit sphere, for the near-me circle (provider-coordinates.ts); null with latitude. */
  @Column({ type: 'double', nullable: true })
  unitX: number | null;

  @Column({ type: 'double', nullable: true })
  unitY: number | null;

  @Column({ type: 'double', nullable: true })
  unitZ: number | null;

  /** longitudeStrip of libs/domain (twentieths of a degree): what the location index leads with (provider-coordinates.ts); null with latitude. */
  @Column({ type: 'int', nullable: true })
  longitudeStrip: number | null;

  /** When the price list was last saved (provider_prices); null when it never was. */
  @Column({ type: 'datetime', nullable: true })
  pricesUpdatedAt: Date | null;

  /** Bit masks of PROVIDER_LANGUAGES, DIVERSE_NEEDS and REGISTRATION_CATEGORIES (libs/domain, docs/decisions/027). */
  @Column({ type: 'int', default: 0 })
  languageMask: number;

  @Column({ type: 'int', default: 0 })
  diverseNeedMask: number;

  @Column({ type: 'int', default: 0 })
  registrationCategoryMask: number;

  /** yes / waitlist / no; null: not stated. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  acceptingNewClients: AcceptingNewClients | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'date', nullable: true })
  acceptingConfirmedAt: string | null;

  @ManyToMany(() => CareService)
  @JoinTable({
    name: 'provider_services',
    joinColumn: { name: 'providerId', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'serviceId', referencedColumnName: 'id' },
  })
  services: CareService[];

  @OneToMany(() => ProviderServiceArea, (area) => area.provider)
  serviceAreas: ProviderServiceArea[];

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt = this.createdAt ?? new Date();
    this.updatedAt = this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}
