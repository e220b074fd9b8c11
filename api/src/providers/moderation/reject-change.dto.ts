import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MODERATION_MESSAGES, MODERATION_RULES } from '@homeward/domain';

/** An admin's reason for rejecting a change; the provider sees it. */
export class RejectChangeDto {
  @ApiProperty({ maxLength: MODERATION_RULES.reasonMaxLength, example: 'The website address does not open.' })
  @IsString({ message: MODERATION_MESSAGES.reason })
  @IsNotEmpty({ message: MODERATION_MESSAGES.reason })
  @MaxLength(MODERATION_RULES.reasonMaxLength, { message: MODERATION_MESSAGES.reason })
  reason: string;
}
