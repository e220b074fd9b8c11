import { PrimaryGeneratedColumn } from 'typeorm';
import type { LanguageCode, LeadStatus } from '@homeward/domain';
import { CreatedAndUpdatedRow, DateTimeColumn, FlagColumn, TextColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

/** The contact fields both lead forms share (spec section 3), and the admin's follow-up fields. */
export abstract class LeadBase extends CreatedAndUpdatedRow {
  @PrimaryGeneratedColumn()
  id: number;

  @VarcharColumn(64)
  sessionId: string;

  @FlagColumn()
  hasReferralId: boolean;

  @VarcharColumn(60, NULLABLE)
  referralId: string | null;

  @VarcharColumn(60)
  serviceLevel: string;

  @VarcharColumn(120)
  name: string;

  @VarcharColumn(40)
  phone: string;

  @VarcharColumn(254)
  email: string;

  @VarcharColumn(10)
  postcode: string;

  @FlagColumn()
  selfManagement: boolean;

  /** The optional needs (libs/domain LeadNeeds, migration 1767000000000): null when not given. */
  @VarcharColumn(8, NULLABLE)
  language: LanguageCode | null;

  @FlagColumn(NULLABLE)
  needsInterpreter: boolean | null;

  @VarcharColumn(120, NULLABLE)
  contactName: string | null;

  @VarcharColumn(40, NULLABLE)
  contactRelationship: string | null;

  @VarcharColumn(40, NULLABLE)
  contactPhone: string | null;

  @VarcharColumn(120, NULLABLE)
  bestTimeToCall: string | null;

  @VarcharColumn(16, { default: 'new' })
  status: LeadStatus;

  @TextColumn(NULLABLE)
  notes: string | null;

  @DateTimeColumn()
  createdAt: Date;

  /** When the personal details were erased (privacy request or retention); null while they are kept. */
  @DateTimeColumn(NULLABLE)
  erasedAt: Date | null;

  @DateTimeColumn()
  updatedAt: Date;
}
