import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { StatsService } from './admin-stats.service.js';
import { PartnerFiguresController } from './partner-figures.controller.js';
import { PartnerFiguresService } from './partner-figures.service.js';

/** The figures each door's home page shows: the console's counts and a provider's month by month. */
@Module({
  imports: [OutboxModule, LeadsModule, ProvidersModule, AuthModule],
  controllers: [AdminStatsController, PartnerFiguresController],
  providers: [StatsService, PartnerFiguresService],
})
export class DashboardModule {}
