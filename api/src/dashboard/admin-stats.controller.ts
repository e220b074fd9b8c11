import { Controller } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { AdminStatsDto } from '@homeward/domain';
import { AdminGet } from '../common/openapi/operations.js';
import { StatsService } from './admin-stats.service.js';

export class AdminStatsResponse implements AdminStatsDto {
  @ApiProperty() totalProviders: number;
  @ApiProperty() activeProviders: number;
  @ApiProperty() highlightedProviders: number;
  @ApiProperty() totalAdminUsers: number;
  @ApiProperty({ description: 'Lead emails queued or being sent' }) leadEmailsWaiting: number;
  @ApiProperty({ description: 'Lead emails that gave up after the attempt limit ("Send again" requeues them)' }) leadEmailsFailed: number;
  @ApiProperty({ description: 'Provider leads still new 2 business days after they arrived (GET /api/admin/leads/overdue)' }) overdueLeads: number;
  @ApiPropertyOptional({ description: "Providers' changes waiting for moderation (GET /api/admin/moderation)" }) changesWaiting?: number;
}

@ApiTags('admin')
@Controller('api/admin')
export class AdminStatsController {
  constructor(private readonly stats: StatsService) {}

  @AdminGet('stats', { summary: 'Dashboard counts: providers, active, highlighted, admin users', ok: AdminStatsResponse })
  getStats(): Promise<AdminStatsDto> {
    return this.stats.get();
  }
}
