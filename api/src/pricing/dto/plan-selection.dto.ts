import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsPositive } from 'class-validator';
import { QUOTE_LIMITS, type LeadPlanInput } from '@homeward/domain';
import { NestedList } from '../../common/dto/nested-list.js';
import { QuoteLineDto } from '../../common/dto/quote-line.dto.js';

/**
 * A calculator plan: the classification and the services with their quantities. One set of rules for the plan
 * quote's body and the plan a provider lead carries, so both refuse the same input with the same messages.
 */
export class PlanSelectionDto implements LeadPlanInput {
  @ApiPropertyOptional({ example: 3, description: "With it, the figures include what is left of the classification's quarterly budget" })
  @IsOptional()
  @IsInt()
  @IsPositive()
  classificationId?: number;

  @ApiProperty({ type: QuoteLineDto, isArray: true, maxItems: QUOTE_LIMITS.maxServices })
  @NestedList(() => QuoteLineDto, QUOTE_LIMITS.maxServices)
  selectedServices: QuoteLineDto[];
}
