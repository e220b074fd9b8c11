import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicOperation } from '../common/openapi/decorators.js';
import { REFERENCE_CACHE } from '../common/cache-control.js';
import { sendPreparedJson } from '../common/prepared-json.js';
import { CatalogService } from './catalog.service.js';
import { ClassificationResponse, ServiceResponse } from './dto/catalog-responses.js';
import type { Request, Response } from 'express';

/** Both lists are sent as bytes prepared at start (ETag, gzip, brotli), from the catalogue in memory. */
@ApiTags('catalog')
@Controller('api')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('classifications')
  @PublicOperation({ summary: 'The 8 ongoing Support at Home classifications with their quarterly budgets' })
  @ApiOkResponse({ type: ClassificationResponse, isArray: true, description: 'The 8 ongoing classifications, ordered by level' })
  listClassifications(@Req() req: Request, @Res() res: Response): void {
    sendPreparedJson(req, res, this.catalog.catalog.classificationsJson, REFERENCE_CACHE);
  }

  @Get('services')
  @PublicOperation({ summary: 'The services a plan can include, with hourly rates' })
  @ApiOkResponse({ type: ServiceResponse, isArray: true })
  listServices(@Req() req: Request, @Res() res: Response): void {
    sendPreparedJson(req, res, this.catalog.catalog.servicesJson, REFERENCE_CACHE);
  }
}
