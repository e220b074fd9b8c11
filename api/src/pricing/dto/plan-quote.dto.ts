import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  PROVIDER_SEARCH,
  QUOTE_LIMITS,
  RADIUS_OPTIONS_KM,
  STATE_CODES,
  type PlanQuoteRequest,
  type PlanQuoteResponse,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
  type PlanQuoteRowDto,
  type ProviderSearchResult,
  type RadiusKm,
} from '@homeward/domain';
import { ProviderSearchResultResponse } from '../../providers/dto/provider-responses.js';
import { NearInBody } from '../../providers/dto/search-providers.dto.js';
import { AcceptingNewClientsQuery, DiverseNeedsQuery, LanguagesQuery } from '../../providers/dto/provider-attribute-fields.js';
import { PlanSelectionDto } from './plan-selection.dto.js';

const stateCode = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' || text.toLowerCase() === 'all' ? undefined : text.toUpperCase();
};

/** The plan (PlanSelectionDto) and where to price it. */
export class PlanQuoteDto extends PlanSelectionDto implements PlanQuoteRequest {
  @NearInBody()
  near?: string;

  @ApiPropertyOptional({
    enum: RADIUS_OPTIONS_KM,
    description:
      'Needs near. Absent with near: the default radius rule (from 50 km, the smallest listed radius holding the three nearest providers offering the whole plan), answered in radiusKm',
  })
  @IsOptional()
  @IsIn(RADIUS_OPTIONS_KM, { message: `radiusKm must be one of: ${RADIUS_OPTIONS_KM.join(', ')}` })
  radiusKm?: RadiusKm;

  @ApiPropertyOptional({ enum: [...STATE_CODES, 'all'] })
  @Transform(stateCode)
  @IsOptional()
  @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` })
  state?: string;

  // The directory's filters, with its names and rules: any of the codes within one, all together.
  @LanguagesQuery() languages?: LanguageCode[];

  @DiverseNeedsQuery() diverseNeeds?: DiverseNeedCode[];

  @AcceptingNewClientsQuery() acceptingNewClients?: AcceptingNewClients[];

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
  @ApiPropertyOptional({
    example: 1617.43,
    description: 'Only with classificationId: what is left of the quarterly budget after care management (10%) and quarterlyCost (negative when over)',
  })
  remainingBudget?: number;
}

export class PlanQuoteRowResponse implements PlanQuoteRowDto {
  @ApiProperty({ type: ProviderSearchResultResponse, description: 'The directory card; distanceKm set when near is given' }) provider: ProviderSearchResult;
  @ApiProperty({ example: 290.5, description: "Dollars a week at the provider's standard prices, priced lines only" }) weeklyCost: number;
  @ApiProperty({ example: 3776.5, description: 'weeklyCost x 13' }) quarterlyCost: number;
  @ApiPropertyOptional({
    example: 1714.93,
    description: 'Only with classificationId: what is left of the quarterly budget after care management (10%) and quarterlyCost (negative when over)',
  })
  remainingBudget?: number;
  @ApiProperty({ type: Number, isArray: true, description: 'Offered, but no price published' }) unpricedServices: number[];
  @ApiProperty({ type: Number, isArray: true, description: 'Not offered' }) missingServices: number[];
  @ApiProperty({ type: String, nullable: true, description: 'When the price list was last saved (ISO)' }) pricesUpdatedAt: string | null;
}

export class PlanQuoteResponseDto implements PlanQuoteResponse {
  @ApiProperty({ type: CatalogueQuoteResponse }) catalogue: CatalogueQuoteResponse;
  @ApiProperty({
    type: PlanQuoteRowResponse,
    isArray: true,
    description:
      'Complete offers (every service offered and priced) before partial ones; within each, providers whose service areas name the place first; complete ones cheapest first, partial ones covering more of the plan first, then cheapest',
  })
  quotes: PlanQuoteRowResponse[];
  @ApiPropertyOptional({
    type: ProviderSearchResultResponse,
    isArray: true,
    description: 'Only with near: organisations nearby without prices for this plan with us, nearest first (at most 10), to ask',
  })
  toAsk?: ProviderSearchResultResponse[];
  @ApiPropertyOptional({ example: 50, description: 'Only with near: the radius (km) the providers were looked for in, asked for or by the default rule' })
  radiusKm?: number;
}
