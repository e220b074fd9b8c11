import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { ProviderCsvImportReport, ProviderCsvRowAction, ProviderCsvRowError, ProviderCsvRowReport } from '@homeward/domain';

export class ProviderImportQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'false',
    description: 'false (default): dry run, nothing is written. true: apply every row in one transaction',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'apply must be true or false' })
  apply?: 'true' | 'false';
}

export class ProviderCsvRowErrorResponse implements ProviderCsvRowError {
  @ApiProperty({ description: 'Spreadsheet row: the header is row 1' }) row: number;
  @ApiProperty({ type: String, nullable: true, description: 'CSV column, or null for the row as a whole' }) column: string | null;
  @ApiProperty() message: string;
}

export class ProviderCsvRowReportResponse implements ProviderCsvRowReport {
  @ApiProperty() row: number;
  @ApiProperty({
    enum: ['create', 'update', 'unchanged', 'error'],
    description: 'unchanged: the row matches a provider and holds what is stored already; applying leaves it alone',
  })
  action: ProviderCsvRowAction;
  @ApiProperty({ type: Number, nullable: true, description: 'The provider updated (or created, once applied)' }) id: number | null;
  @ApiProperty() businessName: string;
  @ApiProperty({ type: ProviderCsvRowErrorResponse, isArray: true }) errors: ProviderCsvRowErrorResponse[];
}

export class ProviderCsvImportReportResponse implements ProviderCsvImportReport {
  @ApiProperty() dryRun: boolean;
  @ApiProperty() applied: boolean;
  @ApiProperty() totalRows: number;
  @ApiProperty() toCreate: number;
  @ApiProperty() toUpdate: number;
  @ApiProperty({ description: 'Rows matching a provider that would change nothing' }) unchanged: number;
  @ApiProperty() errorRows: number;
  @ApiProperty({ type: ProviderCsvRowReportResponse, isArray: true }) rows: ProviderCsvRowReportResponse[];
  @ApiProperty({ type: ProviderCsvRowErrorResponse, isArray: true }) errors: ProviderCsvRowErrorResponse[];
}
