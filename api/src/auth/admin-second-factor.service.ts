import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SECOND_FACTOR_MESSAGES, type AdminSessionDto, type AdminUserDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
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
    return this.dataSource.transaction(async (em) => toAdminUserDto((await this.clearSecondFactor(em, id, `Admin user ${id} not found`)) as AdminUser));
  }
}
