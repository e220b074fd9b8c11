import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, ValidateIf } from 'class-validator';
import { LEAD_OUTCOME_MESSAGES, LEAD_OUTCOME_RULES, LEAD_OUTCOMES, type LeadOutcome } from '@homeward/domain';
import { OptionalNote } from '../dto/optional-note.js';

/** PATCH /api/partner/leads/:id: the provider's outcome and note. Fields a form echoes back from GET are ignored. */
export class UpdateLeadOutcomeDto {
  @ApiPropertyOptional({ enum: LEAD_OUTCOMES })
  @ValidateIf((_o: unknown, v: unknown) => v !== undefined)
  @IsIn(LEAD_OUTCOMES, { message: LEAD_OUTCOME_MESSAGES.outcome })
  outcome?: LeadOutcome;

  @OptionalNote(LEAD_OUTCOME_RULES.noteMaxLength, LEAD_OUTCOME_MESSAGES.note)
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
