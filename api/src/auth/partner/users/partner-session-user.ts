import type { PartnerSessionDto } from '@homeward/domain';
import type { DoorUser } from '../../doors/door-session.js';

/** What the portal's session re-reads on every request (passport's user on /api/partner). */
export interface PartnerSessionUser extends DoorUser {
  /** Marks the user as a provider user for the audit trail (auth's requestActor). */
  door: 'partner';
  name: string | null;
  providerId: number;
  providerName: string;
}

export const toPartnerSessionDto = (user: PartnerSessionUser): PartnerSessionDto => ({
  user: { id: user.id, email: user.email, name: user.name, twoFactorEnabled: user.twoFactorEnabled },
  provider: { id: user.providerId, businessName: user.providerName },
});
