import { Controller, Get, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'unavailable'] }) status: 'ok' | 'unavailable';
  @ApiProperty({ enum: ['sqlite', 'mysql'] }) database: 'sqlite' | 'mysql';
  @ApiProperty({ description: 'Whether a trivial query succeeded' }) databaseReachable: boolean;
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'The database cannot be reached' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    let reachable = false;
    try {
      if (this.dataSource.isInitialized) {
        await this.dataSource.query('SELECT 1');
        reachable = true;
      }
    } catch {
      reachable = false;
    }
    if (!reachable) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: reachable ? 'ok' : 'unavailable', database: this.config.database.kind, databaseReachable: reachable };
  }
}
