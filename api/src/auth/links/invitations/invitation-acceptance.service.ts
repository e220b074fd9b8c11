import { ConflictException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PARTNER_DOOR_MESSAGES, auditChanges, type PartnerInvitationPreviewDto, type PartnerSessionDto } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../../audit/audit.service.js';
import { AUTH_ERRORS, authError } from '../../auth-errors.js';
import { InjectDoor } from '../../doors/door.js';
import { consumeToken, usableToken } from '../partner-token-store.js';
import { PartnerTokenRepository } from '../../accounts/partner-token.repository.js';
import { createPartnerUser } from '../../partner/users/create-partner-user.js';
import { PartnerUserRepository } from '../../partner/users/partner-user.repository.js';
import { PartnerUsersService } from '../../partner/users/partner-users.service.js';
import type { PartnerDoor } from '../../partner/partner-door.js';
import type { AcceptPartnerInvitationDto } from './partner-door.dto.js';
import type { Request } from 'express';

/** The invited person's side: what the link is for, and accepting it (a password set, signed in at once). */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    private readonly tokens: PartnerTokenRepository,
    private readonly partnerUsers: PartnerUserRepository,
    private readonly users: PartnerUsersService,
    @InjectDoor('partner') private readonly door: PartnerDoor,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async preview(token: string): Promise<PartnerInvitationPreviewDto> {
    const invitation = await usableToken(this.tokens, 'invitation', token);
    const provider = await this.partnerUsers.getProviderName(invitation.providerId);
    return { email: invitation.email, providerName: provider.businessName };
  }

  /** Uses the link up, makes the provider user and signs them in (a new session id). */
  async accept(req: Request, dto: AcceptPartnerInvitationDto): Promise<PartnerSessionDto> {
    const userId = await this.tokens.transaction(async (em) => {
      const invitation = await usableToken(this.tokens, 'invitation', dto.token, em);
      if (await this.partnerUsers.isEmailTaken(invitation.email, em))
        throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.alreadyUser, PARTNER_DOOR_MESSAGES.alreadyUser);
      await consumeToken(this.tokens, invitation, em);
      const user = await createPartnerUser(
        this.partnerUsers,
        { providerId: invitation.providerId, email: invitation.email, name: dto.name, password: dto.password },
        this.config.passwordHashCost,
        em,
      );
      await this.tokens.setPartnerUser(invitation.id, user.id, em);
      const actor = { id: user.id, email: user.email, kind: 'partner' as const };
      await this.audit.record(em, { action: 'accept', entity: 'partner_invitation', entityId: invitation.id, actor });
      const changes = auditChanges(null, { providerId: user.providerId, email: user.email, name: user.name, isActive: true });
      await this.audit.record(em, { action: 'create', entity: 'partner_user', entityId: user.id, actor, changes });
      return user.id;
    });
    const sessionUser = await this.users.findSessionUser(userId);
    if (!sessionUser) throw new ConflictException(PARTNER_DOOR_MESSAGES.invitationUnusable);
    return this.door.config.toSession(await this.door.sessions.signIn(req, sessionUser));
  }
}
