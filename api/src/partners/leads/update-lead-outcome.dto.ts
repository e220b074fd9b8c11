import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { LEAD_OUTCOME_MESSAGES, LEAD_OUTCOME_RULES, LEAD_OUTCOMES, type LeadOutcome } from '@homeward/domain';

/** PATCH /api/partner/leads/:id: the provider's outcome and note. Fields a form echoes back from GET are ignored. */
export class UpdateLeadOutcomeDto {
  @ApiPropertyOptional({ enum: LEAD_OUTCOMES })
  @ValidateIf((_o: unknown, v: unknown) => v !== undefined)
  @IsIn(LEAD_OUTCOMES, { message: LEAD_OUTCOME_MESSAGES.outcome })
  outcome?: LeadOutcome;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LEAD_OUTCOME_RULES.noteMaxLength })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @IsOptional()
  @IsString({ message: LEAD_OUTCOME_MESSAGES.note })
  @MaxLength(LEAD_OUTCOME_RULES.noteMaxLength, { message: LEAD_OUTCOME_MESSAGES.note })
  note?: string | null;

  @ApiPropertyOptional({ description: 'Ignored (read-only, echoed back from GET)' })
  @Allow()
  id?: unknown;
}

/** Accepted and ignored: the rest of a lead as GET sends it (react-admin's edit form sends the whole record). */
for (const field of [
  'createdAt',
  'erased',
  'name',
  'phone',
  'email',
  'postcode',
  'serviceLevel',
  'hasReferralId',
  'selfManagement',
  'plan',
  'outcomeAt',
  'firstContactAt',
  'contactBy',
  'overdue',
]) {
  Allow()(UpdateLeadOutcomeDto.prototype, field);
}
