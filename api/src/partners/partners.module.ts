import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { RedisConnection } from '../shared-state/redis-connection.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { AccountNotices } from '../auth/account-notices.js';
import { AuthModule } from '../auth/auth.module.js';
import { PartnerAuthController } from './session/partner-auth.controller.js';
import { PartnerDoorLimits } from './session/partner-door-limits.js';
import { PartnerLoginGuard } from './session/partner-login.guard.js';
import { PartnerSessionGuard } from './session/partner-session.guard.js';
import { PartnerSessions } from './session/partner-session.js';
import { PartnerToken } from './tokens/partner-token.entity.js';
import { PartnerUser } from './users/partner-user.entity.js';
import { PartnerUsersService } from './users/partner-users.service.js';
import { AdminPartnerUsersController } from './admin/admin-partner-users.controller.js';
import { PartnerUsersAdminService } from './admin/partner-users-admin.service.js';
import { InvitationAcceptanceService } from './invitations/invitation-acceptance.service.js';
import { PartnerInvitationsController } from './invitations/partner-invitations.controller.js';
import { PartnerInvitationsService } from './invitations/partner-invitations.service.js';
import { PartnerPasswordResetController } from './password-reset/partner-password-reset.controller.js';
import { PartnerPasswordResetService } from './password-reset/partner-password-reset.service.js';
import { PartnerEmailComposer } from './tokens/partner-email-composer.js';
import { AccountLinks } from './tokens/account-links.js';
import { PartnerSignInLinkController } from './sign-in-link/partner-sign-in-link.controller.js';
import { PartnerSignInLinks } from './sign-in-link/partner-sign-in-links.service.js';
import { PartnerSecondFactor } from './session/partner-second-factor.js';
import { PartnerTwoFactorController } from './session/partner-two-factor.controller.js';
import { PartnerWorkModule } from './partner-work.module.js';

/**
 * The provider portal's door (issue 25, docs/decisions/040): provider users, their session and its one guard
 * for /api/partner/*, invitations and password resets. What a signed-in provider does lives in its own modules,
 * which use PartnerSessionGuard's session through @CurrentPartner().
 */
@Module({
  imports: [TypeOrmModule.forFeature([PartnerUser, PartnerToken, Provider]), OutboxModule, PartnerWorkModule, AuthModule],
  controllers: [
    PartnerAuthController,
    PartnerTwoFactorController,
    PartnerInvitationsController,
    PartnerPasswordResetController,
    PartnerSignInLinkController,
    AdminPartnerUsersController,
  ],
  providers: [
    PartnerUsersService,
    PartnerSessions,
    PartnerLoginGuard,
    PartnerInvitationsService,
    InvitationAcceptanceService,
    PartnerPasswordResetService,
    AccountLinks,
    PartnerSignInLinks,
    PartnerUsersAdminService,
    PartnerEmailComposer,
    PartnerSecondFactor,
    AccountNotices,
    {
      provide: PartnerDoorLimits,
      inject: [RedisConnection, APP_CONFIG],
      useFactory: (redis: RedisConnection, config: AppConfig) => new PartnerDoorLimits(redis, config),
    },
    { provide: APP_GUARD, useClass: PartnerSessionGuard },
  ],
  exports: [PartnerSessions, PartnerUsersService, PartnerInvitationsService],
})
export class PartnersModule {}
