import { Injectable } from '@nestjs/common';
import type { PartnerUserDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { AccountNotices } from '../accounts/account-notices.js';
import { AccountSecondFactor } from '../second-factor/account-second-factor.js';
import { SessionRepository } from '../accounts/session.repository.js';
import { toPartnerUserDto } from './users/partner-dtos.js';
import { PartnerUserRepository } from './users/partner-user.repository.js';
import type { PartnerUser } from './users/partner-user.entity.js';

/** A provider user's second factor: the admins' set-up, sign-in code and reset (auth/second-factor) on partner_users. */
@Injectable()
export class PartnerSecondFactor extends AccountSecondFactor {
  constructor(users: PartnerUserRepository, sessions: SessionRepository, audit: AuditService, notices: AccountNotices) {
    super(users, sessions, audit, 'partner_user', 'partner', notices);
  }

  /** An admin removes a provider user's second factor (a lost phone): their sessions end; they may set it up again. */
  reset(id: number): Promise<PartnerUserDto> {
    return this.accounts.transaction(async (em) => toPartnerUserDto((await this.clearSecondFactor(em, id, `Provider user ${id} not found`)) as PartnerUser));
  }
}
