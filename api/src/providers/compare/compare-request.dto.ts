import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsNumber, IsOptional, IsPositive, Max, Min } from 'class-validator';
import { COMPARE_LIMITS, COMPARE_MESSAGES, PROVIDER_SEARCH, QUOTE_LIMITS, type CompareRequest } from '@homeward/domain';
import { NestedList } from '../../common/dto/nested-list.js';
import { NearPlace } from '../dto/search-providers.dto.js';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || undefined : value);

/** One line of the plan, with the plan quote's rules (providers never import pricing, so its line is written here too). */
export class CompareLineDto {
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

  @ApiPropertyOptional({
    example: '3056',
    maxLength: PROVIDER_SEARCH.nearMaxLength,
    description: 'A postcode or suburb, as in the directory search. Unknown: 400',
  })
  @Transform(trimToUndefined)
  @NearPlace()
  near?: string;

  @ApiPropertyOptional({ example: 3, description: "With a plan: what is left of the classification's quarterly budget" })
  @IsOptional()
  @IsInt({ message: 'classificationId must be a classification id' })
  @IsPositive({ message: 'classificationId must be a classification id' })
  classificationId?: number;

  @ApiPropertyOptional({ type: CompareLineDto, isArray: true, maxItems: QUOTE_LIMITS.maxServices, description: 'The plan, as the plan quote takes it' })
  @IsOptional()
  @NestedList(() => CompareLineDto, QUOTE_LIMITS.maxServices)
  selectedServices?: CompareLineDto[];
}
