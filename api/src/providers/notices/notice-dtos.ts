import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  NOTICE_KIND_CODES,
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  REGISTRATION_CATEGORY_CODES,
  type AdminNoticeDto,
  type AdminProviderNoticesDto,
  type Notice,
  type NoticeInput,
  type NoticeKind,
  type ProviderTrust,
} from '@homeward/domain';

/**
 * A notice as the admin sends it. These decorators only hold the types; the rules and their messages (a known kind,
 * dates not in the future, the Commission's https link) are libs/domain noticeErrors, applied by NoticesService so
 * each bad field is named in `message` and in `fields`.
 */
export class CreateNoticeDto implements NoticeInput {
  @ApiProperty({ enum: NOTICE_KIND_CODES, description: 'The kind of action (libs/domain NOTICE_KINDS)' })
  @IsString({ message: `kind ${NOTICE_MESSAGES.kind}` })
  kind: NoticeKind;

  @ApiProperty({ format: 'date', example: '2026-05-14', description: 'The day the Commission issued it; not after today' })
  @IsString({ message: `issuedOn ${NOTICE_MESSAGES.issuedOn}` })
  issuedOn: string;

  @ApiProperty({ maxLength: NOTICE_LIMITS.summaryMax, example: 'Found not meeting the standard on managing medicines.' })
  @IsString({ message: `summary ${NOTICE_MESSAGES.summary}` })
  summary: string;

  @ApiProperty({
    maxLength: NOTICE_LIMITS.linkMax,
    example: 'https://www.agedcarequality.gov.au/...',
    description: "The Commission's page (https, agedcarequality.gov.au)",
  })
  @IsString({ message: `link ${NOTICE_MESSAGES.link}` })
  link: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'The day it ended; absent or null while in force' })
  @IsOptional()
  @IsString({ message: `endedOn ${NOTICE_MESSAGES.endedOn}` })
  endedOn?: string | null;
}

/** Any of the fields; endedOn ends the notice (null reopens one ended by mistake). */
export class UpdateNoticeDto implements Partial<NoticeInput> {
  @ApiPropertyOptional({ enum: NOTICE_KIND_CODES })
  @IsOptional()
  @IsString({ message: `kind ${NOTICE_MESSAGES.kind}` })
  kind?: NoticeKind;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsString({ message: `issuedOn ${NOTICE_MESSAGES.issuedOn}` })
  issuedOn?: string;

  @ApiPropertyOptional({ maxLength: NOTICE_LIMITS.summaryMax })
  @IsOptional()
  @IsString({ message: `summary ${NOTICE_MESSAGES.summary}` })
  summary?: string;

  @ApiPropertyOptional({ maxLength: NOTICE_LIMITS.linkMax })
  @IsOptional()
  @IsString({ message: `link ${NOTICE_MESSAGES.link}` })
  link?: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'The day it ended; null: in force again' })
  @IsOptional()
  @IsString({ message: `endedOn ${NOTICE_MESSAGES.endedOn}` })
  endedOn?: string | null;
}

export class NoticeResponse implements Notice {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTICE_KIND_CODES }) kind: NoticeKind;
  @ApiProperty({ example: 'Notice of non-compliance' }) kindLabel: string;
  @ApiProperty({ format: 'date' }) issuedOn: string;
  @ApiProperty() summary: string;
  @ApiProperty({ description: "The Commission's page for it" }) link: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day it ended; null while in force' }) endedOn: string | null;
}

export class AdminNoticeResponse extends NoticeResponse implements AdminNoticeDto {
  @ApiProperty() providerId: number;
  @ApiProperty({ description: 'The admin who recorded it' }) recordedBy: number;
  @ApiProperty({ type: String, nullable: true }) recordedByEmail: string | null;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AdminProviderNoticesResponse implements AdminProviderNoticesDto {
  @ApiProperty() providerId: number;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: "The day the team last checked the Commission's pages" })
  noticesCheckedOn: string | null;
  @ApiProperty({ type: Number, nullable: true }) noticesCheckedBy: number | null;
  @ApiProperty({ type: String, nullable: true }) noticesCheckedByEmail: string | null;
  @ApiProperty({ type: AdminNoticeResponse, isArray: true, description: 'Newest first' }) notices: AdminNoticeDto[];
}

export class ProviderTrustResponse implements ProviderTrust {
  @ApiProperty() providerId: number;
  @ApiProperty({
    type: Number,
    isArray: true,
    enum: REGISTRATION_CATEGORY_CODES,
    nullable: true,
    description: "The Commission's registration categories the provider holds; null: not known (a listing its provider has not claimed)",
  })
  registrationCategories: number[] | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'When the team last checked the Commission for notices; null: never checked, so "no current notices" cannot be said',
  })
  noticesCheckedOn: string | null;
  @ApiProperty({ type: NoticeResponse, isArray: true, description: 'In force, newest first' }) currentNotices: Notice[];
  @ApiProperty({ type: NoticeResponse, isArray: true, description: 'Ended, newest first' }) pastNotices: Notice[];
}
