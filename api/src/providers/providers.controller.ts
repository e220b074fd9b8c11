import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendJsonText } from '../common/prepared-json.js';
import { ProviderSearchResultResponse } from './dto/provider-responses.js';
import { SearchProvidersDto } from './dto/search-providers.dto.js';
import { ProviderSearchService } from './provider-search.service.js';

@ApiTags('providers')
@Controller('api/providers')
export class ProvidersController {
  constructor(private readonly directory: ProviderSearchService) {}

  /** The page comes as JSON text (stored cards, 021) and is sent as it is. */
  @Get('search')
  @ApiOkResponse({
    type: ProviderSearchResultResponse,
    isArray: true,
    description: 'Active providers, one page (limit, offset). Header X-Has-More: true|false. Order: relevance (highlighted, display priority, rating, name) or, with near, distance',
  })
  @ApiBadRequestResponse({ description: "A bad parameter; near not found ('We could not find that postcode or suburb'); sort=distance or radiusKm without near" })
  async search(@Query() query: SearchProvidersDto, @Res() res: Response): Promise<void> {
    const page = await this.directory.search(query);
    res.setHeader('X-Has-More', String(page.hasMore));
    res.setHeader('Access-Control-Expose-Headers', 'X-Has-More');
    sendJsonText(res, page.json);
  }
}
