import { BeforeInsert, Column, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn, FlagColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';
import type { SecondFactorColumns } from './second-factor-columns.js';

/**
 * The columns of an account that signs in: an admin (admin_users) and a provider user (partner_users) keep the
 * same password and second-factor columns, so the same rules serve both doors. Not an entity: each table is its
 * own (TypeORM copies these columns into each subclass's table).
 */
export abstract class SignInAccount implements SecondFactorColumns {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-case; unique in its table. */
  @VarcharColumn(254, { unique: true })
  email: string;

  @VarcharColumn(120, NULLABLE)
  name: string | null;

  /** scrypt$N$r$p$salt$hash (auth/accounts/password.ts); never leaves the auth and partner users' services. */
  @VarcharColumn(255)
  passwordHash: string;

  @FlagColumn({ default: true })
  isActive: boolean;

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn(NULLABLE)
  lastLogin: Date | null;

  /** The TOTP secret (base32) once the second factor is set up; never leaves the auth services. */
  @VarcharColumn(64, NULLABLE)
  totpSecret: string | null;

  @DateTimeColumn(NULLABLE)
  totpEnabledAt: Date | null;

  /** The time step of the last code accepted: that code, and any older one, is refused. */
  @Column({ type: 'integer', nullable: true })
  totpLastStep: number | null;

  /** JSON list of the SHA-256 hashes of the unused recovery codes. */
  @TextColumn(NULLABLE)
  recoveryCodeHashes: string | null;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt = this.createdAt ?? new Date();
  }
}
