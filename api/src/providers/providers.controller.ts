import type { ProviderSearchResult } from '@homeward/domain';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ProviderSearchResultResponse } from './dto/provider-responses.js';
import { SearchProvidersDto } from './dto/search-providers.dto.js';
import { ProvidersService } from './providers.service.js';

@ApiTags('providers')
@Controller('api/providers')
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Get('search')
  @ApiOkResponse({ type: ProviderSearchResultResponse, isArray: true, description: 'Active providers: highlighted first, then display priority, rating, name' })
  search(@Query() query: SearchProvidersDto): Promise<ProviderSearchResult[]> {
    return this.providers.search(query);
  }
}
