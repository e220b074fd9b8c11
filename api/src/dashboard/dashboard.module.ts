import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { StatsService } from './admin-stats.service.js';
import { DashboardRepository } from './dashboard.repository.js';
import { PartnerFiguresController } from './partner-figures.controller.js';
import { PartnerFiguresService } from './partner-figures.service.js';

/** The figures each door's home page shows: the console's counts and a provider's month by month. */
@Module({
  imports: [OutboxModule, LeadsModule],
  controllers: [AdminStatsController, PartnerFiguresController],
  providers: [DashboardRepository, StatsService, PartnerFiguresService],
})
export class DashboardModule {}
