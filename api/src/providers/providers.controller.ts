import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { NEAR_MESSAGES, PROVIDER_SEARCH, type ProviderProfileDto } from '@homeward/domain';
import { LocationsService } from '../locations/locations.service.js';
import { PublicGet } from '../common/openapi/operations.js';
import { sendJsonText } from '../common/prepared-json.js';
import { ErrorResponse } from '../common/openapi/error-response.js';
import { apiError } from '../common/api-error.js';
import { ProviderProfileService } from './provider-profile.service.js';
import { DirectorySearch } from './search/directory-search.js';
import { SearchProvidersDto } from './dto/search-providers.dto.js';
import { ProviderSearchResultResponse } from './dto/provider-responses.js';
import { ProviderProfileResponse } from './dto/provider-profile-response.js';
import { providerNotFound, unknownPlace } from './provider-errors.js';
import type { Response } from 'express';

@ApiTags('providers')
@Controller('api/providers')
export class ProvidersController {
  constructor(
    private readonly directory: DirectorySearch,
    private readonly profiles: ProviderProfileService,
    private readonly locations: LocationsService,
  ) {}

  /** The page comes as JSON text (stored cards, each with its priceFrom) and is sent as it is. */
  @PublicGet('search', {
    summary: 'Search the provider directory (text, state, service, near a postcode or suburb)',
    ok: {
      type: ProviderSearchResultResponse,
      isArray: true,
      description:
        'Active providers, one page (limit, offset). Header X-Has-More: true|false; with a radius, X-Radius-Km: the radius searched (radiusKm=auto: the default rule); with a service, language, need or intake filter, X-Not-Told-Count: how many more match the rest of the search but have not told us that detail (includeNotTold=true lists them). Order: relevance (highlighted, display priority, rating, name) or, with near, distance (with a radius, providers whose service areas name the place first)',
    },
  })
  @ApiBadRequestResponse({
    description: "A bad parameter; near not found ('We could not find that postcode or suburb'); sort=distance or radiusKm without near",
  })
  async search(@Query() query: SearchProvidersDto, @Res() res: Response): Promise<void> {
    const page = await this.directory.search(query);
    res.setHeader('X-Has-More', String(page.hasMore));
    const exposed = ['X-Has-More'];
    if (page.radiusKm !== undefined) {
      res.setHeader('X-Radius-Km', String(page.radiusKm));
      exposed.push('X-Radius-Km');
    }
    if (page.notToldCount !== undefined) {
      res.setHeader('X-Not-Told-Count', String(page.notToldCount));
      exposed.push('X-Not-Told-Count');
    }
    res.setHeader('Access-Control-Expose-Headers', exposed.join(', '));
    sendJsonText(res, `[${page.cards.join(',')}]`);
  }

  /** After 'search' so that /api/providers/search is not read as an id. */
  @PublicGet(':id', { summary: "An active provider's public profile with its price list", ok: ProviderProfileResponse })
  @ApiQuery({ name: 'near', required: false, description: "A postcode or suburb: the offices' distances from it, nearest first" })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or inactive provider (or not a provider id)' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: "near not found ('We could not find that postcode or suburb')" })
  async profile(@Param('id') id: string, @Query('near') near?: unknown): Promise<ProviderProfileDto> {
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw providerNotFound(`Provider ${id.slice(0, 20)} not found`);
    if (near !== undefined && (typeof near !== 'string' || near.length > PROVIDER_SEARCH.nearMaxLength)) {
      const message = `near must be a postcode or suburb of at most ${PROVIDER_SEARCH.nearMaxLength} characters`;
      throw apiError(400, 'VALIDATION_FAILED', message, { near: message });
    }
    const place = near?.trim() ? await this.locations.resolvePlace(near) : null;
    if (near?.trim() && !place) throw unknownPlace(NEAR_MESSAGES.unknownPlace);
    return this.profiles.profile(Number(id), place?.centre);
  }
}
