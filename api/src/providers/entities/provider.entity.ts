import { Column, Entity, JoinTable, ManyToMany, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { AcceptingNewClients, ListingSource, StateCode } from '@homeward/domain';
import { CareService } from '../../catalog/entities/service.entity.js';
import { decimalNumberTransformer } from '../../database/transformers.js';
import { CreatedAndUpdatedRow, DateTimeColumn, DoubleColumn, FlagColumn, IntColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';
import { ProviderServiceArea } from './provider-service-area.entity.js';

@Entity({ name: 'providers' })
export class Provider extends CreatedAndUpdatedRow {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(200)
  businessName: string;

  /** Contact person. */
  @VarcharColumn(120, NULLABLE)
  name: string | null;

  @VarcharColumn(254)
  email: string;

  /** Where lead emails go; null sends them to email. */
  @VarcharColumn(254, NULLABLE)
  leadEmail: string | null;

  @VarcharColumn(40)
  phone: string;

  @VarcharColumn(500, NULLABLE)
  website: string | null;

  @VarcharColumn(255)
  address: string;

  @VarcharColumn(100)
  suburb: string;

  @VarcharColumn(3)
  state: StateCode;

  @VarcharColumn(4)
  postcode: string;

  @TextColumn(NULLABLE)
  description: string | null;

  @Column({ type: 'decimal', precision: 2, scale: 1, default: 4.5, transformer: decimalNumberTransformer })
  rating: number;

  @IntColumn({ default: 0 })
  reviewCount: number;

  @FlagColumn({ default: true })
  isActive: boolean;

  @FlagColumn({ default: false })
  isHighlighted: boolean;

  @IntColumn({ default: 0 })
  displayPriority: number;

  /** From postcode + suburb (locations table), set by the service on create and update; null when the postcode is unknown. */
  @DoubleColumn(NULLABLE)
  latitude: number | null;

  @DoubleColumn(NULLABLE)
  longitude: number | null;

  /** The same point on the unit sphere, for the near-me circle (provider-coordinates.ts); null with latitude. */
  @DoubleColumn(NULLABLE)
  unitX: number | null;

  @DoubleColumn(NULLABLE)
  unitY: number | null;

  @DoubleColumn(NULLABLE)
  unitZ: number | null;

  /** longitudeStrip of libs/domain (twentieths of a degree): what the location index leads with (provider-coordinates.ts); null with latitude. */
  @IntColumn(NULLABLE)
  longitudeStrip: number | null;

  /** When the price list was last saved (provider_prices); null when it never was. */
  @DateTimeColumn(NULLABLE)
  pricesUpdatedAt: Date | null;

  /** Bit masks of PROVIDER_LANGUAGES, DIVERSE_NEEDS and REGISTRATION_CATEGORIES (libs/domain). */
  @IntColumn({ default: 0 })
  languageMask: number;

  @IntColumn({ default: 0 })
  diverseNeedMask: number;

  @IntColumn({ default: 0 })
  registrationCategoryMask: number;

  /** yes / waitlist / no; null: not stated. */
  @VarcharColumn(8, NULLABLE)
  acceptingNewClients: AcceptingNewClients | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'date', nullable: true })
  acceptingConfirmedAt: string | null;

  /** official: built from the government's list of home-care services; team: entered by the Homeward team. */
  @VarcharColumn(10, { default: 'team' })
  listingSource: ListingSource;

  /** The list's organisation type ("Private Incorporated Body", ...); null for a hand-entered listing. */
  @VarcharColumn(40, NULLABLE)
  organisationType: string | null;

  /** The organisation's name as the list spells it: how a newer edition finds it again. */
  @VarcharColumn(200, NULLABLE)
  officialName: string | null;

  /** YYYY-MM-DD: the date of the list edition this listing was last read from. */
  @VarcharColumn(10, NULLABLE)
  officialListDate: string | null;

  /** When the team approved the organisation's claim; null: nobody from it has joined Homeward. */
  @DateTimeColumn(NULLABLE)
  claimedAt: Date | null;

  /** When the provider last confirmed or changed its listing in the portal; null when never. */
  @DateTimeColumn(NULLABLE)
  confirmedAt: Date | null;

  @ManyToMany(() => CareService)
  @JoinTable({
    name: 'provider_services',
    joinColumn: { name: 'providerId', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'serviceId', referencedColumnName: 'id' },
  })
  services: CareService[];

  @OneToMany(() => ProviderServiceArea, (area) => area.provider)
  serviceAreas: ProviderServiceArea[];

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn()
  updatedAt: Date;
}
