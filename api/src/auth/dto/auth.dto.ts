import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_RULES,
  SECOND_FACTOR_LIMITS,
  SECOND_FACTOR_MESSAGES,
  normaliseEmail,
  type AdminSessionDto,
  type RecoveryCodesDto,
  type SecondFactorSetupDto,
  type SecondStepNeededDto,
  type AdminStatsDto,
  type AdminUserDto,
} from '@homeward/domain';
import { AdminName, NewPassword } from './user-lifecycle.dto.js';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value);

/** An account's email as typed: normalised (normaliseEmail) before it is checked, as accounts keep it. */
const AccountEmail = (example: string): PropertyDecorator =>
  // Listed bottom-up (applyDecorators applies first to last), so the checks keep the order they had written above a property.
  applyDecorators(MaxLength(EMAIL_MAX_LENGTH), IsEmail({}, { message: 'email must be an email address' }), Transform(trimLower), ApiProperty({ example }));

export class LoginDto {
  @AccountEmail('admin@homeward.example')
  email: string;

  @ApiProperty({ example: 'a long passphrase' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_RULES.maxLength)
  password: string;
}

export class CreateAdminUserDto {
  @AccountEmail('new.admin@homeward.example')
  email: string;

  @AdminName()
  name?: string | null;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @NewPassword()
  password: string;
}

export class AdminSessionResponse implements AdminSessionDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ description: 'The account has a second factor (an authenticator app) set up' }) twoFactorEnabled: boolean;
  @ApiProperty({ description: 'ADMIN_REQUIRE_2FA is on and the account has no second factor yet: only the set-up routes answer until it has' })
  mustEnrolTwoFactor: boolean;
}

export class SecondStepNeededResponse implements SecondStepNeededDto {
  @ApiProperty({ enum: [true], description: 'The password was right; send the code to POST /api/admin/login/second-factor within 5 minutes' })
  secondFactorRequired: true;
}

/** A code from the authenticator app or a recovery code, as typed (the service reads it). */
const SecondFactorCode = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ example: '123456', maxLength: SECOND_FACTOR_LIMITS.codeMaxLength }),
    IsString({ message: SECOND_FACTOR_MESSAGES.codeRequired }),
    IsNotEmpty({ message: SECOND_FACTOR_MESSAGES.codeRequired }),
    MaxLength(SECOND_FACTOR_LIMITS.codeMaxLength),
  );

/** POST /api/admin/login/second-factor: the app's 6-digit code, or a recovery code (dashes and spaces ignored). */
export class SecondStepDto {
  @SecondFactorCode()
  code: string;
}

/** POST /api/admin/account/two-factor: the first code from the app, which proves the QR code was scanned. */
export class ConfirmSecondFactorDto {
  @SecondFactorCode()
  code: string;
}

export class SecondFactorSetupResponse implements SecondFactorSetupDto {
  @ApiProperty({ description: 'The QR code to scan, as an SVG data: URL' }) qrCode: string;
  @ApiProperty({ description: 'The same secret in base32, for typing into the app by hand' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/Homeward:admin%40homeward.example?secret=...' }) otpauthUri: string;
}

export class RecoveryCodesResponse implements RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten one-time recovery codes, shown this once (only their hashes are kept)' })
  recoveryCodes: string[];
}

export class AdminUserResponse implements AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) lastLogin: string | null;
  @ApiProperty() twoFactorEnabled: boolean;
}

export class AdminStatsResponse implements AdminStatsDto {
  @ApiProperty() totalProviders: number;
  @ApiProperty() activeProviders: number;
  @ApiProperty() highlightedProviders: number;
  @ApiProperty() totalAdminUsers: number;
  @ApiProperty({ description: 'Lead emails queued or being sent' }) leadEmailsWaiting: number;
  @ApiProperty({ description: 'Lead emails that gave up after the attempt limit ("Send again" requeues them)' }) leadEmailsFailed: number;
  @ApiProperty({ description: 'Provider leads still new 2 business days after they arrived (GET /api/admin/leads/overdue)' }) overdueLeads: number;
  @ApiPropertyOptional({ description: "Providers' changes waiting for moderation (GET /api/admin/moderation)" }) changesWaiting?: number;
}

export class OkResponse {
  @ApiProperty({ example: true }) ok: boolean;
}
