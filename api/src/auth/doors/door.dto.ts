import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_RULES,
  SECOND_FACTOR_LIMITS,
  SECOND_FACTOR_MESSAGES,
  normaliseEmail,
  type RecoveryCodesDto,
  type SecondFactorSetupDto,
  type SecondStepRequiredDto,
} from '@homeward/domain';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value);

/** An account's email as typed: normalised (normaliseEmail) before it is checked, as accounts keep it. */
export const AccountEmail = (example: string): PropertyDecorator =>
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

/** A code from the authenticator app or a recovery code, as typed (the service reads it). */
const SecondFactorCode = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ example: '123456', maxLength: SECOND_FACTOR_LIMITS.codeMaxLength }),
    IsString({ message: SECOND_FACTOR_MESSAGES.codeRequired }),
    IsNotEmpty({ message: SECOND_FACTOR_MESSAGES.codeRequired }),
    MaxLength(SECOND_FACTOR_LIMITS.codeMaxLength),
  );

/** POST <door>/login/second-step: the app's 6-digit code, or a recovery code (dashes and spaces ignored). */
export class SecondStepDto {
  @SecondFactorCode()
  code: string;
}

/** POST <door>/account/two-factor: the first code from the app, which proves the QR code was scanned. */
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

/** A door's first step (the password, or an emailed sign-in link) was right, and the account's code comes next. */
export class SecondStepRequiredResponse implements SecondStepRequiredDto {
  @ApiProperty({ enum: [true], description: "The first step was right; send the code to POST <door>/login/second-step (the same door's) within 5 minutes" })
  secondStepRequired: true;
}

export class OkResponse {
  @ApiProperty({ example: true }) ok: boolean;
}
