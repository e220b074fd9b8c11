import { Controller, Header, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { LOCATION_SEARCH, type LocationDto } from '@homeward/domain';
import { PublicGet } from '../common/openapi/operations.js';
import { REFERENCE_CACHE } from '../common/cache-control.js';
import { LocationResponse } from './dto/location-responses.js';
import { PostcodeParamDto, SearchLocationsDto } from './dto/search-locations.dto.js';
import { LocationsService } from './locations.service.js';

@ApiTags('locations')
@Controller('api/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @PublicGet(undefined, {
    summary: 'Find Australian localities by postcode or suburb name',
    ok: { type: LocationResponse, isArray: true, description: 'Localities whose postcode or name starts with query: exact matches first, then alphabetical' },
  })
  @Header('Cache-Control', REFERENCE_CACHE)
  @ApiBadRequestResponse({ description: 'query empty or too long; limit not 1-20' })
  search(@Query() query: SearchLocationsDto): Promise<LocationDto[]> {
    return this.locations.search(query.query, query.limit ?? LOCATION_SEARCH.defaultLimit);
  }

  @PublicGet(':postcode', {
    summary: "One postcode's localities",
    ok: { type: LocationResponse, isArray: true, description: "The postcode's localities, alphabetical" },
  })
  @Header('Cache-Control', REFERENCE_CACHE)
  @ApiNotFoundResponse({ description: 'No such Australian postcode' })
  byPostcode(@Param() params: PostcodeParamDto): Promise<LocationDto[]> {
    return this.locations.byPostcode(params.postcode);
  }
}
