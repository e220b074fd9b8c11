import { ApiProperty } from '@nestjs/swagger';
import { LEAD_DELIVERY_STATUSES, type LeadDeliveryDto, type LeadDeliveryStatus } from '@homeward/domain';

export class LeadDeliveryResponse implements LeadDeliveryDto {
  @ApiProperty({
    enum: LEAD_DELIVERY_STATUSES,
    description: 'queued: waiting for its next attempt; sending: a sender holds it; sent; failed: gave up after the attempt limit',
  })
  status: LeadDeliveryStatus;
  @ApiProperty({ description: 'Attempts so far (reset by "Send again")' }) attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time of the next attempt while queued' }) nextAttemptAt: string | null;
  @ApiProperty({ type: String, nullable: true }) sentAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed (SMTP reply or connection error)' }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Address of the last attempt' }) recipient: string | null;
}
