import type { ClassificationDto, ServiceDto } from '@homeward/domain';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { REFERENCE_CACHE } from '../common/cache-control.js';
import { CatalogService } from './catalog.service.js';
import { ClassificationResponse, ServiceResponse } from './dto/catalog-responses.js';

@ApiTags('catalog')
@Controller('api')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('classifications')
  @Header('Cache-Control', REFERENCE_CACHE)
  @ApiOkResponse({ type: ClassificationResponse, isArray: true, description: 'The 8 ongoing classifications, ordered by level' })
  listClassifications(): Promise<ClassificationDto[]> {
    return this.catalog.listClassifications();
  }

  @Get('services')
  @Header('Cache-Control', REFERENCE_CACHE)
  @ApiOkResponse({ type: ServiceResponse, isArray: true })
  listServices(): Promise<ServiceDto[]> {
    return this.catalog.listServices();
  }
}
