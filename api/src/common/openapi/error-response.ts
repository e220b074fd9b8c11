import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every 4xx/5xx the API sends (AllExceptionsFilter, body errors, the same-origin check). */
export class ErrorResponse {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiPropertyOptional({ example: 'Bad Request' }) error?: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'postcode must be 4 digits',
    description: 'What was wrong, in words for a person; a list when several fields were wrong',
  })
  message: string | string[];
}
