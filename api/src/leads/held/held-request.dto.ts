import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  HELD_REQUEST_ACTIONS,
  HELD_REQUEST_MESSAGES,
  HELD_REQUEST_RULES,
  type HeldRequestAction,
  type HeldRequestActionInput,
  type HeldRequestDto,
  type LeadContactPromiseDto,
  type UnclaimedDemandDto,
} from '@homeward/domain';
import { OptionalNote } from '../dto/optional-note.js';

/** POST /api/admin/held-requests/:id/action: what the team did; the note is added to the request's notes. */
export class ActOnHeldRequestDto implements HeldRequestActionInput {
  @ApiProperty({
    enum: HELD_REQUEST_ACTIONS,
    description: 'passed-on: the team phoned or emailed the organisation; invited: the team asked it to claim its listing',
  })
  @IsIn(HELD_REQUEST_ACTIONS, { message: HELD_REQUEST_MESSAGES.action })
  action: HeldRequestAction;

  @OptionalNote(HELD_REQUEST_RULES.noteMaxLength, HELD_REQUEST_MESSAGES.note)
  note?: string | null;
}

export class HeldRequestResponse implements HeldRequestDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time', description: 'When the family sent it' }) createdAt: string;
  @ApiProperty({ type: Number, nullable: true }) providerId: number | null;
  @ApiProperty({ description: "The organisation's name" }) organisation: string;
  @ApiProperty({ example: 'Newcastle NSW 2300', description: "The organisation's main office" }) organisationPlace: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() postcode: string;
  @ApiProperty() serviceLevel: string;
  @ApiProperty() hasReferralId: boolean;
  @ApiProperty({ type: String, nullable: true }) referralId: string | null;
  @ApiProperty() selfManagement: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The team's notes; an action's note is added to them" }) notes: string | null;
  @ApiProperty({ format: 'date-time', description: 'The family was told they would hear by then (2 business days in the organisation’s state)' })
  contactBy: string;
  @ApiProperty({ description: 'Past contactBy and the team has not acted' }) overdue: boolean;
  @ApiProperty({ enum: HELD_REQUEST_ACTIONS, nullable: true }) teamAction: HeldRequestAction | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) teamActedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's email" }) teamActedBy: string | null;
}

export class UnclaimedDemandResponse implements UnclaimedDemandDto {
  @ApiProperty({ description: "The provider's id" }) id: number;
  @ApiProperty() organisation: string;
  @ApiProperty({ example: 'Newcastle NSW 2300' }) organisationPlace: string;
  @ApiProperty({ description: 'Requests families sent it while it was not on Homeward' }) requests: number;
  @ApiProperty({ description: 'Of them, the ones the team has not acted on' }) waiting: number;
  @ApiProperty({ format: 'date-time' }) latestRequestAt: string;
}

export class LeadContactPromiseResponse implements LeadContactPromiseDto {
  @ApiProperty() providerId: number;
  @ApiProperty({ description: 'The provider has not joined Homeward: the team would take the request' }) held: boolean;
  @ApiProperty({ format: 'date-time', description: "2 business days from now in the provider's state" }) contactBy: string;
  @ApiProperty({ example: 'Tuesday 1 December 2026', description: 'The day contactBy ends on, in Australian long form' }) contactByDay: string;
}
