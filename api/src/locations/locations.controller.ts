import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LOCATION_SEARCH, type LocationDto } from '@homeward/domain';
import { PublicOperation } from '../common/openapi/decorators.js';
import { REFERENCE_CACHE } from '../common/cache-control.js';
import { LocationResponse } from './dto/location-responses.js';
import { PostcodeParamDto, SearchLocationsDto } from './dto/search-locations.dto.js';
import { LocationsService } from './locations.service.js';

@ApiTags('locations')
@Controller('api/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @PublicOperation({ summary: 'Find Australian localities by postcode or suburb name' })
  @Header('Cache-Control', REFERENCE_CACHE)
  @ApiOkResponse({
    type: LocationResponse,
    isArray: true,
    description: 'Localities whose postcode or name starts with query: exact matches first, then alphabetical',
  })
  @ApiBadRequestResponse({ description: 'query empty or too long; limit not 1-20' })
  search(@Query() query: SearchLocationsDto): Promise<LocationDto[]> {
    return this.locations.search(query.query, query.limit ?? LOCATION_SEARCH.defaultLimit);
  }

  @Get(':postcode')
  @PublicOperation({ summary: "One postcode's localities" })
  @Header('Cache-Control', REFERENCE_CACHE)
  @ApiOkResponse({ type: LocationResponse, isArray: true, description: "The postcode's localities, alphabetical" })
  @ApiNotFoundResponse({ description: 'No such Australian postcode' })
  byPostcode(@Param() params: PostcodeParamDto): Promise<LocationDto[]> {
    return this.locations.byPostcode(params.postcode);
  }
}
