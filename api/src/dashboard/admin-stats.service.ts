import { Injectable } from '@nestjs/common';
import type { AdminStatsDto } from '@homeward/domain';
import { AdminUsersService } from '../auth/admin/admin-users.service.js';
import { OutboxRepository } from '../outbox/outbox.repository.js';
import { ProviderLeadRepository } from '../leads/provider-lead.repository.js';
import { ModerationRequestRepository } from '../providers/moderation/moderation-request.repository.js';
import { ProviderRepository } from '../providers/provider.repository.js';

@Injectable()
export class StatsService {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly adminUsers: AdminUsersService,
    private readonly changes: ModerationRequestRepository,
    private readonly providerLeads: ProviderLeadRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  async get(): Promise<AdminStatsDto> {
    const [providers, totalAdminUsers, outbox, overdueLeads, changesWaiting] = await Promise.all([
      this.providers.countDirectory(),
      this.adminUsers.count(),
      this.outbox.counts(),
      this.providerLeads.countOverdue(new Date()),
      this.changes.countPending(),
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
