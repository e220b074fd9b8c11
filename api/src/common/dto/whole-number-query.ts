import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { wholeNumberParam } from '../query-transforms.js';

/**
 * An optional whole-number query parameter from `min` to `max` (a page's limit or offset): the same message for
 * every way it can be wrong, and the range documented as it is checked.
 */
export function WholeNumberQuery(name: string, min: number, max: number, defaultValue: number): PropertyDecorator {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  // applyDecorators applies first to last: listed bottom-up, as they would run written above a property.
  return applyDecorators(
    Max(max, { message }),
    Min(min, { message }),
    IsInt({ message }),
    IsOptional(),
    Transform(wholeNumberParam),
    ApiPropertyOptional({ minimum: min, maximum: max, default: defaultValue }),
  );
}
