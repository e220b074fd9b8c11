import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LEAD_OUTCOMES,
  type LeadOutcome,
  LEAD_STATUSES,
  PLAN_LINE_STATUSES,
  SERVICE_UNITS,
  type CalculatorLeadDto,
  type LeadPlanLine,
  type LeadRecordFields,
  type LeadStatus,
  type PlanLineStatus,
  type ProviderLeadDto,
  type ProviderLeadPlanDto,
  type ServiceUnit,
} from '@homeward/domain';
import { LeadSelectedServiceDto } from '../intake/create-lead.dto.js';
import { LeadDeliveryResponse } from './lead-delivery.response.js';
import { LeadNeedsResponse } from './lead-needs.response.js';

/** What every lead answers, whichever form it came from (LeadRecordFields). */
abstract class LeadRecordResponse extends LeadNeedsResponse implements LeadRecordFields {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() postcode: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status: LeadStatus;
  @ApiProperty() serviceLevel: string;
  @ApiProperty() hasReferralId: boolean;
  @ApiProperty({ type: String, nullable: true }) referralId: string | null;
  @ApiProperty() selfManagement: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: LeadDeliveryResponse, nullable: true, description: 'Its email to the team; null for a lead stored before delivery existed' })
  delivery: LeadDeliveryResponse | null;
}

export class CalculatorLeadResponse extends LeadRecordResponse implements CalculatorLeadDto {
  @ApiProperty({ example: '{"3":4,"11":2}', description: 'JSON text mapping service id to hours per week' }) selectedServices: string;
  @ApiProperty({ type: LeadSelectedServiceDto, isArray: true }) services: LeadSelectedServiceDto[];
  @ApiProperty() totalWeeklyCost: number;
  @ApiProperty() totalQuarterlyCost: number;
}

export class LeadPlanLineResponse implements LeadPlanLine {
  @ApiProperty({ example: 2 }) serviceId: number;
  @ApiProperty({ example: 'Personal care' }) serviceName: string;
  @ApiProperty({ enum: SERVICE_UNITS }) unit: ServiceUnit;
  @ApiProperty({ example: 3, description: "Units a week: hours, trips or meals (the service's unit)" }) perWeek: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 90,
    description: "The provider's standard price per unit when the lead came in, dollars; null unless priced",
  })
  unitPrice: number | null;
  @ApiProperty({ enum: PLAN_LINE_STATUSES, description: 'priced; unpriced (offered, no published price); notOffered' }) status: PlanLineStatus;
}

export class ProviderLeadPlanResponse implements ProviderLeadPlanDto {
  @ApiProperty({ type: Number, nullable: true, example: 3 }) classificationId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Classification 3: Low to Medium Support' }) classificationName: string | null;
  @ApiProperty({ type: LeadPlanLineResponse, isArray: true }) services: LeadPlanLineResponse[];
  @ApiProperty({ example: 270, description: "Dollars a week at the provider's prices when the lead came in, priced services only (worked out by the server)" })
  weeklyCost: number;
  @ApiProperty({ example: 3510, description: 'weeklyCost x 13' }) quarterlyCost: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1981.43,
    description: 'Quarterly budget minus quarterlyCost (negative when over); null without a classification',
  })
  remainingBudget: number | null;
}

export class ProviderLeadResponse extends LeadRecordResponse implements ProviderLeadDto {
  @ApiProperty({ type: Number, nullable: true }) providerId: number | null;
  @ApiProperty() providerName: string;
  @ApiProperty({
    type: ProviderLeadPlanResponse,
    nullable: true,
    description:
      "The plan sent with the lead from a plan quote, priced at the provider's prices when it came in; null without one. Kept when the lead is erased (no personal details)",
  })
  plan: ProviderLeadPlanResponse | null;
  @ApiProperty({ enum: LEAD_OUTCOMES, description: 'What the provider recorded in the portal' }) outcome: LeadOutcome;
  @ApiProperty({ description: "Still new 2 business days after it arrived (the provider's state)" }) overdue: boolean;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'Only on a request sent to a provider not on Homeward: held for the team (GET /api/admin/held-requests) since then',
  })
  heldAt?: string;
}
