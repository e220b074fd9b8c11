import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ListQueryParams } from './list-query.js';

/** The query parameters of every admin list (ra-data-simple-rest); all three are JSON text. */
export class ListQueryDto implements ListQueryParams {
  @ApiPropertyOptional({ example: '["id","ASC"]' }) @IsOptional() @IsString() @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' }) @IsOptional() @IsString() @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"care"}' }) @IsOptional() @IsString() @MaxLength(2000)
  filter?: string;
}
