import { Controller, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { factsDueForReview } from '@homeward/domain';
import { PublicGet } from '../common/openapi/operations.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OfficialCalendar } from '../official-facts/official-calendar.js';
import { OutboxRepository } from '../outbox/outbox.repository.js';
import { RedisConnection, type RedisState } from '../shared-state/redis-connection.js';
import { HealthRepository } from './health.repository.js';
import type { Response } from 'express';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'unavailable'] }) status: 'ok' | 'unavailable';
  @ApiProperty({ enum: ['sqlite', 'mysql'] }) database: 'sqlite' | 'mysql';
  @ApiProperty({ description: 'Whether a trivial query succeeded' }) databaseReachable: boolean;
  @ApiProperty({
    enum: ['not-configured', 'ready', 'unavailable'],
    description:
      'The Redis shared by instances (REDIS_URL). While unavailable the API still serves (status stays ok): lead limits are off, login limits count per instance, search is not cached; it reconnects by itself',
  })
  redis: RedisState;
  @ApiProperty({ type: () => LeadEmailQueueHealth, nullable: true, description: 'The lead email outbox; null when the database cannot be reached' })
  leadEmails: LeadEmailQueueHealth | null;
  @ApiProperty({
    description:
      'How many official figures are past their review date (GET /api/admin/official-facts lists them). Information for the team: it never makes health fail',
  })
  officialFiguresDueForReview: number;
}

export class LeadEmailQueueHealth {
  @ApiProperty({ description: 'Lead emails queued or being sent (the queue depth)' }) waiting: number;
  @ApiProperty({ description: 'Lead emails that gave up after the attempt limit' }) failed: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds the longest-waiting lead email has waited; null when none waits' }) oldestWaitingSeconds:
    number | null;
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnection,
    private readonly outbox: OutboxRepository,
    private readonly calendar: OfficialCalendar,
  ) {}

  @PublicGet(undefined, { summary: 'Health: whether the database answers', ok: HealthResponse })
  @Header('Cache-Control', 'no-store')
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'The database cannot be reached' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const reachable = await this.database.isDatabaseReachable();
    let leadEmails: LeadEmailQueueHealth | null = null;
    if (reachable) leadEmails = await this.leadEmailQueue();
    if (!reachable) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: reachable ? 'ok' : 'unavailable',
      database: this.config.database.kind,
      databaseReachable: reachable,
      redis: this.redis.state,
      leadEmails,
      officialFiguresDueForReview: factsDueForReview(this.calendar.today()).length,
    };
  }

  private async leadEmailQueue(): Promise<LeadEmailQueueHealth | null> {
    try {
      const counts = await this.outbox.counts();
      return {
        waiting: counts.waiting,
        failed: counts.failed,
        oldestWaitingSeconds: counts.oldestWaitingMs === null ? null : Math.floor(counts.oldestWaitingMs / 1000),
      };
    } catch {
      return null;
    }
  }
}
