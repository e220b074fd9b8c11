import { BadRequestException, Inject, Injectable, NotFoundException, HttpStatus } from '@nestjs/common';
import { CHANGED_MARKER, auditChanges, type AdminSessionDto, type AdminUserDto } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuditService } from '../../audit/audit.service.js';
import { SessionRepository } from '../accounts/session.repository.js';
import { hashPassword, verifyPassword } from '../accounts/password.js';
import { AccountNotices } from '../accounts/account-notices.js';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { toAdminUserDto } from './admin-users.service.js';
import { AdminUserRepository } from './admin-user.repository.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import type { SetPasswordDto, UpdateAdminUserDto } from './dto/user-lifecycle.dto.js';
import type { AdminUser } from './admin-user.entity.js';
import type { EntityManager } from 'typeorm';
import type { Request } from 'express';

export const LIFECYCLE_MESSAGES = {
  cannotDeactivateSelf: 'You cannot deactivate your own account. Ask another admin to do it.',
  lastActiveAdmin: 'This is the last active admin account, so it cannot be deactivated. Add or reactivate another admin first.',
  setOwnPassword: 'To change your own password, use Change my password and enter your current password.',
  wrongCurrentPassword: 'Your current password is not correct',
} as const;

/**
 * An admin account's life after creation: rename, deactivate (its sessions end in the same transaction,
 * so its next call is a 401), reactivate, password reset by another admin, own password change. Every
 * change is in the audit trail; a password or hash never is.
 */
@Injectable()
export class AdminUserLifecycleService {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly sessions: SessionRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secondFactor: AdminSecondFactorService,
    private readonly notices: AccountNotices,
  ) {}

  async update(actor: AdminSessionDto, id: number, dto: UpdateAdminUserDto): Promise<AdminUserDto> {
    return this.users.transaction(async (em) => {
      const user = await this.load(em, id);
      const before = { name: user.name, isActive: Boolean(user.isActive) };
      const after = { name: dto.name === undefined ? before.name : dto.name, isActive: dto.isActive ?? before.isActive };
      if (before.isActive && !after.isActive) {
        if (user.id === actor.id) throw new BadRequestException(LIFECYCLE_MESSAGES.cannotDeactivateSelf);
        const othersActive = await this.users.countOtherActive(user.id, em);
        if (othersActive === 0) throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.lastActiveAdmin, LIFECYCLE_MESSAGES.lastActiveAdmin);
      }
      const changes = auditChanges(before, after);
      if (Object.keys(changes).length === 0) return toAdminUserDto(user);
      await this.users.update(id, after, em);
      if (!after.isActive) await this.sessions.endSessionsOf({ door: 'admin', userId: id }, em);
      const action = before.isActive === after.isActive ? 'update' : after.isActive ? 'activate' : 'deactivate';
      await this.audit.record(em, { action, entity: 'admin_user', entityId: id, changes });
      Object.assign(user, after);
      return toAdminUserDto(user);
    });
  }

  /** Another admin's new password, once the acting admin confirmed it is them; all that account's sessions end, and it is emailed. */
  async setPassword(req: Request, actor: AdminSessionDto, id: number, body: SetPasswordDto): Promise<AdminUserDto> {
    if (id === actor.id) throw new BadRequestException(LIFECYCLE_MESSAGES.setOwnPassword);
    await this.secondFactor.confirmIdentity(req, actor.id, body);
    const passwordHash = await hashPassword(body.password, this.config.passwordHashCost);
    return this.users.transaction(async (em) => {
      const user = await this.load(em, id);
      await this.users.setPasswordHash(id, passwordHash, em);
      await this.sessions.endSessionsOf({ door: 'admin', userId: id }, em);
      await this.notices.recordAndNotify(em, this.audit, {
        action: 'password_reset',
        entity: 'admin_user',
        entityId: id,
        changes: { password: CHANGED_MARKER },
      });
      return toAdminUserDto(user);
    });
  }

  /** The signed-in admin's own password, after re-entering the current one; their other sessions end, this one stays. */
  async changeOwnPassword(actor: AdminSessionDto, currentSessionId: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.users.findById(actor.id);
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash)))
      throw authError(HttpStatus.BAD_REQUEST, AUTH_ERRORS.identityCheckWrong, LIFECYCLE_MESSAGES.wrongCurrentPassword, {
        currentPassword: LIFECYCLE_MESSAGES.wrongCurrentPassword,
      });
    const passwordHash = await hashPassword(newPassword, this.config.passwordHashCost);
    await this.users.transaction(async (em) => {
      await this.users.setPasswordHash(actor.id, passwordHash, em);
      await this.sessions.endSessionsOf({ door: 'admin', userId: actor.id, exceptSessionId: currentSessionId }, em);
      await this.audit.record(em, { action: 'password_change', entity: 'admin_user', entityId: actor.id, changes: { password: CHANGED_MARKER } });
    });
  }

  private async load(em: EntityManager, id: number): Promise<AdminUser> {
    const user = await this.users.findById(id, em);
    if (!user) throw new NotFoundException(`Admin user ${id} not found`);
    return user;
  }
}
