import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { REFERENCE_CACHE } from '../common/cache-control.js';
import { prepareJson, sendJsonText, sendPreparedJson, type PreparedJson } from '../common/prepared-json.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ErrorResponse } from '../common/openapi/error-response.js';
import { PublicGet, PublicPost } from '../common/openapi/operations.js';
import { PlanQuoteDto, PlanQuoteResponseDto } from './dto/plan-quote.dto.js';
import { IndicativePricesResponse } from './dto/pricing-responses.js';
import { indicativePrices } from './indicative-prices.js';
import { PlanQuoteService } from './plan-quote.service.js';
import type { Request, Response } from 'express';

@ApiTags('prices')
@Controller('api')
export class PricingController {
  private indicative: PreparedJson | null = null;

  constructor(
    private readonly catalog: CatalogService,
    private readonly quotes: PlanQuoteService,
  ) {}

  @PublicGet('prices/indicative', {
    summary: "The department's indicative price ranges per service, with source and date (not caps)",
    ok: IndicativePricesResponse,
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The database cannot be reached' })
  listIndicative(@Req() req: Request, @Res() res: Response): void {
    // reference data: fixed in libs/domain, ids from the catalogue read at start
    this.indicative ??= prepareJson(indicativePrices(this.catalog.catalog));
    sendPreparedJson(req, res, this.indicative, REFERENCE_CACHE);
  }

  @PublicPost('plans/quote', {
    summary:
      "A plan priced at each nearby provider's published prices (with near: within radiusKm, or the default rule's radius), complete offers first, then partial offers; providers listing the place first in each",
    ok: { type: PlanQuoteResponseDto, description: 'Header X-Has-More: true|false (another page of quotes exists)' },
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      "perWeek outside 0-168, wrong types or unknown fields, a service listed twice, near not found ('We could not find that postcode or suburb'), radiusKm without near",
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown classification or service id' })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The database cannot be reached' })
  async quote(@Body() body: PlanQuoteDto, @Res() res: Response): Promise<void> {
    const page = await this.quotes.quote(body);
    res.setHeader('X-Has-More', String(page.hasMore));
    res.setHeader('Access-Control-Expose-Headers', 'X-Has-More');
    sendJsonText(res, page.json);
  }
}
