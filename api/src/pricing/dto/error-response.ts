import { ApiProperty } from '@nestjs/swagger';

/** The error body every route answers with (AllExceptionsFilter): validation errors list one message per field. */
export class PricingErrorResponse {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['selectedServices.0.perWeek must not be greater than 168'],
  })
  message: string | string[];
  @ApiProperty({ example: 'Bad Request', required: false }) error?: string;
}
