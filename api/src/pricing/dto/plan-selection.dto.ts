import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsPositive, Max, Min } from 'class-validator';
import { QUOTE_LIMITS, type LeadPlanInput } from '@homeward/domain';
import { NestedList } from '../../common/dto/nested-list.js';

/** One line of the plan: like /api/calculate's, with the quantity in the service's unit (hours, trips or meals a week). */
export class QuoteLineDto {
  @ApiProperty({ example: 6 })
  @IsInt()
  @IsPositive()
  serviceId: number;

  @ApiProperty({
    example: 4,
    minimum: QUOTE_LIMITS.minPerWeek,
    maximum: QUOTE_LIMITS.maxPerWeek,
    description: "Units a week: hours, trips or meals (the service's unit)",
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(QUOTE_LIMITS.minPerWeek)
  @Max(QUOTE_LIMITS.maxPerWeek)
  perWeek: number;
}

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
