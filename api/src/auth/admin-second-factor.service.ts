import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource } from 'typeorm';
import {
  CHANGED_MARKER,
  SECOND_FACTOR_MESSAGES,
  type AdminSessionDto,
  type AdminUserDto,
  type RecoveryCodesDto,
  type SecondFactorSetupDto,
} from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { endSessionsOf } from './admin-user-lifecycle.service.js';
import { toAdminUserDto } from './admin-users.service.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { qrCodeDataUrl } from './second-factor/qr-code.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './second-factor/recovery-codes.js';
import { matchTotp, newTotpSecret, totpUri } from './second-factor/totp.js';

/** How the second step was passed: the app's code, or one of the recovery codes (which is then used up). */
export type SecondStepResult = 'totp' | 'recovery-code' | null;

/**
 * An admin's second factor (TOTP, docs/decisions/035): set-up (a secret shown as a QR code, confirmed by a
 * first code, then ten recovery codes shown once), the code at sign-in, and the reset another admin may do.
 * The secret and the codes' hashes never leave this service; every change is in the audit trail, without them.
 */
@Injectable()
export class AdminSecondFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** A new secret for the admin to scan; nothing is stored until a code from it is confirmed. */
  async startSetup(actor: AdminSessionDto): Promise<SecondFactorSetupDto> {
    if (actor.twoFactorEnabled) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    const otpauthUri = totpUri(secret, actor.email);
    return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) };
  }

  /** Stores the secret once a code from it is right, with ten new recovery codes (returned once, stored hashed). */
  async confirmSetup(actor: AdminSessionDto, secret: string, code: string): Promise<RecoveryCodesDto> {
    const step = matchTotp(secret, code, null);
    if (step === null) throw new BadRequestException(SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
    const recoveryCodes = newRecoveryCodes();
    await this.dataSource.transaction(async (em) => {
      // Only if no second factor was set up meanwhile (another tab): the first one stays.
      const result = await em.update(
        AdminUser,
        { id: actor.id, totpSecret: IsNull() },
        { totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: step, recoveryCodeHashes: JSON.stringify(recoveryCodes.map(hashRecoveryCode)) },
      );
      if (!result.affected) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnabled);
      await this.audit.record(em, { action: 'second_factor_enrol', entity: 'admin_user', entityId: actor.id, changes: { secondFactor: CHANGED_MARKER } });
    });
    return { recoveryCodes };
  }

  /**
   * The second step at sign-in: a code from the app (newer than the last one used), or an unused recovery
   * code (crossed off in the same update that checks it, so two requests cannot both use it).
   */
  async verify(userId: number, email: string, code: string): Promise<SecondStepResult> {
    const repo = this.dataSource.getRepository(AdminUser);
    const user = await repo.findOneBy({ id: userId });
    if (!user || !user.isActive || user.totpSecret === null) return null;
    if (looksLikeRecoveryCode(code)) {
      const stored = user.recoveryCodeHashes ?? '[]';
      const hashes = JSON.parse(stored) as string[];
      const hash = hashRecoveryCode(code);
      if (!hashes.includes(hash)) return null;
      const left = JSON.stringify(hashes.filter((h) => h !== hash));
      return this.dataSource.transaction(async (em) => {
        const result = await em.update(AdminUser, { id: userId, recoveryCodeHashes: stored }, { recoveryCodeHashes: left });
        if (!result.affected) return null;
        const changes = { recoveryCodesLeft: { before: hashes.length, after: hashes.length - 1 } };
        await this.audit.record(em, { action: 'recovery_code_used', entity: 'admin_user', entityId: userId, actor: { id: userId, email }, changes });
        return 'recovery-code' as const;
      });
    }
    const step = matchTotp(user.totpSecret, code, user.totpLastStep);
    if (step === null) return null;
    // Only if no newer code was accepted meanwhile: each step's code signs in once.
    const result = await repo
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step })
      .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id: userId, step })
      .execute();
    return result.affected ? 'totp' : null;
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
