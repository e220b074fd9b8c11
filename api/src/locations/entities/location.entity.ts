import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StateCode } from '@homeward/domain';
import { DoubleColumn, VarcharColumn } from '../../database/columns.js';

/** One Australian locality (suburb or town) and its postcode: reference data loaded from api/assets. */
@Entity({ name: 'locations' })
export class Location {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(4)
  postcode: string;

  @VarcharColumn(100)
  locality: string;

  @VarcharColumn(3)
  state: StateCode;

  @DoubleColumn()
  latitude: number;

  @DoubleColumn()
  longitude: number;

  /** localityKey(locality) from libs/domain: lower case, single spaces; prefix and exact lookups use its index. */
  @VarcharColumn(100)
  localityKey: string;
}
