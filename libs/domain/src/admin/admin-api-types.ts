/** The console's session, second factor, admin team and dashboard JSON shapes. */

export interface AdminSessionDto {
  id: number;
  email: string;
  name: string | null;
  /** The account has a second factor (an authenticator app) set up. */
  twoFactorEnabled: boolean;
  /** ADMIN_REQUIRE_2FA is on and this account has none yet: the console sends the admin to set it up first. */
  mustEnrolTwoFactor: boolean;
}

/**
 * What either door's POST <door>/login answers (and the portal's emailed sign-in link) when the first step was
 * right and the account has a second factor: the code comes next, to POST <door>/login/second-step.
 */
export interface SecondStepRequiredDto {
  secondStepRequired: true;
}

/** POST /api/admin/account/two-factor/setup: what the admin scans or types into an authenticator app. */
export interface SecondFactorSetupDto {
  /** The QR code, an SVG data: URL. */
  qrCode: string;
  /** The same secret for typing in by hand (base32, shown in groups of four). */
  secret: string;
  otpauthUri: string;
}

/** POST /api/admin/account/two-factor: the ten recovery codes, shown once. */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

export interface AdminUserDto {
  id: number;
  email: string;
  name: string | null;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  twoFactorEnabled: boolean;
}

export interface AdminStatsDto {
  totalProviders: number;
  activeProviders: number;
  highlightedProviders: number;
  totalAdminUsers: number;
  /** Lead emails queued or being sent. */
  leadEmailsWaiting: number;
  /** Lead emails that gave up after the retry limit. */
  leadEmailsFailed: number;
  /** Provider leads still new 2 business days after they arrived. */
  overdueLeads: number;
  /** Providers' changes waiting for moderation: words, held prices, areas in other states. */
  changesWaiting?: number;
}
