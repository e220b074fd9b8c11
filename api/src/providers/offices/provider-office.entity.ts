import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StateCode } from '@homeward/domain';
import { CreatedAndUpdatedRow, DateTimeColumn, DoubleColumn, IntColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

/**
 * An address an organisation works from: one per service address of the government's list (several services at one
 * address are one office), or, for a listing the team entered by hand, the provider's own address.
 */
@Entity({ name: 'provider_offices' })
export class ProviderOffice extends CreatedAndUpdatedRow {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn()
  providerId: number;

  /** JSON array of the list's service names at this address (empty for a hand-entered listing). */
  @TextColumn()
  serviceNames: string;

  @VarcharColumn(255)
  address: string;

  @VarcharColumn(100)
  suburb: string;

  @VarcharColumn(3)
  state: StateCode;

  @VarcharColumn(4)
  postcode: string;

  @DoubleColumn()
  latitude: number;

  @DoubleColumn()
  longitude: number;

  /** The list's ABS remoteness ("Major Cities", "Inner Regional", ...); null when not known. */
  @VarcharColumn(30, NULLABLE)
  remoteness: string | null;

  /** How far from this office the provider is taken to visit until it lists its own areas (libs/domain visitRadiusKm). */
  @IntColumn()
  visitRadiusKm: number;

  /** officeKey of libs/domain (address, suburb, postcode normalised): how a newer list finds this office again; null for a hand-entered office. */
  @VarcharColumn(400, NULLABLE)
  officialKey: string | null;

  /** Set when a newer list no longer has this address: the team decides, nothing is deleted silently. */
  @DateTimeColumn(NULLABLE)
  goneFromListAt: Date | null;

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn()
  updatedAt: Date;
}
