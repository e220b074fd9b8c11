import { ApiProperty } from '@nestjs/swagger';
import { LEAD_OUTCOMES, type LeadOutcome, type OverdueLeadDto, type PartnerLeadDto, type ProviderLeadPlanDto } from '@homeward/domain';
import { ProviderLeadPlanResponse } from './lead-responses.js';
import { LeadNeedsResponse } from './lead-needs.response.js';

export class PartnerLeadResponse extends LeadNeedsResponse implements PartnerLeadDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Personal details were erased (privacy request or retention): only dates and outcome remain' }) erased: boolean;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode: string | null;
  @ApiProperty({ type: String, nullable: true }) serviceLevel: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) hasReferralId: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) selfManagement: boolean | null;
  @ApiProperty({ type: ProviderLeadPlanResponse, nullable: true, description: 'The plan when the lead came from a quote row' })
  plan: ProviderLeadPlanDto | null;
  @ApiProperty({ enum: LEAD_OUTCOMES }) outcome: LeadOutcome;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) outcomeAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the outcome first left "new"' }) firstContactAt: string | null;
  @ApiProperty({ format: 'date-time', description: "2 business days after arrival, in the provider's state" }) contactBy: string;
  @ApiProperty({ description: 'Still new after contactBy' }) overdue: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'The family asked before the provider joined Homeward (shown as "Asked before you joined Homeward"); contactBy then counts from the claim approval',
  })
  heldAt: string | null;
}

export class OverdueLeadResponse implements OverdueLeadDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) providerId: number | null;
  @ApiProperty() providerName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) contactBy: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the one reminder email was queued' }) reminderSentAt: string | null;
  @ApiProperty({ description: 'A request for a provider not on Homeward, with the team (GET /api/admin/held-requests): no reminder goes to a provider' })
  held: boolean;
}
