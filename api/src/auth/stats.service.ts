import type { AdminStatsDto } from '@homeward/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Provider } from '../providers/entities/provider.entity.js';
import { AdminUser } from './entities/admin-user.entity.js';

@Injectable()
export class StatsService {
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
  ) {}

  async get(): Promise<AdminStatsDto> {
    const [totalProviders, activeProviders, highlightedProviders, totalAdminUsers] = await Promise.all([
      this.providers.count(),
      this.providers.countBy({ isActive: true }),
      this.providers.countBy({ isHighlighted: true }),
      this.users.count(),
    ]);
    return { totalProviders, activeProviders, highlightedProviders, totalAdminUsers };
  }
}
