/**
 * The provider portal's doors: what /api/partner's sign-in, invitation and reset
 * calls answer, and what the admin console reads about a provider's users. One home for the API and the web apps.
 */

/** The signed-in provider user, as GET /api/partner/session and a completed sign-in answer it. */
export interface PartnerSessionDto {
  user: { id: number; email: string; name: string | null; twoFactorEnabled: boolean };
  provider: { id: number; businessName: string };
}

/** GET /api/partner/invitations/:token: what the acceptance page shows before the person sets a password. */
export interface PartnerInvitationPreviewDto {
  email: string;
  providerName: string;
}

/** POST /api/partner/invitations/accept. */
export interface AcceptPartnerInvitationInput {
  token: string;
  name: string;
  password: string;
}

/** POST /api/partner/password-reset/confirm. */
export interface ConfirmPartnerPasswordResetInput {
  token: string;
  password: string;
}

/** One provider user, as the admin console lists them under the provider. */
export interface PartnerUserDto {
  id: number;
  providerId: number;
  email: string;
  name: string | null;
  isActive: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  lastLogin: string | null;
}

/** Where an invitation stands (PARTNER_TOKEN_STATES). */
export type PartnerInvitationStatus = 'open' | 'expired' | 'accepted' | 'revoked';

/** One invitation, as the admin console lists it under the provider. */
export interface PartnerInvitationDto {
  id: number;
  providerId: number;
  email: string;
  name: string | null;
  status: PartnerInvitationStatus;
  createdAt: string;
  expiresAt: string;
  /** The email's delivery: queued, sending, sent or failed (the outbox's status). */
  emailStatus: string | null;
}

/** GET /api/admin/providers/:id/users: its users, and its invitations not yet accepted. */
export interface ProviderUsersDto {
  users: PartnerUserDto[];
  invitations: PartnerInvitationDto[];
}

/** POST /api/admin/providers/:id/invitations. */
export interface CreatePartnerInvitationInput {
  email: string;
  name: string;
}
