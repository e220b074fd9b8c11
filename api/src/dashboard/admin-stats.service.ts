import { Injectable } from '@nestjs/common';
import type { AdminStatsDto } from '@homeward/domain';
import { OutboxRepository } from '../outbox/outbox.repository.js';
import { ProviderLeadRepository } from '../leads/provider-lead.repository.js';
import { DashboardRepository } from './dashboard.repository.js';

@Injectable()
export class StatsService {
  constructor(
    private readonly counts: DashboardRepository,
    private readonly providerLeads: ProviderLeadRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  async get(): Promise<AdminStatsDto> {
    const [providers, totalAdminUsers, outbox, overdueLeads, changesWaiting] = await Promise.all([
      this.counts.countProviders(),
      this.counts.countAdminUsers(),
      this.outbox.counts(),
      this.providerLeads.countOverdue(new Date()),
      this.counts.countWaitingChanges(),
    ]);
    return {
      totalProviders: providers.total,
      activeProviders: providers.active,
      highlightedProviders: providers.highlighted,
      totalAdminUsers,
      leadEmailsWaiting: outbox.waiting,
      leadEmailsFailed: outbox.failed,
      overdueLeads,
      changesWaiting,
    };
  }
}
