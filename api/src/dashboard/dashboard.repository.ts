import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdminUser } from '../auth/admin/admin-user.entity.js';
import { countWaitingChanges } from '../providers/moderation/held-change.js';
import { Provider } from '../providers/entities/provider.entity.js';
import type { DataSource } from 'typeorm';

export interface DirectoryCounts {
  total: number;
  active: number;
  highlighted: number;
}

/**
 * The console's counts of other folders' tables (providers, admin users, changes waiting), read here until those
 * folders have repositories of their own that export them.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countProviders(): Promise<DirectoryCounts> {
    const providers = this.dataSource.getRepository(Provider);
    const [total, active, highlighted] = await Promise.all([
      providers.count(),
      providers.countBy({ isActive: true }),
      providers.countBy({ isHighlighted: true }),
    ]);
    return { total, active, highlighted };
  }

  countAdminUsers(): Promise<number> {
    return this.dataSource.getRepository(AdminUser).count();
  }

  countWaitingChanges(): Promise<number> {
    return countWaitingChanges(this.dataSource.manager);
  }
}
