import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * A free-text note someone may leave out: blank is null (it clears the note), otherwise text of at most
 * `maxLength` characters; `message` for either mistake (class-validator's own without it).
 */
export function OptionalNote(maxLength: number, message?: string): PropertyDecorator {
  const options = message === undefined ? undefined : { message };
  // Listed in the order the written stack applied them (the bottom one first), so errors come in the same order.
  return applyDecorators(
    MaxLength(maxLength, options),
    IsString(options),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value)),
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
  );
}
