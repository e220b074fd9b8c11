import { Controller } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { MonthFigures, PartnerFiguresDto } from '@homeward/domain';
import { PartnerGet } from '../common/openapi/operations.js';
import { CurrentUser, type PartnerActor } from '../common/current-user.js';
import { PartnerFiguresService } from './partner-figures.service.js';

class MonthFiguresResponse implements MonthFigures {
  @ApiProperty({ example: '2026-10' }) month: string;
  @ApiProperty() leads: number;
  @ApiProperty({ type: Number, nullable: true, example: 0.75, description: 'Share (0-1) of the judged leads contacted within 2 business days' })
  contactedInTimeShare: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 5.5, description: 'Median hours from arrival to first contact' }) medianHoursToFirstContact:
    number | null;
  @ApiPropertyOptional({ example: 1, description: 'Leads past their deadline or contacted: the share is of these' }) due?: number;
  @ApiPropertyOptional({ example: 1, description: 'Of those due, contacted by the deadline' }) contactedInTime?: number;
  @ApiPropertyOptional({ example: 1, description: 'Still new and inside their 2 business days: neither met nor missed yet' }) stillWithinTime?: number;
}

class PartnerFiguresResponse implements PartnerFiguresDto {
  @ApiProperty({ example: 'Australia/Sydney' }) timeZone: string;
  @ApiProperty({ type: MonthFiguresResponse, isArray: true, description: '12 months, oldest first' }) months: MonthFigures[];
}

@ApiTags('partner')
@Controller('api/partner/figures')
export class PartnerFiguresController {
  constructor(private readonly figures: PartnerFiguresService) {}

  @PartnerGet(undefined, {
    summary: 'Leads per month, the share contacted within 2 business days and the median time to first contact, for 12 months',
    ok: PartnerFiguresResponse,
  })
  get(@CurrentUser() partner: PartnerActor): Promise<PartnerFiguresDto> {
    return this.figures.figures(partner.providerId);
  }
}
