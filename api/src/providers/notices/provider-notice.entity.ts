import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { NoticeKind } from '@homeward/domain';
import { DateTimeColumn, IntColumn, VarcharColumn, NULLABLE } from '../../database/columns.js';

/** A regulatory notice the team recorded from the Aged Care Quality and Safety Commission's pages. */
@Entity({ name: 'provider_notices' })
@Index('IDX_provider_notices_provider', ['providerId', 'issuedOn'])
export class ProviderNotice {
  @PrimaryGeneratedColumn()
  id: number;

  @IntColumn()
  providerId: number;

  /** One of libs/domain NOTICE_KINDS. */
  @VarcharColumn(32)
  kind: NoticeKind;

  /** YYYY-MM-DD. */
  @VarcharColumn(10)
  issuedOn: string;

  @VarcharColumn(500)
  summary: string;

  /** The Commission's page (https, agedcarequality.gov.au). */
  @VarcharColumn(500)
  link: string;

  /** YYYY-MM-DD; null while in force. */
  @VarcharColumn(10, NULLABLE)
  endedOn: string | null;

  /** The admin who recorded it. */
  @IntColumn()
  recordedBy: number;

  @DateTimeColumn()
  recordedAt: Date;

  @DateTimeColumn()
  updatedAt: Date;
}
