import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMillisColumn, IntColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

/** What a single-use link is for. */
export type PartnerTokenKind = 'invitation' | 'reset' | 'sign-in';

/**
 * A single-use link of the portal: an invitation (an admin asks a person to manage a provider), a password
 * reset, or a sign-in link (asked for when the password will not do). Only the SHA-256 of the token is kept; the token itself exists only in the email.
 */
@Entity({ name: 'partner_tokens' })
@Index('IDX_partner_tokens_provider', ['providerId', 'kind'])
@Index('IDX_partner_tokens_email', ['email', 'kind'])
export class PartnerToken {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(16)
  kind: PartnerTokenKind;

  /** Hex SHA-256 of the 256-bit random token. */
  @VarcharColumn(64, { unique: true })
  tokenHash: string;

  @IntColumn()
  providerId: number;

  /** The user a reset or sign-in link is for; null for an invitation until it is accepted (then the user it made). */
  @IntColumn(NULLABLE)
  partnerUserId: number | null;

  /** Where the link was sent (lower-case). */
  @VarcharColumn(254)
  email: string;

  /** The invited person's name as the admin typed it (they may change it when accepting). */
  @VarcharColumn(120, NULLABLE)
  name: string | null;

  /** The admin who sent the invitation (null for a reset, which the person asks for). */
  @IntColumn(NULLABLE)
  createdBy: number | null;

  @EpochMillisColumn()
  createdAt: number;

  @EpochMillisColumn()
  expiresAt: number;

  @EpochMillisColumn(NULLABLE)
  usedAt: number | null;

  @EpochMillisColumn(NULLABLE)
  revokedAt: number | null;
}
