import { BeforeInsert, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'admin_users' })
export class AdminUser {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-case; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  /** scrypt$N$r$p$salt$hash; never leaves the auth module. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lastLogin: Date | null;

  /** The TOTP secret (base32) once the second factor is set up; never leaves the auth module. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totpSecret: string | null;

  @Column({ type: 'datetime', nullable: true })
  totpEnabledAt: Date | null;

  /** The time step of the last code accepted: that code, and any older one, is refused. */
  @Column({ type: 'integer', nullable: true })
  totpLastStep: number | null;

  /** JSON list of the SHA-256 hashes of the unused recovery codes. */
  @Column({ type: 'text', nullable: true })
  recoveryCodeHashes: string | null;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt = this.createdAt ?? new Date();
  }
}
