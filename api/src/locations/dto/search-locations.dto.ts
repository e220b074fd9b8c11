import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { LOCATION_SEARCH, POSTCODE_MESSAGES, POSTCODE_PATTERN } from '@homeward/domain';
import { WholeNumberQuery } from '../../common/dto/whole-number-query.js';

export class SearchLocationsDto {
  @ApiProperty({ description: 'The start of a postcode or of a suburb name (case-insensitive)', example: 'Bruns', maxLength: LOCATION_SEARCH.queryMaxLength })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'query must be text' })
  @IsNotEmpty({ message: 'query must not be empty' })
  @MaxLength(LOCATION_SEARCH.queryMaxLength, { message: `query must be at most ${LOCATION_SEARCH.queryMaxLength} characters` })
  query: string;

  @WholeNumberQuery('limit', 1, LOCATION_SEARCH.maxLimit, LOCATION_SEARCH.defaultLimit)
  limit?: number;
}

export class PostcodeParamDto {
  @ApiProperty({ example: '3056' })
  @Matches(POSTCODE_PATTERN, { message: POSTCODE_MESSAGES.api })
  postcode: string;
}
