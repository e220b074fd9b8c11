import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHANGED_MARKER, SECOND_FACTOR_MESSAGES, type AdminSessionDto, type AdminUserDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { endSessionsOf } from './admin-user-lifecycle.service.js';
import { toAdminUserDto } from './admin-users.service.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { AccountSecondFactor } from './second-factor/account-second-factor.js';
import type { DataSource } from 'typeorm';

export type { SecondStepResult } from './second-factor/account-second-factor.js';

/**
 * An admin's second factor (TOTP, docs/decisions/035): the set-up and the sign-in code of every door
 * (second-factor/account-second-factor.ts), plus the reset another admin may do.
 */
@Injectable()
export class AdminSecondFactorService extends AccountSecondFactor {
  constructor(@InjectDataSource() dataSource: DataSource, audit: AuditService) {
    super(dataSource, audit, AdminUser, 'admin_user', 'admin');
  }

  /** Another admin's second factor removed (a lost phone): that admin's sessions end; they set it up again at next sign-in. */
  async reset(actor: AdminSessionDto, id: number): Promise<AdminUserDto> {
    if (id === actor.id) throw new BadRequestException(SECOND_FACTOR_MESSAGES.resetOwn);
    return this.dataSource.transaction(async (em) => {
      const user = await em.findOneBy(AdminUser, { id });
      if (!user) throw new NotFoundException(`Admin user ${id} not found`);
      if (user.totpSecret === null) throw new ConflictException(SECOND_FACTOR_MESSAGES.notEnabled);
      await em.update(AdminUser, { id }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: null });
      await endSessionsOf(em, id);
      await this.audit.record(em, { action: 'second_factor_reset', entity: 'admin_user', entityId: id, changes: { secondFactor: CHANGED_MARKER } });
      user.totpSecret = null;
      return toAdminUserDto(user);
    });
  }
}
