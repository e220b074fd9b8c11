import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { PriceHistoryDto } from '@homeward/domain';
import { PublicGet } from '../../../common/openapi/operations.js';
import { ErrorResponse } from '../../../common/openapi/error-response.js';
import { providerNotFound } from '../../provider-errors.js';
import { PriceHistoryResponse } from './price-history.responses.js';
import { PriceHistoryService } from './price-history.service.js';

const PROVIDER_ID = /^[1-9]\d{0,9}$/;

@ApiTags('providers')
@Controller('api/providers')
export class PriceHistoryController {
  constructor(private readonly history: PriceHistoryService) {}

  @PublicGet(':id/price-history', { summary: "An active provider's price changes of the last 24 months, each rise as a percentage", ok: PriceHistoryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or inactive provider (or not a provider id)' })
  priceHistory(@Param('id') id: string): Promise<PriceHistoryDto> {
    if (!PROVIDER_ID.test(id) || Number(id) > 2_147_483_647) throw providerNotFound(`Provider ${id.slice(0, 20)} not found`);
    return this.history.history(Number(id));
  }
}
