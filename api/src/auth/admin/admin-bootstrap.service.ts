import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminUsersService } from './admin-users.service.js';

/** ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME at start: that admin exists afterwards (an existing one is left alone). */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: AdminUsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const created = await this.users.ensure(admin);
    if (created) this.logger.log(`Created admin ${admin.email}`);
  }
}
