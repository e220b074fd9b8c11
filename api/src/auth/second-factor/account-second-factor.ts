import { BadRequestException, ConflictException, NotFoundException, HttpStatus } from '@nestjs/common';
import {
  CHANGED_MARKER,
  IDENTITY_CHECK,
  IDENTITY_CHECK_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  SIGN_IN_RULES,
  type AuditEntity,
  type RecoveryCodesDto,
  type SecondFactorSetupDto,
} from '@homeward/domain';
import { verifyPassword } from '../accounts/password.js';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { qrCodeDataUrl } from './qr-code.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { matchTotp, newTotpSecret, totpUri } from './totp.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { AccountNotices } from '../accounts/account-notices.js';
import type { IdentityProof } from './identity-proof.dto.js';
import type { SessionRepository } from '../accounts/session.repository.js';
import type { SignInAccountRepository } from '../accounts/sign-in-account.repository.js';
import type { SignInAccount } from '../accounts/sign-in-account.js';
import type { SessionDoor } from '../../database/session.entity.js';
import type { EntityManager } from 'typeorm';
import type { Request } from 'express';

/** How the second step was passed: the app's code, or one of the recovery codes (which is then used up). */
export type SecondStepResult = 'totp' | 'recovery-code' | null;

/** Who is setting up their second factor. */
export interface SecondFactorActor {
  id: number;
  email: string;
  twoFactorEnabled: boolean;
}

const SETUP_MS = 10 * SIGN_IN_RULES.secondStepMinutes * 60_000;

/**
 * One door's second factor (TOTP), for any account table with SecondFactorColumns (admins,
 * provider users): set-up (a secret shown as a QR code and kept in the session, confirmed by a first code, then
 * ten recovery codes shown once), and the code at sign-in. The secret and the codes' hashes never leave it;
 * every change is in the audit trail, without them.
 */
export class AccountSecondFactor {
  constructor(
    protected readonly accounts: SignInAccountRepository<SignInAccount>,
    private readonly sessions: SessionRepository,
    protected readonly audit: AuditService,
    private readonly auditEntity: AuditEntity,
    private readonly door: SessionDoor,
    protected readonly notices: AccountNotices,
  ) {}

  /**
   * The person acting confirms it is them before a change that could lock someone out: their current password,
   * or a code from their app. Wrong tries are counted in the session, which ends after a few (so a stolen
   * session cannot be used to guess the password).
   */
  async confirmIdentity(req: Request, accountId: number, proof: IdentityProof): Promise<void> {
    const { currentPassword, currentCode } = proof;
    if (!currentPassword && !currentCode) throw authError(HttpStatus.BAD_REQUEST, AUTH_ERRORS.identityCheckRequired, IDENTITY_CHECK_MESSAGES.required);
    const account = await this.accounts.findById(accountId);
    let confirmed = false;
    if (account && currentCode && account.totpSecret !== null) confirmed = (await this.verify(account.id, account.email, currentCode)) !== null;
    if (account && !confirmed && currentPassword) confirmed = await verifyPassword(currentPassword, account.passwordHash);
    if (confirmed) {
      delete req.session.identityCheckFailures;
      return;
    }
    req.session.identityCheckFailures = (req.session.identityCheckFailures ?? 0) + 1;
    if (req.session.identityCheckFailures >= IDENTITY_CHECK.maxFailuresPerSession) {
      await new Promise<void>((resolve, reject) => req.session.destroy((err: unknown) => (err ? reject(err as Error) : resolve())));
      throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.signInRequired, IDENTITY_CHECK_MESSAGES.signedOut);
    }
    throw authError(HttpStatus.BAD_REQUEST, AUTH_ERRORS.identityCheckWrong, IDENTITY_CHECK_MESSAGES.wrong);
  }

  /** A new secret to scan, kept in this session (not the account) until a code from it is confirmed; asked for after the password. */
  async startSetup(req: Request, actor: SecondFactorActor, proof: IdentityProof): Promise<SecondFactorSetupDto> {
    if (actor.twoFactorEnabled) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnabled);
    await this.confirmIdentity(req, actor.id, proof);
    const secret = newTotpSecret();
    const otpauthUri = totpUri(secret, actor.email);
    req.session.secondFactorSetup = { secret, startedAt: Date.now() };
    return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) };
  }

  /** Stores this session's secret once a code from it is right, with ten new recovery codes (returned once, stored hashed). */
  async confirmSetup(req: Request, actor: SecondFactorActor, code: string): Promise<RecoveryCodesDto> {
    const setup = req.session.secondFactorSetup;
    if (!setup || Date.now() - setup.startedAt > SETUP_MS) throw new BadRequestException(SECOND_FACTOR_MESSAGES.noSetup);
    const step = matchTotp(setup.secret, code, null);
    if (step === null) throw new BadRequestException(SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
    const recoveryCodes = newRecoveryCodes();
    await this.accounts.transaction(async (em) => {
      // Only if no second factor was set up meanwhile (another tab): the first one stays.
      const started = await this.accounts.startSecondFactor(
        actor.id,
        { totpSecret: setup.secret, totpEnabledAt: new Date(), totpLastStep: step, recoveryCodeHashes: JSON.stringify(recoveryCodes.map(hashRecoveryCode)) },
        em,
      );
      if (!started) throw new ConflictException(SECOND_FACTOR_MESSAGES.alreadyEnabled);
      const event = { action: 'second_factor_enrol', entity: this.auditEntity, entityId: actor.id, changes: { secondFactor: CHANGED_MARKER } } as const;
      await this.notices.recordAndNotify(em, this.audit, event);
    });
    delete req.session.secondFactorSetup;
    return { recoveryCodes };
  }

  /**
   * Removes an account's second factor (a lost phone), in the caller's transaction: its sessions end, and it
   * sets one up again when it wants. Answers the account as it was read.
   */
  protected async clearSecondFactor(em: EntityManager, id: number, notFound: string): Promise<SignInAccount> {
    const user = await this.accounts.findById(id, em);
    if (!user) throw new NotFoundException(notFound);
    if (user.totpSecret === null) throw new ConflictException(SECOND_FACTOR_MESSAGES.notEnabled);
    await this.accounts.clearSecondFactor(id, em);
    await this.sessions.endSessionsOf({ door: this.door, userId: id }, em);
    const event = { action: 'second_factor_reset', entity: this.auditEntity, entityId: id, changes: { secondFactor: CHANGED_MARKER } } as const;
    await this.notices.recordAndNotify(em, this.audit, event);
    user.totpSecret = null;
    return user;
  }

  /**
   * The second step at sign-in: a code from the app (newer than the last one used), or an unused recovery
   * code (crossed off in the same update that checks it, so two requests cannot both use it).
   */
  async verify(userId: number, email: string, code: string): Promise<SecondStepResult> {
    const user = await this.accounts.findById(userId);
    if (!user || !user.isActive || user.totpSecret === null) return null;
    if (looksLikeRecoveryCode(code)) {
      const stored = user.recoveryCodeHashes ?? '[]';
      const hashes = JSON.parse(stored) as string[];
      const hash = hashRecoveryCode(code);
      if (!hashes.includes(hash)) return null;
      const left = JSON.stringify(hashes.filter((h) => h !== hash));
      return this.accounts.transaction(async (em) => {
        if (!(await this.accounts.replaceRecoveryCodes(userId, stored, left, em))) return null;
        const changes = { recoveryCodesLeft: { before: hashes.length, after: hashes.length - 1 } };
        const actor = { id: userId, email, kind: this.door };
        await this.audit.record(em, { action: 'recovery_code_used', entity: this.auditEntity, entityId: userId, actor, changes });
        return 'recovery-code' as const;
      });
    }
    const step = matchTotp(user.totpSecret, code, user.totpLastStep);
    if (step === null) return null;
    // Only if no newer code was accepted meanwhile: each step's code signs in once.
    return (await this.accounts.advanceTotpStep(userId, step)) ? 'totp' : null;
  }
}
