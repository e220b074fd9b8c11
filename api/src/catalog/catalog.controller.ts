import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicGet } from '../common/openapi/operations.js';
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

  @PublicGet('classifications', {
    summary: 'The 8 ongoing Support at Home classifications with their quarterly budgets',
    ok: { type: ClassificationResponse, isArray: true, description: 'The 8 ongoing classifications, ordered by level' },
  })
  listClassifications(@Req() req: Request, @Res() res: Response): void {
    sendPreparedJson(req, res, this.catalog.catalog.classificationsJson, REFERENCE_CACHE);
  }

  @PublicGet('services', { summary: 'The services a plan can include, with hourly rates', ok: [ServiceResponse] })
  listServices(@Req() req: Request, @Res() res: Response): void {
    sendPreparedJson(req, res, this.catalog.catalog.servicesJson, REFERENCE_CACHE);
  }
}
