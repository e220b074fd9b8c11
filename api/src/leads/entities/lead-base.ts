import { BeforeInsert, BeforeUpdate, Column, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadStatus } from '@homeward/domain';

/** The contact fields both lead forms share (spec section 3), and the admin's follow-up fields. */
export abstract class LeadBase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  sessionId: string;

  @Column({ type: 'boolean' })
  hasReferralId: boolean;

  @Column({ type: 'varchar', length: 60, nullable: true })
  referralId: string | null;

  @Column({ type: 'varchar', length: 60 })
  serviceLevel: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  postcode: string;

  @Column({ type: 'boolean' })
  selfManagement: boolean;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: LeadStatus;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  /** When the personal details were erased (privacy request or retention); null while they are kept. */
  @Column({ type: 'datetime', nullable: true })
  erasedAt: Date | null;

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
