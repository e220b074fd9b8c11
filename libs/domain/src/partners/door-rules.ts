import { ADMIN_USER_RULES } from '../admin/admin-user-rules.js';
import type { PartnerInvitationStatus } from './door-types.js';

/**
 * The provider portal's single-use links: an invitation is good for 72 hours, a password
 * reset for one hour; each works once. Shared by the API (which checks) and the web (which says how long).
 */
export const PARTNER_TOKEN_RULES = {
  invitationHours: 72,
  resetMinutes: 60,
  /** A sign-in link (asked for when the password will not do, e.g. while the account is paused) works this long. */
  signInLinkMinutes: 15,
  /** Reset links (and, apart, sign-in links) one account is sent in an hour at most: asking more often mails nothing (the links sent still work). */
  resetLinksPerHour: 3,
  /** Reset requests one address may make in 15 minutes (SIGN_IN_RULES.windowSeconds), for any emails. */
  resetRequestsPerAddress: 5,
  /** Random bytes in a token: 256 bits, so a plain SHA-256 of it is a safe thing to store. */
  tokenBytes: 32,
  nameMaxLength: ADMIN_USER_RULES.nameMaxLength,
} as const;

export const PARTNER_DOOR_MESSAGES = {
  /** One plain message for an invitation link that is unknown, expired, used or revoked: nothing to tell apart. */
  invitationUnusable: 'This invitation link has expired or has already been used. Ask Homeward to send you a new one.',
  resetUnusable: 'This password reset link has expired or has already been used. Ask for a new one.',
  signInLinkUnusable: 'This sign-in link has expired or has already been used. Ask for a new one, or sign in with your password.',
  /** The same answer whether or not the address has an account. */
  signInLinkRequested: 'If that email address has a provider account, we have sent it a link to sign in. The link works once, for 15 minutes.',
  /** The same answer whether or not the address has an account. */
  resetRequested: 'If that email address has a provider account, we have sent it a link to choose a new password. The link works for 1 hour.',
  alreadyUser: 'This email address already has a provider account.',
  openInvitation: 'This email address already has an open invitation. Send it again or revoke it instead.',
  invitationNotOpen: 'This invitation has already been accepted or revoked.',
  nameRequired: 'Enter a name',
  nameTooLong: `name must be at most ${ADMIN_USER_RULES.nameMaxLength} characters`,
  tokenRequired: 'token is required',
  providerInactive: 'This provider is not active in the directory, so its users cannot sign in.',
} as const;

/** What is known about a single-use link when it is presented. */
export interface PartnerTokenState {
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

/** Whether a link can be used now, and if not, why (for the admin console; the person sees one message). */
export function partnerTokenStatus(token: PartnerTokenState, now: number): PartnerInvitationStatus {
  if (token.revokedAt !== null) return 'revoked';
  if (token.usedAt !== null) return 'accepted';
  if (now >= token.expiresAt) return 'expired';
  return 'open';
}

export const invitationExpiry = (createdAt: number): number => createdAt + PARTNER_TOKEN_RULES.invitationHours * 60 * 60_000;
export const resetExpiry = (createdAt: number): number => createdAt + PARTNER_TOKEN_RULES.resetMinutes * 60_000;
export const signInLinkExpiry = (createdAt: number): number => createdAt + PARTNER_TOKEN_RULES.signInLinkMinutes * 60_000;

/** The problem with a provider user's name (surrounding spaces do not count), or null. */
export function partnerNameProblem(name: string | null | undefined): string | null {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') return PARTNER_DOOR_MESSAGES.nameRequired;
  if (trimmed.length > PARTNER_TOKEN_RULES.nameMaxLength) return PARTNER_DOOR_MESSAGES.nameTooLong;
  return null;
}

/** Where the emailed links lead in the portal (SITE_ORIGIN + path + token): the API writes them, the portal routes them. */
export const PARTNER_LINK_PATHS = {
  invitation: '/partners/invitation/',
  reset: '/partners/reset-password/',
  'sign-in': '/partners/sign-in-link/',
} as const;
