import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CompareResponse } from '@homeward/domain';
import { PublicOperation } from '../../common/openapi/decorators.js';
import { ErrorResponse } from '../../common/openapi/error-response.js';
import { ProviderTrustResponse } from '../notices/notice-dtos.js';
import { COMPARE_RESPONSE_SCHEMA } from './compare-response.schema.js';
import { CompareRequestDto } from './compare-request.dto.js';
import { CompareService } from './compare.service.js';

@ApiTags('providers')
@ApiExtraModels(ProviderTrustResponse)
@Controller('api/providers')
export class CompareController {
  constructor(private readonly compareService: CompareService) {}

  @Post('compare')
  @HttpCode(200)
  @PublicOperation({
    summary: 'Up to 4 providers side by side: prices (for the plan when given), distance, services, intake, response record, price rises and the trust panel',
    description: 'Every row is { value, unknown }: a listing its provider has not claimed says what is not known, never a blank.',
  })
  @ApiOkResponse({ schema: COMPARE_RESPONSE_SCHEMA })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      "providerIds not 1-4 different ids, a service listed twice, perWeek outside 0-168, near not found ('We could not find that postcode or suburb')",
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'A provider id that is unknown or inactive (named), an unknown classification or service' })
  compare(@Body() body: CompareRequestDto): Promise<CompareResponse> {
    return this.compareService.compare(body);
  }
}
