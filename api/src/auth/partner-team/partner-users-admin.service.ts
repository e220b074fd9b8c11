import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { auditChanges, type PartnerUserDto, type ProviderUsersDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { endSessionsOf } from '../accounts/session-ending.js';
import { Provider } from '../../providers/entities/provider.entity.js';
import { PartnerInvitationsService } from '../links/invitations/partner-invitations.service.js';
import { PartnerUser } from '../partner/users/partner-user.entity.js';
import { toPartnerUserDto } from '../partner/users/partner-dtos.js';
import type { DataSource } from 'typeorm';

/** The admin's view of a provider's users: who they are, when they last signed in, and switching them off and on. */
@Injectable()
export class PartnerUsersAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invitations: PartnerInvitationsService,
    private readonly audit: AuditService,
  ) {}

  async forProvider(providerId: number): Promise<ProviderUsersDto> {
    const em = this.dataSource.manager;
    if (!(await em.existsBy(Provider, { id: providerId }))) throw new NotFoundException(`Provider ${providerId} not found`);
    const users = await em.find(PartnerUser, { where: { providerId }, order: { id: 'ASC' } });
    return { users: users.map(toPartnerUserDto), invitations: await this.invitations.openFor(em, providerId) };
  }

  /** Deactivating signs the user out everywhere in the same transaction: their next request is a 401. */
  setActive(id: number, isActive: boolean): Promise<PartnerUserDto> {
    return this.dataSource.transaction(async (em) => {
      const user = await em.findOneBy(PartnerUser, { id });
      if (!user) throw new NotFoundException(`Provider user ${id} not found`);
      if (Boolean(user.isActive) === isActive) return toPartnerUserDto(user);
      await em.update(PartnerUser, { id }, { isActive });
      if (!isActive) await endSessionsOf(em, id, undefined, 'partner');
      const changes = auditChanges({ isActive: !isActive }, { isActive });
      await this.audit.record(em, { action: isActive ? 'activate' : 'deactivate', entity: 'partner_user', entityId: id, changes });
      user.isActive = isActive;
      return toPartnerUserDto(user);
    });
  }
}
