import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProviderProfileDto } from '@homeward/domain';
import { PublicOperation } from '../common/openapi/decorators.js';
import { sendJsonText } from '../common/prepared-json.js';
import { ErrorResponse } from '../common/openapi/error-response.js';
import { ProviderProfileService } from './provider-profile.service.js';
import { DirectorySearch } from './search/directory-search.js';
import { SearchProvidersDto } from './dto/search-providers.dto.js';
import { ProviderSearchResultResponse } from './dto/provider-responses.js';
import { ProviderProfileResponse } from './dto/provider-profile-response.js';
import type { Response } from 'express';

@ApiTags('providers')
@Controller('api/providers')
export class ProvidersController {
  constructor(
    private readonly directory: DirectorySearch,
    private readonly profiles: ProviderProfileService,
  ) {}

  /** The page comes as JSON text (stored cards, 021; each with its priceFrom, 025) and is sent as it is. */
  @Get('search')
  @PublicOperation({ summary: 'Search the provider directory (text, state, service, near a postcode or suburb)' })
  @ApiOkResponse({
    type: ProviderSearchResultResponse,
    isArray: true,
    description:
      'Active providers, one page (limit, offset). Header X-Has-More: true|false; with a radius, X-Radius-Km: the radius searched (radiusKm=auto: the default rule). Order: relevance (highlighted, display priority, rating, name) or, with near, distance (with a radius, providers whose service areas name the place first)',
  })
  @ApiBadRequestResponse({
    description: "A bad parameter; near not found ('We could not find that postcode or suburb'); sort=distance or radiusKm without near",
  })
  async search(@Query() query: SearchProvidersDto, @Res() res: Response): Promise<void> {
    const page = await this.directory.search(query);
    res.setHeader('X-Has-More', String(page.hasMore));
    if (page.radiusKm !== undefined) res.setHeader('X-Radius-Km', String(page.radiusKm));
    res.setHeader('Access-Control-Expose-Headers', page.radiusKm !== undefined ? 'X-Has-More, X-Radius-Km' : 'X-Has-More');
    sendJsonText(res, `[${page.cards.join(',')}]`);
  }

  /** After 'search' so that /api/providers/search is not read as an id. */
  @Get(':id')
  @ApiOperation({ summary: "An active provider's public profile with its price list" })
  @ApiOkResponse({ type: ProviderProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or inactive provider (or not a provider id)' })
  profile(@Param('id') id: string): Promise<ProviderProfileDto> {
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new NotFoundException(`Provider ${id.slice(0, 20)} not found`);
    return this.profiles.profile(Number(id));
  }
}
