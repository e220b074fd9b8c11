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

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt = this.createdAt ?? new Date();
  }
}
