import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  PARTNER_DOOR_MESSAGES,
  PARTNER_TOKEN_RULES,
  PASSWORD_RULES,
  normaliseEmail,
  type AcceptPartnerInvitationInput,
  type ConfirmPartnerPasswordResetInput,
  type CreatePartnerInvitationInput,
  type PartnerInvitationPreviewDto,
} from '@homeward/domain';
import { NewPassword } from '../../admin/dto/user-lifecycle.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value);

/** A person's name, as the portal's forms and the admin's invitation send it: required, trimmed, 120 at most. */
const PersonName = (): PropertyDecorator => (target, key) => {
  Transform(trim)(target, key);
  IsString({ message: PARTNER_DOOR_MESSAGES.nameRequired })(target, key);
  IsNotEmpty({ message: PARTNER_DOOR_MESSAGES.nameRequired })(target, key);
  MaxLength(PARTNER_TOKEN_RULES.nameMaxLength, { message: PARTNER_DOOR_MESSAGES.nameTooLong })(target, key);
};

/** The link's token as the page read it from the address. */
const LinkToken = (): PropertyDecorator => (target, key) => {
  IsString({ message: PARTNER_DOOR_MESSAGES.tokenRequired })(target, key);
  IsNotEmpty({ message: PARTNER_DOOR_MESSAGES.tokenRequired })(target, key);
  MaxLength(200, { message: 'token must be at most 200 characters' })(target, key);
};

const Email = (): PropertyDecorator => (target, key) => {
  Transform(trimLower)(target, key);
  IsEmail({}, { message: 'email must be an email address' })(target, key);
  MaxLength(EMAIL_MAX_LENGTH, { message: `email must be at most ${EMAIL_MAX_LENGTH} characters` })(target, key);
};

export class AcceptPartnerInvitationDto implements AcceptPartnerInvitationInput {
  @ApiProperty({ description: 'The token from the invitation link' }) @LinkToken() token: string;
  @ApiProperty({ maxLength: PARTNER_TOKEN_RULES.nameMaxLength }) @PersonName() name: string;
  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength }) @NewPassword() password: string;
}

export class ConfirmPartnerPasswordResetDto implements ConfirmPartnerPasswordResetInput {
  @ApiProperty({ description: 'The token from the reset link' }) @LinkToken() token: string;
  @ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength }) @NewPassword() password: string;
}

export class RequestPartnerPasswordResetDto {
  @ApiProperty({ example: 'manager@provider.example' }) @Email() email: string;
}

export class RequestPartnerSignInLinkDto extends RequestPartnerPasswordResetDto {}

export class UsePartnerSignInLinkDto {
  @ApiProperty({ description: 'The token from the sign-in link' }) @LinkToken() token: string;
}

export class CreatePartnerInvitationDto implements CreatePartnerInvitationInput {
  @ApiProperty({ example: 'manager@provider.example' }) @Email() email: string;
  @ApiProperty({ maxLength: PARTNER_TOKEN_RULES.nameMaxLength }) @PersonName() name: string;
}

export class PartnerInvitationPreviewResponse implements PartnerInvitationPreviewDto {
  @ApiProperty() email: string;
  @ApiProperty() providerName: string;
}
