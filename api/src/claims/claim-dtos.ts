import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  type ClaimStatus,
  type DeclineClaimInput,
  type ProviderClaimDto,
  type ProviderClaimInput,
  type ProviderClaimReceiptDto,
} from '@homeward/domain';

/**
 * "This is my organisation": the claim form. Its rules and messages are libs/domain claimFieldErrors, applied first
 * by ClaimIntakePipe (each bad field named in `fields`); these decorators then hold the types and lengths.
 */
export class CreateProviderClaimDto implements ProviderClaimInput {
  @ApiProperty({ maxLength: CLAIM_LIMITS.claimantNameMaxLength, example: 'Jo Citizen' })
  @IsString()
  @MaxLength(CLAIM_LIMITS.claimantNameMaxLength)
  claimantName: string;

  @ApiProperty({ maxLength: CLAIM_LIMITS.claimantRoleMaxLength, example: 'Operations manager' })
  @IsString()
  @MaxLength(CLAIM_LIMITS.claimantRoleMaxLength)
  claimantRole: string;

  @ApiProperty({ maxLength: CLAIM_LIMITS.workEmailMaxLength, example: 'jo@sunrise.org.au', description: 'Where the acknowledgement and the invitation go' })
  @IsString()
  @MaxLength(CLAIM_LIMITS.workEmailMaxLength)
  workEmail: string;

  @ApiProperty({ maxLength: CLAIM_LIMITS.phoneMaxLength, example: '02 9876 5432', description: 'An Australian number: the team calls it back' })
  @IsString()
  @MaxLength(CLAIM_LIMITS.phoneMaxLength)
  phone: string;

  @ApiProperty({
    maxLength: CLAIM_LIMITS.abnMaxLength,
    example: '51 824 753 556',
    description: "The organisation's ABN: 11 digits, spaces allowed; its check digits must hold",
  })
  @IsString()
  @MaxLength(CLAIM_LIMITS.abnMaxLength)
  abn: string;
}

/** The admin's reason for declining; the claimant is emailed it. */
export class DeclineClaimDto implements DeclineClaimInput {
  @ApiProperty({ maxLength: CLAIM_LIMITS.reasonMaxLength, example: 'The ABN belongs to another organisation.' })
  @IsString({ message: CLAIM_MESSAGES.reason })
  @IsNotEmpty({ message: CLAIM_MESSAGES.reason })
  @MaxLength(CLAIM_LIMITS.reasonMaxLength, { message: CLAIM_MESSAGES.reason })
  reason: string;
}

export class ProviderClaimReceiptResponse implements ProviderClaimReceiptDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CLAIM_STATUSES }) status: ClaimStatus;
  @ApiProperty({ description: "The organisation's name" }) providerName: string;
}

export class ProviderClaimResponse implements ProviderClaimDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() providerName: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the organisation was claimed (by this claim or another); null while unclaimed',
  })
  providerClaimedAt: string | null;
  @ApiProperty() claimantName: string;
  @ApiProperty() claimantRole: string;
  @ApiProperty() workEmail: string;
  @ApiProperty() phone: string;
  @ApiProperty({ example: '51824753556', description: '11 digits' }) abn: string;
  @ApiProperty({ description: "The ABN's check digits hold" }) abnValid: boolean;
  @ApiProperty({ enum: CLAIM_STATUSES }) status: ClaimStatus;
  @ApiProperty({ description: 'The organisation was already claimed when this claim arrived: the team settles it' }) isDispute: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was declined (the claimant was emailed it)' }) decisionReason: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Email of the admin who decided' }) decidedBy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
