import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_RULES, SECOND_FACTOR_LIMITS } from '@homeward/domain';

/** What the person acting gives to confirm a sensitive change: one of the two is enough. */
export interface IdentityProof {
  currentPassword?: string;
  currentCode?: string;
}

/** The confirmation fields, for any body that carries them (and alone, for a change that needs nothing else). */
export class IdentityProofDto implements IdentityProof {
  @ApiPropertyOptional({ description: 'Your own current password, to confirm it is you (or send currentCode)', maxLength: PASSWORD_RULES.maxLength })
  @IsOptional()
  @IsString({ message: 'currentPassword must be text' })
  @MaxLength(PASSWORD_RULES.maxLength, { message: `currentPassword must be at most ${PASSWORD_RULES.maxLength} characters` })
  currentPassword?: string;

  @ApiPropertyOptional({
    description: 'A code from your own authenticator app (or one of your recovery codes), instead of currentPassword',
    maxLength: SECOND_FACTOR_LIMITS.codeMaxLength,
  })
  @IsOptional()
  @IsString({ message: 'currentCode must be text' })
  @MaxLength(SECOND_FACTOR_LIMITS.codeMaxLength, { message: `currentCode must be at most ${SECOND_FACTOR_LIMITS.codeMaxLength} characters` })
  currentCode?: string;
}
