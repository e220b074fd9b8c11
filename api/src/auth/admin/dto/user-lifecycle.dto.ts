import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { ADMIN_NAME_MESSAGES, ADMIN_USER_RULES, PASSWORD_MESSAGES, PASSWORD_RULES } from '@homeward/domain';
import { isCommonPassword } from '../../../config/password-policy.js';
import { ReadOnlyField } from '../../../common/dto/read-only-field.js';
import { IdentityProofDto } from '../../second-factor/identity-proof.dto.js';

/**
 * A new password: the one rule (libs/domain PASSWORD_RULES) for every place a password is set, then the list
 * of common and leaked passwords (config/password-policy.ts). Existing passwords are not checked: only new ones.
 */
export const NewPassword = (): PropertyDecorator => (target, key) => {
  IsString({ message: PASSWORD_MESSAGES.required })(target, key);
  MinLength(PASSWORD_RULES.minLength, { message: PASSWORD_MESSAGES.tooShort })(target, key);
  MaxLength(PASSWORD_RULES.maxLength, { message: PASSWORD_MESSAGES.tooLong })(target, key);
  ValidateBy({
    name: 'notCommonPassword',
    validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value), defaultMessage: () => PASSWORD_MESSAGES.common },
  })(target, key);
};

/** An admin's display name, when sent: trimmed, blank is none (libs/domain ADMIN_USER_RULES). */
export const AdminName = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: ADMIN_USER_RULES.nameMaxLength }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString(),
    MaxLength(ADMIN_USER_RULES.nameMaxLength, { message: ADMIN_NAME_MESSAGES.tooLong }),
  );

/** PUT /api/admin/users/:id: name and isActive. Read-only fields a react-admin form echoes back are ignored. */
export class UpdateAdminUserDto {
  @AdminName()
  name?: string | null;

  @ApiPropertyOptional({ description: 'false deactivates the account and ends all its sessions' })
  @ValidateIf((_o: unknown, v: unknown) => v !== undefined)
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ReadOnlyField() id?: unknown;
  @ReadOnlyField('read-only: an account keeps its email') email?: unknown;
  @ReadOnlyField() createdAt?: unknown;
  @ReadOnlyField() lastLogin?: unknown;
  @ReadOnlyField('read-only: reset it with DELETE /api/admin/users/:id/two-factor') twoFactorEnabled?: unknown;
}

/**
 * PUT /api/admin/users/:id/password: an admin sets a new password for another account, confirming it is them
 * with their own currentPassword or currentCode.
 */
export class SetPasswordDto extends IdentityProofDto {
  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @NewPassword()
  password: string;
}

/** PUT /api/admin/account/password: an admin changes their own password, re-entering the current one. */
export class ChangeOwnPasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'currentPassword is required' })
  @MaxLength(PASSWORD_RULES.maxLength)
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength })
  @NewPassword()
  newPassword: string;
}
