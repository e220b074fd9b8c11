import { Controller, Header } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { officialFactsReview, type OfficialFactReviewDto, type OfficialFactsReviewDto } from '@homeward/domain';
import { AdminGet } from '../common/openapi/operations.js';
import { OfficialCalendar } from './official-calendar.js';

export class OfficialFactReviewResponse implements OfficialFactReviewDto {
  @ApiProperty({ example: 'lifetime-contribution-cap' }) id: string;
  @ApiProperty({ example: 'Lifetime cap on contributions' }) label: string;
  @ApiProperty() source: string;
  @ApiProperty({ example: 'https://www.servicesaustralia.gov.au/annual-lifetime-and-time-limited-caps-for-aged-care' }) sourceUrl: string;
  @ApiProperty({ format: 'date', description: 'The date the figure took effect or was published' }) asOf: string;
  @ApiProperty({ format: 'date', description: 'The date it was next due to change or be checked' }) reviewBy: string;
  @ApiProperty({ type: String, nullable: true, description: 'Its entry on /updates (the anchor), or null' }) updateId: string | null;
}

export class OfficialFactsReviewResponse implements OfficialFactsReviewDto {
  @ApiProperty({ format: 'date', description: 'Today in Sydney (or FACTS_DATE): the date the review dates were compared with' }) on: string;
  @ApiProperty({ description: 'How many official figures are past their review date' }) dueCount: number;
  @ApiProperty({ type: () => OfficialFactReviewResponse, isArray: true, description: 'The figures due for review, the longest overdue first' })
  due: OfficialFactReviewResponse[];
}

@ApiTags('admin')
@Controller('api/admin/official-facts')
export class AdminOfficialFactsController {
  constructor(private readonly calendar: OfficialCalendar) {}

  @AdminGet(undefined, {
    summary: 'The official figures due for review',
    description:
      'Each official figure in libs/domain past its reviewBy date, with its source: the team checks them and updates the facts (README, "Updating an official figure").',
    ok: OfficialFactsReviewResponse,
  })
  @Header('Cache-Control', 'no-store')
  review(): OfficialFactsReviewDto {
    return officialFactsReview(this.calendar.today());
  }
}
