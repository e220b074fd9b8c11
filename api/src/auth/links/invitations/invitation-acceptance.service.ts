import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PARTNER_DOOR_MESSAGES, auditChanges, type PartnerInvitationPreviewDto, type PartnerSessionDto } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../../audit/audit.service.js';
import { Provider } from '../../../providers/entities/provider.entity.js';
import { InjectDoor } from '../../doors/door.js';
import { consumeToken, usableToken } from '../partner-token-store.js';
import { PartnerToken } from '../../accounts/partner-token.entity.js';
import { createPartnerUser } from '../../partner/users/create-partner-user.js';
import { PartnerUser } from '../../partner/users/partner-user.entity.js';
import { PartnerUsersService } from '../../partner/users/partner-users.service.js';
import type { PartnerDoor } from '../../partner/partner-door.js';
import type { AcceptPartnerInvitationDto } from './partner-door.dto.js';
import type { DataSource } from 'typeorm';
import type { Request } from 'express';

/** The invited person's side: what the link is for, and accepting it (a password set, signed in at once). */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: PartnerUsersService,
    @InjectDoor('partner') private readonly door: PartnerDoor,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async preview(token: string): Promise<PartnerInvitationPreviewDto> {
    const invitation = await usableToken(this.dataSource.manager, 'invitation', token);
    const provider = await this.dataSource
      .getRepository(Provider)
      .findOneOrFail({ where: { id: invitation.providerId }, select: { id: true, businessName: true } });
    return { email: invitation.email, providerName: provider.businessName };
  }

  /** Uses the link up, makes the provider user and signs them in (a new session id). */
  async accept(req: Request, dto: AcceptPartnerInvitationDto): Promise<PartnerSessionDto> {
    const userId = await this.dataSource.transaction(async (em) => {
      const invitation = await usableToken(em, 'invitation', dto.token);
      if (await em.existsBy(PartnerUser, { email: invitation.email })) throw new ConflictException(PARTNER_DOOR_MESSAGES.alreadyUser);
      await consumeToken(em, invitation);
      const user = await createPartnerUser(
        em,
        { providerId: invitation.providerId, email: invitation.email, name: dto.name, password: dto.password },
        this.config.passwordHashCost,
      );
      await em.update(PartnerToken, { id: invitation.id }, { partnerUserId: user.id });
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
