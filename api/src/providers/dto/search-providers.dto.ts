import { STATE_CODES } from '@homeward/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';

const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export class SearchProvidersDto {
  @ApiPropertyOptional({ description: 'Text in the business name or description (case-insensitive)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(100)
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
  @ArrayMaxSize(20)
  @IsInt({ each: true, message: 'services must be comma-joined service ids' })
  @IsPositive({ each: true, message: 'services must be comma-joined service ids' })
  services?: number[];
}
