import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_NAME_MESSAGES,
  ADMIN_USER_RULES,
  EMAIL_MAX_LENGTH,
  PASSWORD_RULES,
  type AdminSessionDto,
  type AdminStatsDto,
  type AdminUserDto,
} from '@homeward/domain';
import { NewPassword } from './user-lifecycle.dto.js';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class LoginDto {
  @ApiProperty({ example: 'admin@homeward.example' })
  @Transform(trimLower)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty({ example: 'a long passphrase' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_RULES.maxLength)
  password: string;
}

export class CreateAdminUserDto {
  @ApiProperty({ example: 'new.admin@homeward.example' })
  @Transform(trimLower)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ADMIN_USER_RULES.nameMaxLength })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_USER_RULES.nameMaxLength, { message: ADMIN_NAME_MESSAGES.tooLong })
  name?: string | null;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @NewPassword()
  password: string;
}

export class AdminSessionResponse implements AdminSessionDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
}

export class AdminUserResponse implements AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) lastLogin: string | null;
}

export class AdminStatsResponse implements AdminStatsDto {
  @ApiProperty() totalProviders: number;
  @ApiProperty() activeProviders: number;
  @ApiProperty() highlightedProviders: number;
  @ApiProperty() totalAdminUsers: number;
  @ApiProperty({ description: 'Lead emails queued or being sent' }) leadEmailsWaiting: number;
  @ApiProperty({ description: 'Lead emails that gave up after the attempt limit ("Send again" requeues them)' }) leadEmailsFailed: number;
}

export class OkResponse {
  @ApiProperty({ example: true }) ok: boolean;
}
