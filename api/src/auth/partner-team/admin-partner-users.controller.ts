import { Body, Controller, Param, ParseIntPipe, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminSessionDto, PartnerInvitationDto, PartnerUserDto, ProviderUsersDto } from '@homeward/domain';
import { AdminSecondFactorService } from '../admin/admin-second-factor.service.js';
import { CurrentUser } from '../../common/current-user.js';
import { IdentityProofDto } from '../second-factor/identity-proof.dto.js';
import { AdminCreate, AdminDelete, AdminGet, AdminPost } from '../../common/openapi/operations.js';
import { CreatePartnerInvitationDto } from '../links/invitations/partner-door.dto.js';
import { PartnerInvitationsService } from '../links/invitations/partner-invitations.service.js';
import { PartnerSecondFactor } from '../partner/partner-second-factor.js';
import { PartnerInvitationResponse, PartnerUserResponse, ProviderUsersResponse } from './partner-responses.js';
import { PartnerUsersAdminService } from './partner-users-admin.service.js';
import type { Request } from 'express';

/** The admin console's side of provider users: list, invite, send again, revoke, deactivate, reactivate, reset two-step sign-in. */
@ApiTags('admin')
@Controller('api/admin')
export class AdminPartnerUsersController {
  constructor(
    private readonly users: PartnerUsersAdminService,
    private readonly invitations: PartnerInvitationsService,
    private readonly secondFactor: PartnerSecondFactor,
    private readonly adminSecondFactor: AdminSecondFactorService,
  ) {}

  @AdminGet('providers/:id/users', { summary: "A provider's users (with their last sign-in) and its invitations not yet accepted", ok: ProviderUsersResponse })
  list(@Param('id', ParseIntPipe) providerId: number): Promise<ProviderUsersDto> {
    return this.users.forProvider(providerId);
  }

  @AdminCreate('providers/:id/invitations', {
    summary: 'Invite a person by email to manage this provider (a single-use link, good for 72 hours)',
    errors: [409],
    created: PartnerInvitationResponse,
  })
  invite(
    @Param('id', ParseIntPipe) providerId: number,
    @Body() body: CreatePartnerInvitationDto,
    @CurrentUser() admin: AdminSessionDto,
  ): Promise<PartnerInvitationDto> {
    return this.invitations.invite(providerId, body, admin.id);
  }

  @AdminPost('partner-invitations/:id/resend', {
    summary: 'Send an invitation again with a new link (the old link stops working; 72 hours from now)',
    errors: [409],
    ok: PartnerInvitationResponse,
  })
  resend(@Param('id', ParseIntPipe) id: number): Promise<PartnerInvitationDto> {
    return this.invitations.resend(id);
  }

  @AdminPost('partner-invitations/:id/revoke', {
    summary: 'Revoke an invitation: its link stops working at once',
    errors: [409],
    ok: PartnerInvitationResponse,
  })
  revoke(@Param('id', ParseIntPipe) id: number): Promise<PartnerInvitationDto> {
    return this.invitations.revoke(id);
  }

  @AdminPost('partner-users/:id/deactivate', {
    summary: 'Deactivate a provider user: signed out everywhere at once, and cannot sign in',
    ok: PartnerUserResponse,
  })
  deactivate(@Param('id', ParseIntPipe) id: number): Promise<PartnerUserDto> {
    return this.users.setActive(id, false);
  }

  @AdminPost('partner-users/:id/reactivate', { summary: 'Reactivate a provider user (they sign in with their password as before)', ok: PartnerUserResponse })
  reactivate(@Param('id', ParseIntPipe) id: number): Promise<PartnerUserDto> {
    return this.users.setActive(id, true);
  }

  @AdminDelete('partner-users/:id/two-factor', {
    summary: "Reset a provider user's two-step sign-in (a lost phone): their sessions end, and they may set it up again",
    description:
      'Confirm it is you first: your own currentPassword, or currentCode from your app, in the body (400 when missing or wrong; five wrong tries in one session end it: 401). 409 when that user has not set it up. The user is emailed.',
    errors: [409],
    ok: PartnerUserResponse,
  })
  async resetTwoFactor(
    @CurrentUser() admin: AdminSessionDto,
    @Req() req: Request,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: IdentityProofDto,
  ): Promise<PartnerUserDto> {
    await this.adminSecondFactor.confirmIdentity(req, admin.id, body);
    return this.secondFactor.reset(id);
  }
}
