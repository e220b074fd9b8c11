import { BadRequestException, Body, Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ProviderCsvImportReport } from '@homeward/domain';
import { AdminOperation } from '../common/openapi/decorators.js';
import { ProviderCsvImportReportResponse, ProviderImportQueryDto } from './dto/provider-csv.dto.js';
import { ProviderCsvService } from './provider-csv.service.js';
import type { Response } from 'express';

/** Registered before AdminProvidersController, so /providers/export.csv is not taken for /providers/:id. */
@ApiTags('admin')
@Controller('api/admin/providers')
export class ProviderCsvController {
  constructor(private readonly csv: ProviderCsvService) {}

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @AdminOperation({ summary: 'Export every provider as CSV (the import format; recorded in the audit trail)' })
  @ApiOkResponse({ description: 'UTF-8 with BOM; columns as the import reads them', schema: { type: 'string' } })
  async exportCsv(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', `attachment; filename="providers-${new Date().toISOString().slice(0, 10)}.csv"`);
    return (await this.csv.exportCsv()).csv;
  }

  @Post('import')
  @HttpCode(200)
  @ApiConsumes('text/csv')
  @ApiBody({ description: 'The CSV file itself (UTF-8, BOM optional, up to 5 MB)', schema: { type: 'string' } })
  @AdminOperation({
    summary: 'Import providers from CSV: dry run by default, ?apply=true writes all rows or none',
    description:
      'Rows match an existing provider by id, else by business name + postcode, else create one. 400 when the file cannot be read, or (apply) when any row has errors; the body then carries the report.',
    errors: [413, 415],
  })
  @ApiOkResponse({ type: ProviderCsvImportReportResponse })
  importCsv(@Query() query: ProviderImportQueryDto, @Body() body: unknown): Promise<ProviderCsvImportReport> {
    if (typeof body !== 'string') throw new BadRequestException('Send the CSV file as the request body with Content-Type: text/csv');
    return this.csv.importCsv(body, query.apply === 'true');
  }
}
