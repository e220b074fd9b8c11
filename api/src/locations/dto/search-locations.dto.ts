import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LOCATION_SEARCH, POSTCODE_MESSAGES, POSTCODE_PATTERN } from '@homeward/domain';
import { wholeNumberParam } from '../../common/query-transforms.js';

export class SearchLocationsDto {
  @ApiProperty({ description: 'The start of a postcode or of a suburb name (case-insensitive)', example: 'Bruns', maxLength: LOCATION_SEARCH.queryMaxLength })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'query must be text' })
  @IsNotEmpty({ message: 'query must not be empty' })
  @MaxLength(LOCATION_SEARCH.queryMaxLength, { message: `query must be at most ${LOCATION_SEARCH.queryMaxLength} characters` })
  query: string;

  @ApiPropertyOptional({ minimum: 1, maximum: LOCATION_SEARCH.maxLimit, default: LOCATION_SEARCH.defaultLimit })
  @Transform(wholeNumberParam)
  @IsOptional()
  @IsInt({ message: `limit must be a whole number from 1 to ${LOCATION_SEARCH.maxLimit}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${LOCATION_SEARCH.maxLimit}` })
  @Max(LOCATION_SEARCH.maxLimit, { message: `limit must be a whole number from 1 to ${LOCATION_SEARCH.maxLimit}` })
  limit?: number;
}

export class PostcodeParamDto {
  @ApiProperty({ example: '3056' })
  @Matches(POSTCODE_PATTERN, { message: POSTCODE_MESSAGES.api })
  postcode: string;
}
