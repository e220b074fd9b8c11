import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminSessionDto, PartnerInvitationDto, PartnerUserDto, ProviderUsersDto } from '@homeward/domain';
import { AdminSecondFactorService } from '../admin/admin-second-factor.service.js';
import { CurrentUser } from '../../common/current-user.js';
import { IdentityProofDto } from '../second-factor/identity-proof.dto.js';
import { AdminOperation } from '../../common/openapi/decorators.js';
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

  @Get('providers/:id/users')
  @AdminOperation({ summary: "A provider's users (with their last sign-in) and its invitations not yet accepted" })
  @ApiOkResponse({ type: ProviderUsersResponse })
  list(@Param('id', ParseIntPipe) providerId: number): Promise<ProviderUsersDto> {
    return this.users.forProvider(providerId);
  }

  @Post('providers/:id/invitations')
  @AdminOperation({ summary: 'Invite a person by email to manage this provider (a single-use link, good for 72 hours)', errors: [409] })
  @ApiCreatedResponse({ type: PartnerInvitationResponse })
  invite(
    @Param('id', ParseIntPipe) providerId: number,
    @Body() body: CreatePartnerInvitationDto,
    @CurrentUser() admin: AdminSessionDto,
  ): Promise<PartnerInvitationDto> {
    return this.invitations.invite(providerId, body, admin.id);
  }

  @Post('partner-invitations/:id/resend')
  @HttpCode(200)
  @AdminOperation({ summary: 'Send an invitation again with a new link (the old link stops working; 72 hours from now)', errors: [409] })
  @ApiOkResponse({ type: PartnerInvitationResponse })
  resend(@Param('id', ParseIntPipe) id: number): Promise<PartnerInvitationDto> {
    return this.invitations.resend(id);
  }

  @Post('partner-invitations/:id/revoke')
  @HttpCode(200)
  @AdminOperation({ summary: 'Revoke an invitation: its link stops working at once', errors: [409] })
  @ApiOkResponse({ type: PartnerInvitationResponse })
  revoke(@Param('id', ParseIntPipe) id: number): Promise<PartnerInvitationDto> {
    return this.invitations.revoke(id);
  }

  @Post('partner-users/:id/deactivate')
  @HttpCode(200)
  @AdminOperation({ summary: 'Deactivate a provider user: signed out everywhere at once, and cannot sign in' })
  @ApiOkResponse({ type: PartnerUserResponse })
  deactivate(@Param('id', ParseIntPipe) id: number): Promise<PartnerUserDto> {
    return this.users.setActive(id, false);
  }

  @Post('partner-users/:id/reactivate')
  @HttpCode(200)
  @AdminOperation({ summary: 'Reactivate a provider user (they sign in with their password as before)' })
  @ApiOkResponse({ type: PartnerUserResponse })
  reactivate(@Param('id', ParseIntPipe) id: number): Promise<PartnerUserDto> {
    return this.users.setActive(id, true);
  }

  @Delete('partner-users/:id/two-factor')
  @AdminOperation({
    summary: "Reset a provider user's two-step sign-in (a lost phone): their sessions end, and they may set it up again",
    description:
      'Confirm it is you first: your own currentPassword, or currentCode from your app, in the body (400 when missing or wrong; five wrong tries in one session end it: 401). 409 when that user has not set it up. The user is emailed.',
    errors: [409],
  })
  @ApiOkResponse({ type: PartnerUserResponse })
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
