import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsPositive, IsString, MaxLength, MinLength } from 'class-validator';
import { LEAD_ERASURE_LIMITS } from '@homeward/domain';

/** A privacy request: which leads, and why (kept in the audit trail). */
export class EraseLeadsDto {
  @ApiProperty({ type: Number, isArray: true, example: [12, 13], maxItems: LEAD_ERASURE_LIMITS.maxIdsPerRequest })
  @IsArray({ message: 'ids must be a list of lead ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one lead' })
  @ArrayMaxSize(LEAD_ERASURE_LIMITS.maxIdsPerRequest)
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @IsPositive({ each: true, message: 'ids must be whole numbers' })
  ids: number[];

  @ApiProperty({
    example: 'Asked by email on 3 March to delete her details',
    minLength: LEAD_ERASURE_LIMITS.reasonMinLength,
    maxLength: LEAD_ERASURE_LIMITS.reasonMaxLength,
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason is required' })
  @MinLength(LEAD_ERASURE_LIMITS.reasonMinLength, { message: `reason must be at least ${LEAD_ERASURE_LIMITS.reasonMinLength} characters` })
  @MaxLength(LEAD_ERASURE_LIMITS.reasonMaxLength)
  reason: string;
}

export class EraseLeadsResponse {
  @ApiProperty({ type: Number, isArray: true, description: 'Leads erased now' }) erased: number[];
  @ApiProperty({ type: Number, isArray: true, description: 'Leads that were already erased (left as they were)' }) alreadyErased: number[];
}
