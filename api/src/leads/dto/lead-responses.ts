import { LEAD_STATUSES, type CalculatorLeadDto, type LeadStatus, type ProviderLeadDto } from '@homeward/domain';
import { ApiProperty } from '@nestjs/swagger';
import { LeadDeliveryResponse } from '../../outbox/dto/lead-delivery.response.js';
import { LeadSelectedServiceDto } from './create-lead.dto.js';

export class CalculatorLeadResponse implements CalculatorLeadDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() postcode: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status: LeadStatus;
  @ApiProperty() serviceLevel: string;
  @ApiProperty() hasReferralId: boolean;
  @ApiProperty({ type: String, nullable: true }) referralId: string | null;
  @ApiProperty({ example: '{"3":4,"11":2}', description: 'JSON text mapping service id to hours per week' }) selectedServices: string;
  @ApiProperty({ type: LeadSelectedServiceDto, isArray: true }) services: LeadSelectedServiceDto[];
  @ApiProperty() totalWeeklyCost: number;
  @ApiProperty() totalQuarterlyCost: number;
  @ApiProperty() selfManagement: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: LeadDeliveryResponse, nullable: true, description: 'Its email to the team; null for a lead stored before delivery existed' }) delivery: LeadDeliveryResponse | null;
}

export class ProviderLeadResponse implements ProviderLeadDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() postcode: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status: LeadStatus;
  @ApiProperty({ type: Number, nullable: true }) providerId: number | null;
  @ApiProperty() providerName: string;
  @ApiProperty() serviceLevel: string;
  @ApiProperty() hasReferralId: boolean;
  @ApiProperty({ type: String, nullable: true }) referralId: string | null;
  @ApiProperty() selfManagement: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: LeadDeliveryResponse, nullable: true, description: 'Its email to the team; null for a lead stored before delivery existed' }) delivery: LeadDeliveryResponse | null;
}
