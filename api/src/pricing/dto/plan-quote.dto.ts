import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  PROVIDER_SEARCH,
  QUOTE_LIMITS,
  RADIUS_OPTIONS_KM,
  STATE_CODES,
  type PlanQuoteRequest,
  type PlanQuoteResponse,
  type PlanQuoteRowDto,
  type ProviderSearchResult,
  type RadiusKm,
} from '@homeward/domain';
import { ProviderSearchResultResponse } from '../../providers/dto/provider-responses.js';
import { PlanSelectionDto } from './plan-selection.dto.js';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || undefined : value);
const stateCode = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' || text.toLowerCase() === 'all' ? undefined : text.toUpperCase();
};

/** The plan (PlanSelectionDto) and where to price it. */
export class PlanQuoteDto extends PlanSelectionDto implements PlanQuoteRequest {
  @ApiPropertyOptional({
    example: '3056',
    maxLength: PROVIDER_SEARCH.nearMaxLength,
    description: 'A postcode or suburb, as in the directory search. Unknown: 400',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'near must be a postcode or suburb' })
  @MaxLength(PROVIDER_SEARCH.nearMaxLength, { message: `near must be at most ${PROVIDER_SEARCH.nearMaxLength} characters` })
  near?: string;

  @ApiPropertyOptional({ enum: RADIUS_OPTIONS_KM, description: 'Needs near' })
  @IsOptional()
  @IsIn(RADIUS_OPTIONS_KM, { message: `radiusKm must be one of: ${RADIUS_OPTIONS_KM.join(', ')}` })
  radiusKm?: RadiusKm;

  @ApiPropertyOptional({ enum: [...STATE_CODES, 'all'] })
  @Transform(stateCode)
  @IsOptional()
  @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` })
  state?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: QUOTE_LIMITS.maxLimit, default: QUOTE_LIMITS.defaultLimit })
  @IsOptional()
  @IsInt({ message: `limit must be a whole number from 1 to ${QUOTE_LIMITS.maxLimit}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${QUOTE_LIMITS.maxLimit}` })
  @Max(QUOTE_LIMITS.maxLimit, { message: `limit must be a whole number from 1 to ${QUOTE_LIMITS.maxLimit}` })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: PROVIDER_SEARCH.maxOffset, default: 0 })
  @IsOptional()
  @IsInt({ message: `offset must be a whole number from 0 to ${PROVIDER_SEARCH.maxOffset}` })
  @Min(0, { message: `offset must be a whole number from 0 to ${PROVIDER_SEARCH.maxOffset}` })
  @Max(PROVIDER_SEARCH.maxOffset, { message: `offset must be a whole number from 0 to ${PROVIDER_SEARCH.maxOffset}` })
  offset?: number;
}

export class CatalogueQuoteResponse {
  @ApiProperty({ example: 298, description: 'The plan at catalogue (indicative median) prices, dollars a week' }) weeklyCost: number;
  @ApiProperty({ example: 3874 }) quarterlyCost: number;
  @ApiPropertyOptional({ example: 1617.43, description: 'Only with classificationId' }) remainingBudget?: number;
}

export class PlanQuoteRowResponse implements PlanQuoteRowDto {
  @ApiProperty({ type: ProviderSearchResultResponse, description: 'The directory card; distanceKm set when near is given' }) provider: ProviderSearchResult;
  @ApiProperty({ example: 290.5, description: "Dollars a week at the provider's standard prices, priced lines only" }) weeklyCost: number;
  @ApiProperty({ example: 3776.5, description: 'weeklyCost x 13' }) quarterlyCost: number;
  @ApiPropertyOptional({ example: 1714.93, description: 'Only with classificationId: quarterly budget minus quarterlyCost (negative when over)' })
  remainingBudget?: number;
  @ApiProperty({ type: Number, isArray: true, description: 'Offered, but no price published' }) unpricedServices: number[];
  @ApiProperty({ type: Number, isArray: true, description: 'Not offered' }) missingServices: number[];
  @ApiProperty({ type: String, nullable: true, description: 'When the price list was last saved (ISO)' }) pricesUpdatedAt: string | null;
}

export class PlanQuoteResponseDto implements PlanQuoteResponse {
  @ApiProperty({ type: CatalogueQuoteResponse }) catalogue: CatalogueQuoteResponse;
  @ApiProperty({ type: PlanQuoteRowResponse, isArray: true }) quotes: PlanQuoteRowResponse[];
}
