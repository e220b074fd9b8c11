import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { burnPasswordCheck, verifyPassword } from '../../accounts/password.js';
import { PartnerUserRepository } from './partner-user.repository.js';
import type { PartnerUser } from './partner-user.entity.js';
import type { PartnerSessionUser } from './partner-session-user.js';

/** Provider users as the portal's door sees them. The password hash never leaves the partners module. */
@Injectable()
export class PartnerUsersService {
  constructor(
    private readonly users: PartnerUserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The provider user for these credentials, or null. Same work whether or not the email exists. */
  async verifyCredentials(email: string, password: string): Promise<PartnerSessionUser | null> {
    const user = await this.users.findByEmail(email);
    if (!user) return burnPasswordCheck(password, this.config.passwordHashCost).then(() => null);
    const ok = await verifyPassword(password, user.passwordHash);
    if (!ok || !user.isActive) return null;
    return this.toSessionUser(user);
  }

  async findAccountId(email: string): Promise<number | null> {
    return (await this.users.findByEmail(email))?.id ?? null;
  }

  /**
   * Stamped when the sign-in is complete (DoorSession.signIn): after the second factor, and also when accepting an
   * invitation signs the person in, so someone who has worked in the portal never reads "Last sign-in: never".
   */
  async recordSignIn(id: number): Promise<void> {
    await this.users.recordSignIn(id, new Date());
  }

  /** The session's provider user, if the account is still active and its provider still exists. */
  async findSessionUser(id: number): Promise<PartnerSessionUser | null> {
    const user = await this.users.findById(id);
    return user && user.isActive ? this.toSessionUser(user) : null;
  }

  private async toSessionUser(user: PartnerUser): Promise<PartnerSessionUser | null> {
    const provider = await this.users.findProviderName(user.providerId);
    if (!provider) return null;
    return {
      door: 'partner',
      id: user.id,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.totpSecret !== null,
      providerId: provider.id,
      providerName: provider.businessName,
    };
  }
}
