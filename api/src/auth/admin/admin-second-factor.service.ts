import { BadRequestException, Injectable } from '@nestjs/common';
import { SECOND_FACTOR_MESSAGES, type AdminSessionDto, type AdminUserDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { AccountNotices } from '../accounts/account-notices.js';
import { AccountSecondFactor } from '../second-factor/account-second-factor.js';
import { SessionRepository } from '../accounts/session.repository.js';
import { toAdminUserDto } from './admin-users.service.js';
import { AdminUserRepository } from './admin-user.repository.js';
import type { AdminUser } from './admin-user.entity.js';
import type { IdentityProof } from '../second-factor/identity-proof.dto.js';
import type { Request } from 'express';

/**
 * An admin's second factor (TOTP): the set-up and the sign-in code of every door
 * (second-factor/account-second-factor.ts), plus the reset another admin may do.
 */
@Injectable()
export class AdminSecondFactorService extends AccountSecondFactor {
  constructor(users: AdminUserRepository, sessions: SessionRepository, audit: AuditService, notices: AccountNotices) {
    super(users, sessions, audit, 'admin_user', 'admin', notices);
  }

  /**
   * Another admin's second factor removed (a lost phone), once the acting admin confirmed it is them: that admin's
   * sessions end, they are emailed, and they set it up again at next sign-in.
   */
  async reset(req: Request, actor: AdminSessionDto, id: number, proof: IdentityProof): Promise<AdminUserDto> {
    if (id === actor.id) throw new BadRequestException(SECOND_FACTOR_MESSAGES.resetOwn);
    await this.confirmIdentity(req, actor.id, proof);
    return this.accounts.transaction(async (em) => toAdminUserDto((await this.clearSecondFactor(em, id, `Admin user ${id} not found`)) as AdminUser));
  }
}
