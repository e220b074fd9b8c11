import { BeforeInsert, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SecondFactorColumns } from '../../auth/second-factor/second-factor-columns.js';

/** A person managing one provider through the portal (/partners). Same password and second-factor columns as an admin. */
@Entity({ name: 'partner_users' })
export class PartnerUser implements SecondFactorColumns {
  @PrimaryGeneratedColumn()
  id: number;

  /** The one provider this user manages; every /api/partner read and write is scoped to it. */
  @Index('IDX_partner_users_provider')
  @Column({ type: 'int' })
  providerId: number;

  /** Stored lower-case; unique over all provider users. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  /** scrypt$N$r$p$salt$hash (auth/password.ts); never leaves the partners' users service. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lastLogin: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  totpSecret: string | null;

  @Column({ type: 'datetime', nullable: true })
  totpEnabledAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  totpLastStep: number | null;

  @Column({ type: 'text', nullable: true })
  recoveryCodeHashes: string | null;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt = this.createdAt ?? new Date();
  }
}
