import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { AccountNotices } from './accounts/account-notices.js';
import { AccountNoticeRepository } from './accounts/account-notice.repository.js';
import { ADMIN_DOOR, AdminDoorController } from './admin/admin-door.js';
import { AdminBootstrapService } from './admin/admin-bootstrap.service.js';
import { AdminSecondFactorService } from './admin/admin-second-factor.service.js';
import { AdminUserLifecycleService } from './admin/admin-user-lifecycle.service.js';
import { AdminUserRepository } from './admin/admin-user.repository.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AdminUsersService } from './admin/admin-users.service.js';
import { TwoFactorController } from './admin/two-factor.controller.js';
import { doorProviders, doorToken } from './doors/door.js';
import { DoorLoginGuard } from './doors/door.controller.js';
import { AccountLinks } from './links/account-links.js';
import { InvitationAcceptanceService } from './links/invitations/invitation-acceptance.service.js';
import { PartnerInvitationsController } from './links/invitations/partner-invitations.controller.js';
import { PartnerInvitationsService } from './links/invitations/partner-invitations.service.js';
import { PartnerEmailComposer } from './links/partner-email-composer.js';
import { PartnerTokenRepository } from './accounts/partner-token.repository.js';
import { SessionRepository } from './accounts/session.repository.js';
import { PartnerPasswordResetController } from './links/password-reset/partner-password-reset.controller.js';
import { PartnerPasswordResetService } from './links/password-reset/partner-password-reset.service.js';
import { PartnerSignInLinkController } from './links/sign-in-link/partner-sign-in-link.controller.js';
import { PartnerSignInLinks } from './links/sign-in-link/partner-sign-in-links.service.js';
import { AdminPartnerUsersController } from './partner-team/admin-partner-users.controller.js';
import { PartnerUsersAdminService } from './partner-team/partner-users-admin.service.js';
import { PartnerUserRepository } from './partner/users/partner-user.repository.js';
import { PartnerUsersService } from './partner/users/partner-users.service.js';
import { PartnerSecondFactor } from './partner/partner-second-factor.js';
import { PARTNER_DOOR, PartnerDoorController } from './partner/partner-door.js';

/**
 * Accounts and their two doors: the admin team's (/api/admin) and provider users' (/api/partner), one door
 * (auth/doors) configured twice (ADMIN_DOOR, PARTNER_DOOR): each has its session, its one guard, its sign-in
 * limits, its second factor and the same routes; the provider door adds invitations, password resets and
 * emailed sign-in links. What a signed-in person then does lives in the domain modules, which read the person
 * through @CurrentUser().
 */
@Module({
  imports: [OutboxModule],
  controllers: [
    AdminDoorController,
    AdminUsersController,
    TwoFactorController,
    PartnerDoorController,
    PartnerInvitationsController,
    PartnerPasswordResetController,
    PartnerSignInLinkController,
    AdminPartnerUsersController,
  ],
  providers: [
    AdminUserRepository,
    PartnerUserRepository,
    PartnerTokenRepository,
    SessionRepository,
    AccountNoticeRepository,
    AccountNotices,
    AdminUsersService,
    AdminUserLifecycleService,
    AdminBootstrapService,
    AdminSecondFactorService,
    PartnerUsersService,
    DoorLoginGuard,
    ...doorProviders(ADMIN_DOOR),
    ...doorProviders(PARTNER_DOOR),
    PartnerInvitationsService,
    InvitationAcceptanceService,
    PartnerPasswordResetService,
    AccountLinks,
    PartnerSignInLinks,
    PartnerUsersAdminService,
    PartnerEmailComposer,
    PartnerSecondFactor,
  ],
  exports: [
    AdminUsersService,
    AdminSecondFactorService,
    PartnerUsersService,
    PartnerInvitationsService,
    doorToken(ADMIN_DOOR.door),
    doorToken(PARTNER_DOOR.door),
  ],
})
export class AuthModule {}
