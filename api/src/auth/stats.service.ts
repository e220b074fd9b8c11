import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminStatsDto } from '@homeward/domain';
import { OutboxStore } from '../outbox/outbox-store.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { countOverdueLeads } from '../partners/leads/overdue-leads.js';
import { countWaitingChanges } from '../partners/moderation/held-change.js';
import { AdminUser } from './entities/admin-user.entity.js';
import type { Repository } from 'typeorm';

@Injectable()
export class StatsService {
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    private readonly outbox: OutboxStore,
  ) {}

  async get(): Promise<AdminStatsDto> {
    const [totalProviders, activeProviders, highlightedProviders, totalAdminUsers, outbox, overdueLeads, changesWaiting] = await Promise.all([
      this.providers.count(),
      this.providers.countBy({ isActive: true }),
      this.providers.countBy({ isHighlighted: true }),
      this.users.count(),
      this.outbox.counts(),
      countOverdueLeads(this.providers.manager, new Date()),
      countWaitingChanges(this.providers.manager),
    ]);
    return {
      totalProviders,
      activeProviders,
      highlightedProviders,
      totalAdminUsers,
      leadEmailsWaiting: outbox.waiting,
      leadEmailsFailed: outbox.failed,
      overdueLeads,
      changesWaiting,
    };
  }
}
