import { Injectable, NotFoundException } from '@nestjs/common';
import { auditChanges, type PartnerUserDto, type ProviderUsersDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { SessionRepository } from '../accounts/session.repository.js';
import { PartnerInvitationsService } from '../links/invitations/partner-invitations.service.js';
import { PartnerUserRepository } from '../partner/users/partner-user.repository.js';
import { toPartnerUserDto } from '../partner/users/partner-dtos.js';

/** The admin's view of a provider's users: who they are, when they last signed in, and switching them off and on. */
@Injectable()
export class PartnerUsersAdminService {
  constructor(
    private readonly users: PartnerUserRepository,
    private readonly sessions: SessionRepository,
    private readonly invitations: PartnerInvitationsService,
    private readonly audit: AuditService,
  ) {}

  async forProvider(providerId: number): Promise<ProviderUsersDto> {
    if (!(await this.users.providerExists(providerId))) throw new NotFoundException(`Provider ${providerId} not found`);
    const users = await this.users.findForProvider(providerId);
    return { users: users.map(toPartnerUserDto), invitations: await this.invitations.openFor(providerId) };
  }

  /** Deactivating signs the user out everywhere in the same transaction: their next request is a 401. */
  setActive(id: number, isActive: boolean): Promise<PartnerUserDto> {
    return this.users.transaction(async (em) => {
      const user = await this.users.findById(id, em);
      if (!user) throw new NotFoundException(`Provider user ${id} not found`);
      if (Boolean(user.isActive) === isActive) return toPartnerUserDto(user);
      await this.users.setActive(id, isActive, em);
      if (!isActive) await this.sessions.endSessionsOf({ door: 'partner', userId: id }, em);
      const changes = auditChanges({ isActive: !isActive }, { isActive });
      await this.audit.record(em, { action: isActive ? 'activate' : 'deactivate', entity: 'partner_user', entityId: id, changes });
      user.isActive = isActive;
      return toPartnerUserDto(user);
    });
  }
}
