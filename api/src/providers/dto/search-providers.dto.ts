import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';
import {
  AUTO_RADIUS,
  PROVIDER_SEARCH,
  PROVIDER_SORTS,
  RADIUS_OPTIONS_KM,
  STATE_CODES,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
  type ProviderSort,
  type RadiusKm,
} from '@homeward/domain';
import { textParam, wholeNumberParam } from '../../common/query-transforms.js';
import { WholeNumberQuery } from '../../common/dto/whole-number-query.js';
import { AcceptingNewClientsQuery, DiverseNeedsQuery, LanguagesQuery } from './provider-attribute-fields.js';

const RADIUS_CHOICES = [...RADIUS_OPTIONS_KM, AUTO_RADIUS] as const;

/** A query switch that is on only when sent as true: 'true' turns it on; 'false' or empty leaves it off. */
const TrueOnlyQuery = (name: string, description: string): PropertyDecorator =>
  // Listed bottom-up (applyDecorators applies first to last), as they would run written above a property.
  applyDecorators(
    IsIn([true], { message: `${name} must be true or false` }),
    IsOptional(),
    Transform(({ value }) => (value === 'true' ? true : value === 'false' || value === '' ? undefined : value)),
    ApiPropertyOptional({ type: Boolean, description }),
  );

/** What near may be, in the directory search and in a plan quote (which finds providers the same way): a postcode or suburb, optional. */
export const NearPlace = (): PropertyDecorator =>
  // Listed bottom-up (applyDecorators applies first to last), as they would run written above a property.
  applyDecorators(
    MaxLength(PROVIDER_SEARCH.nearMaxLength, { message: `near must be at most ${PROVIDER_SEARCH.nearMaxLength} characters` }),
    IsString({ message: 'near must be a postcode or suburb' }),
    IsOptional(),
  );
const collapseToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || undefined : value);

/** near in a request body (a plan quote, a comparison): trimmed with its spaces collapsed, blank left out, then as NearPlace. */
export const NearInBody = (): PropertyDecorator =>
  applyDecorators(
    NearPlace(),
    Transform(collapseToUndefined),
    ApiPropertyOptional({
      example: '3056',
      maxLength: PROVIDER_SEARCH.nearMaxLength,
      description: 'A postcode or suburb, as in the directory search. Unknown: 400',
    }),
  );
const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export class SearchProvidersDto {
  @ApiPropertyOptional({ description: 'Text in the business name or description (case-insensitive)' })
  @Transform(textParam)
  @IsOptional()
  @IsString()
  @MaxLength(PROVIDER_SEARCH.qMaxLength)
  q?: string;

  @ApiPropertyOptional({ enum: [...STATE_CODES, 'all'] })
  @Transform(({ value }) => {
    const v = blankToUndefined({ value });
    if (typeof v !== 'string') return v;
    return v.toLowerCase() === 'all' ? undefined : v.toUpperCase();
  })
  @IsOptional()
  @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` })
  state?: string;

  @ApiPropertyOptional({ type: String, description: 'Comma-joined service ids; a provider must offer all of them', example: '1,4' })
  @Transform(({ value }) => {
    const v = blankToUndefined({ value });
    if (typeof v !== 'string') return v;
    if (v.toLowerCase() === 'all') return undefined;
    return v.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : part));
  })
  @IsOptional()
  @IsArray({ message: 'services must be comma-joined service ids' })
  @ArrayMaxSize(PROVIDER_SEARCH.maxServices)
  @IsInt({ each: true, message: 'services must be comma-joined service ids' })
  @IsPositive({ each: true, message: 'services must be comma-joined service ids' })
  services?: number[];

  @ApiPropertyOptional({
    description:
      "Near-me: a 4-digit postcode, or a suburb optionally followed by a state code and/or a postcode ('Brunswick', 'Brunswick VIC', 'Brunswick VIC 3056'). Unknown: 400",
    example: 'Brunswick VIC 3056',
    maxLength: PROVIDER_SEARCH.nearMaxLength,
  })
  @Transform(textParam)
  @NearPlace()
  near?: string;

  @ApiPropertyOptional({
    type: String,
    enum: RADIUS_CHOICES.map(String),
    description:
      "Only providers within this many km of near (plus those whose service areas cover it). 'auto': the default radius rule (from 50 km, " +
      'the smallest listed radius holding the three nearest matching providers), answered in the X-Radius-Km header. ' +
      'With sort=distance and a radius, providers whose service areas name the place come first. Needs near',
  })
  @Transform(wholeNumberParam)
  @IsOptional()
  @IsIn(RADIUS_CHOICES, { message: `radiusKm must be one of: ${RADIUS_CHOICES.join(', ')}` })
  radiusKm?: RadiusKm | typeof AUTO_RADIUS;

  @ApiPropertyOptional({
    enum: PROVIDER_SORTS,
    default: 'relevance',
    description:
      'relevance: highlighted, priority, rating, name. distance: nearest first, ties by id (featured plays no part); with a radius, providers whose service areas name the place first (needs near)',
  })
  @Transform(textParam)
  @IsOptional()
  @IsIn(PROVIDER_SORTS, { message: `sort must be one of: ${PROVIDER_SORTS.join(', ')}` })
  sort?: ProviderSort;

  @WholeNumberQuery('limit', 1, PROVIDER_SEARCH.maxLimit, PROVIDER_SEARCH.defaultLimit)
  limit?: number;

  @WholeNumberQuery('offset', 0, PROVIDER_SEARCH.maxOffset, 0)
  offset?: number;

  @TrueOnlyQuery(
    'includeNotTold',
    'With a service, language, need or intake filter: also list the providers that have not told us that detail (listings from the government list)',
  )
  includeNotTold?: boolean;

  @TrueOnlyQuery(
    'hideWithCurrentNotice',
    'true: leave out providers with a notice from the Aged Care Quality and Safety Commission in force (off by default; each card says hasCurrentNotice)',
  )
  hideWithCurrentNotice?: boolean;

  @LanguagesQuery() languages?: LanguageCode[];
  @DiverseNeedsQuery() diverseNeeds?: DiverseNeedCode[];
  @AcceptingNewClientsQuery() acceptingNewClients?: AcceptingNewClients[];
}

/** A search with its radius worked out (DirectorySearch resolves 'auto' before the engine sees it). */
export type ResolvedSearchQuery = Omit<SearchProvidersDto, 'radiusKm'> & { radiusKm?: RadiusKm };
