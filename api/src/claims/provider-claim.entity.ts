import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ClaimStatus } from '@homeward/domain';
import { DateTimeColumn, FlagColumn, IntColumn, VarcharColumn, NULLABLE } from '../database/columns.js';

/** Someone saying "this is my organisation": checked by the team (ABN against the name, a call back), then approved or declined. */
@Entity({ name: 'provider_claims' })
export class ProviderClaim {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn()
  providerId: number;

  @VarcharColumn(120)
  claimantName: string;

  @VarcharColumn(120)
  claimantRole: string;

  /** Lower-case. */
  @VarcharColumn(254)
  workEmail: string;

  @VarcharColumn(40)
  phone: string;

  /** 11 digits, no spaces; its check digits held when it was stored. */
  @VarcharColumn(11)
  abn: string;

  @VarcharColumn(16)
  status: ClaimStatus;

  /** The organisation was already claimed when this claim arrived: the team settles it, no invitation goes straight out. */
  @FlagColumn({ default: false })
  isDispute: boolean;

  /** Why it was declined (told to the claimant), or a note on approval. */
  @VarcharColumn(500, NULLABLE)
  decisionReason: string | null;

  @VarcharColumn(254, NULLABLE)
  decidedBy: string | null;

  @DateTimeColumn(NULLABLE)
  decidedAt: Date | null;

  @DateTimeColumn()
  createdAt: Date;
}
