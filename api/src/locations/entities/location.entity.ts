import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StateCode } from '@homeward/domain';

/** One Australian locality (suburb or town) and its postcode: reference data loaded from api/assets. */
@Entity({ name: 'locations' })
export class Location {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 4 })
  postcode: string;

  @Column({ type: 'varchar', length: 100 })
  locality: string;

  @Column({ type: 'varchar', length: 3 })
  state: StateCode;

  @Column({ type: 'double' })
  latitude: number;

  @Column({ type: 'double' })
  longitude: number;

  /** localityKey(locality) from libs/domain: lower case, single spaces; prefix and exact lookups use its index. */
  @Column({ type: 'varchar', length: 100 })
  localityKey: string;
}
