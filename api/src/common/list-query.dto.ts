import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LIST_QUERY_LIMITS } from '@homeward/domain';
import type { ListQueryParams } from './list-query.js';

/** The query parameters of every admin list (ra-data-simple-rest); all three are JSON text. */
export class ListQueryDto implements ListQueryParams {
  @ApiPropertyOptional({ example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(LIST_QUERY_LIMITS.sortMaxLength)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(LIST_QUERY_LIMITS.rangeMaxLength)
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"care"}' })
  @IsOptional()
  @IsString()
  @MaxLength(LIST_QUERY_LIMITS.filterMaxLength)
  filter?: string;
}
