import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsOptional, IsPositive } from 'class-validator';
import { COMPARE_LIMITS, COMPARE_MESSAGES, QUOTE_LIMITS, type CompareRequest } from '@homeward/domain';
import { NestedList } from '../../common/dto/nested-list.js';
import { QuoteLineDto } from '../../common/dto/quote-line.dto.js';
import { NearInBody } from '../dto/search-providers.dto.js';

/** POST /api/providers/compare: up to 4 providers, optionally from a place and for the family's plan. */
export class CompareRequestDto implements CompareRequest {
  @ApiProperty({
    type: Number,
    isArray: true,
    minItems: COMPARE_LIMITS.minProviders,
    maxItems: COMPARE_LIMITS.maxProviders,
    example: [12, 40, 7],
    description: 'The providers, each once; the columns come back in this order',
  })
  @IsArray({ message: COMPARE_MESSAGES.providerIds })
  @ArrayMinSize(COMPARE_LIMITS.minProviders, { message: COMPARE_MESSAGES.providerIds })
  @ArrayMaxSize(COMPARE_LIMITS.maxProviders, { message: COMPARE_MESSAGES.providerIds })
  @ArrayUnique({ message: COMPARE_MESSAGES.duplicate })
  @IsInt({ each: true, message: COMPARE_MESSAGES.providerIds })
  @IsPositive({ each: true, message: COMPARE_MESSAGES.providerIds })
  providerIds: number[];

  @NearInBody()
  near?: string;

  @ApiPropertyOptional({ example: 3, description: "With a plan: what is left of the classification's quarterly budget" })
  @IsOptional()
  @IsInt({ message: 'classificationId must be a classification id' })
  @IsPositive({ message: 'classificationId must be a classification id' })
  classificationId?: number;

  @ApiPropertyOptional({ type: QuoteLineDto, isArray: true, maxItems: QUOTE_LIMITS.maxServices, description: 'The plan, as the plan quote takes it' })
  @IsOptional()
  @NestedList(() => QuoteLineDto, QUOTE_LIMITS.maxServices)
  selectedServices?: QuoteLineDto[];
}
