import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNumber, IsPositive, Max, Min } from 'class-validator';
import { QUOTE_LIMITS } from '@homeward/domain';

/** One line of a plan (the quote's, a lead's, the comparison's): like /api/calculate's, with the quantity in the service's unit (hours, trips or meals a week). */
export class QuoteLineDto {
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
