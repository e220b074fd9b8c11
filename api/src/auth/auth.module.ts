import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminSessionGuard } from './admin-session.guard.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUserLifecycleService } from './admin-user-lifecycle.service.js';
import { AuthController } from './auth.controller.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { AdminSessionMiddleware } from './session.middleware.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import { AccountNotices } from './account-notices.js';
import { ADMIN_PREFIX } from './doors.js';
import { KnownBrowsers } from './known-browser.js';
import { SecondStepService } from './second-step.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { StatsService } from './stats.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, Provider]), OutboxModule],
  controllers: [AuthController, AdminUsersController, TwoFactorController],
  providers: [
    AdminUsersService,
    AdminUserLifecycleService,
    StatsService,
    LocalAuthGuard,
    AdminSessionMiddleware,
    AdminBootstrapService,
    AdminSecondFactorService,
    AccountNotices,
    SecondStepService,
    {
      provide: KnownBrowsers,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new KnownBrowsers(config.sessionSecret, `${ADMIN_PREFIX}/login`, config.isProduction, 'admin'),
    },
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [AdminUsersService, AdminSessionMiddleware, AdminSecondFactorService],
})
export class AuthModule {}
