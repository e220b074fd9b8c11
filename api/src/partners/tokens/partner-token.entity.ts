import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMillis } from '../../database/transformers.js';

/** What a single-use link is for. */
export type PartnerTokenKind = 'invitation' | 'reset';

/**
 * A single-use link of the portal: an invitation (an admin asks a person to manage a provider) or a password
 * reset. Only the SHA-256 of the token is kept; the token itself exists only in the email.
 */
@Entity({ name: 'partner_tokens' })
@Index('IDX_partner_tokens_provider', ['providerId', 'kind'])
@Index('IDX_partner_tokens_email', ['email', 'kind'])
export class PartnerToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: PartnerTokenKind;

  /** Hex SHA-256 of the 256-bit random token. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'int' })
  providerId: number;

  /** The user a reset is for; null for an invitation until it is accepted (then the user it made). */
  @Column({ type: 'int', nullable: true })
  partnerUserId: number | null;

  /** Where the link was sent (lower-case). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The invited person's name as the admin typed it (they may change it when accepting). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  /** The admin who sent the invitation (null for a reset, which the person asks for). */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @Column({ type: 'bigint', transformer: epochMillis })
  createdAt: number;

  @Column({ type: 'bigint', transformer: epochMillis })
  expiresAt: number;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillis })
  usedAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillis })
  revokedAt: number | null;
}
