import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { LEAD_LIMITS, LEAD_STATUSES, type LeadStatus, type UpdateLeadInput } from '@homeward/domain';
import { ReadOnlyField } from '../../common/dto/read-only-field.js';
import { OptionalNote } from '../dto/optional-note.js';

/** An admin's follow-up: status and notes. Read-only fields echoed back by a form (id, createdAt) are ignored. */
export class UpdateLeadDto implements UpdateLeadInput {
  @ApiPropertyOptional({ enum: LEAD_STATUSES })
  @ValidateIf((_o: unknown, v: unknown) => v !== undefined)
  @IsIn(LEAD_STATUSES, { message: `status must be one of: ${LEAD_STATUSES.join(', ')}` })
  status?: LeadStatus;

  @OptionalNote(LEAD_LIMITS.notesMaxLength)
  notes?: string | null;

  @ReadOnlyField()
  id?: unknown;

  @ReadOnlyField()
  createdAt?: unknown;
}
