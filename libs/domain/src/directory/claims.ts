/**
 * "Is this your organisation?": someone from an organisation on the directory asks to look after its listing. The
 * team checks the ABN against the organisation's name and calls back; an approved claim brings the portal
 * invitation. One home for the claim's fields, their rules and words, read by the API, the claim page and the console.
 */
import { isEmailAddress } from '../admin/account-email.js';
import { EMAIL_MAX_LENGTH } from '../shared/constants.js';
import { isAustralianPhone } from '../shared/phone.js';
import { checkAbn, normaliseAbn } from './abn.js';
import type { ClaimStatus } from './listing.js';

export const CLAIM_FIELDS = ['claimantName', 'claimantRole', 'workEmail', 'phone', 'abn'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/** POST /api/providers/:id/claims. */
export type ProviderClaimInput = Record<ClaimField, string>;

export const CLAIM_LIMITS = {
  claimantNameMaxLength: 120,
  claimantRoleMaxLength: 120,
  workEmailMaxLength: EMAIL_MAX_LENGTH,
  phoneMaxLength: 40,
  /** Spaces allowed round the 11 digits ('51 824 753 556'). */
  abnMaxLength: 20,
  reasonMaxLength: 500,
  /** Claims one work email may have waiting for the team at once. */
  pendingPerEmail: 3,
  /** The team calls back within this many business days. */
  callBackBusinessDays: 2,
} as const;

export const CLAIM_FIELD_LABELS: Readonly<Record<ClaimField, string>> = {
  claimantName: 'Your name',
  claimantRole: 'Your role at the organisation',
  workEmail: 'Your work email',
  phone: 'Your phone number',
  abn: "The organisation's ABN",
};

/** Each message names its field in words; the API also sends them by field (`fields`). */
export const CLAIM_MESSAGES = {
  claimantName: 'Please enter your name',
  claimantNameLength: `Please shorten your name to ${CLAIM_LIMITS.claimantNameMaxLength} characters or fewer`,
  claimantRole: 'Please enter your role at the organisation, for example Manager',
  claimantRoleLength: `Please shorten your role to ${CLAIM_LIMITS.claimantRoleMaxLength} characters or fewer`,
  workEmail: 'Please enter your work email address, for example jo@yourorganisation.com.au',
  workEmailLength: `Please shorten your work email to ${CLAIM_LIMITS.workEmailMaxLength} characters or fewer`,
  phone: 'Please enter an Australian phone number, for example 02 9876 5432 or 0412 345 678',
  abn: "Please enter the organisation's ABN: 11 digits",
  abnCheckDigits: "Please check the ABN: its check digits don't match",
  tooManyPending: `You already have ${CLAIM_LIMITS.pendingPerEmail} claims waiting for our team. We will call you about them within ${CLAIM_LIMITS.callBackBusinessDays} business days; please wait for that call.`,
  alreadyDecided: 'This claim has already been decided',
  reason: `reason must say why, in 1 to ${CLAIM_LIMITS.reasonMaxLength} characters (the claimant reads it)`,
} as const;

/** What happens after a claim, in the order it happens: the claim page and the acknowledgement email say the same. */
export const CLAIM_NEXT_STEPS = [
  "We check the ABN you give us against the organisation's name on the Australian Business Register.",
  `We call you back within ${CLAIM_LIMITS.callBackBusinessDays} business days.`,
  'If all is in order, we email you an invitation to keep your listing up to date. It is free.',
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/**
 * Each bad field's message (the first that applies to it), in form order; an empty object when the claim may be
 * sent. A value that is not text counts as missing.
 */
export function claimFieldErrors(input: Partial<Record<ClaimField, unknown>>): Partial<Record<ClaimField, string>> {
  const errors: Partial<Record<ClaimField, string>> = {};
  const name = text(input.claimantName);
  if (!name) errors.claimantName = CLAIM_MESSAGES.claimantName;
  else if (name.length > CLAIM_LIMITS.claimantNameMaxLength) errors.claimantName = CLAIM_MESSAGES.claimantNameLength;
  const role = text(input.claimantRole);
  if (!role) errors.claimantRole = CLAIM_MESSAGES.claimantRole;
  else if (role.length > CLAIM_LIMITS.claimantRoleMaxLength) errors.claimantRole = CLAIM_MESSAGES.claimantRoleLength;
  const email = text(input.workEmail);
  if (!email || !isEmailAddress(email)) errors.workEmail = CLAIM_MESSAGES.workEmail;
  else if (email.length > CLAIM_LIMITS.workEmailMaxLength) errors.workEmail = CLAIM_MESSAGES.workEmailLength;
  const phone = text(input.phone);
  if (!phone || phone.length > CLAIM_LIMITS.phoneMaxLength || !isAustralianPhone(phone)) errors.phone = CLAIM_MESSAGES.phone;
  const abn = typeof input.abn === 'string' && input.abn.length <= CLAIM_LIMITS.abnMaxLength ? checkAbn(input.abn) : 'format';
  if (abn === 'checkDigits') errors.abn = CLAIM_MESSAGES.abnCheckDigits;
  else if (abn !== 'valid') errors.abn = CLAIM_MESSAGES.abn;
  return errors;
}

/** A claim as stored: trimmed, the email in lower case, the ABN as its 11 digits. Call after claimFieldErrors found nothing. */
export function normaliseClaim(input: ProviderClaimInput): ProviderClaimInput {
  return {
    claimantName: input.claimantName.trim(),
    claimantRole: input.claimantRole.trim(),
    workEmail: input.workEmail.trim().toLowerCase(),
    phone: input.phone.trim(),
    abn: normaliseAbn(input.abn),
  };
}

/** The answer to a claim: it is with the team (a repeat of a claim still waiting gets the same answer). */
export interface ProviderClaimReceiptDto {
  id: number;
  status: ClaimStatus;
  providerName: string;
}

/** A claim as the console shows it. */
export interface ProviderClaimDto {
  id: number;
  providerId: number;
  providerName: string;
  /** ISO instant the organisation's listing was claimed (by this claim or another); null while unclaimed. */
  providerClaimedAt: string | null;
  claimantName: string;
  claimantRole: string;
  workEmail: string;
  phone: string;
  /** 11 digits. */
  abn: string;
  /** The ABN's check digits hold (always true for a claim taken through the API). */
  abnValid: boolean;
  status: ClaimStatus;
  /** The organisation was already claimed when this arrived: the team settles it. */
  isDispute: boolean;
  /** Why it was declined (the claimant was told). */
  decisionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** POST /api/admin/claims/:id/decline. */
export interface DeclineClaimInput {
  reason: string;
}
