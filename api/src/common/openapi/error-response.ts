import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMMON_ERROR_CODES, DOMAIN_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@homeward/domain';

/** Every code the API answers with (libs/domain api-errors). */
export const API_ERROR_CODES: readonly ApiErrorCode[] = [...Object.values(COMMON_ERROR_CODES), ...Object.values(DOMAIN_ERROR_CODES)];

/** The body of every 4xx/5xx the API sends (AllExceptionsFilter, body errors, the same-origin check). */
export class ErrorResponse implements ApiErrorBody {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({
    enum: API_ERROR_CODES,
    enumName: 'ApiErrorCode',
    example: 'VALIDATION_FAILED',
    description: 'A stable word for the kind of error, for a client to branch on (the message is for a person)',
  })
  code: ApiErrorCode;
  @ApiPropertyOptional({ example: 'Bad Request' }) error?: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'postcode must be 4 digits',
    description: 'What was wrong, in words for a person; a list when several fields were wrong',
  })
  message: string | string[];
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { postcode: 'postcode must be 4 digits' },
    description: "Each bad field's path (as 'prices.0.standard') with what is wrong with it",
  })
  fields?: Record<string, string>;
}
