/**
 * Lead email delivery: the outbox's states, its retry schedule and the stable
 * Message-ID. Pure rules, shared by the API (sender, admin lists) and the admin console (labels).
 */

export const LEAD_KINDS = ['provider', 'calculator'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * What the outbox carries (at most 16 characters, its column): the two lead emails, and the provider portal's
 * emails (an invitation, a password reset link, a reminder about a lead still new). The row's id
 * column names the record each is about (the lead, the invitation or reset link, the lead reminded of). A claim of a
 * listing brings its claimant an acknowledgement, and a decline its reason (the row's id is the claim's). A request
 * held for a provider not on Homeward (held-requests.ts) has three of its own, each about the lead: the team's copy,
 * the family's confirmation, and the family's news once the team acted. An account notice tells a person of a
 * sensitive change to their account (its id is the audit event's).
 */
export const OUTBOX_KINDS = [
  ...LEAD_KINDS,
  'invitation',
  'reset',
  'sign_in_link',
  'lead_reminder',
  'claim_received',
  'claim_declined',
  'held_team',
  'held_family',
  'held_outcome',
  'account_notice',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const isLeadKind = (kind: OutboxKind): kind is LeadKind => (LEAD_KINDS as readonly string[]).includes(kind);

/** queued: waiting for its next attempt; sending: claimed by one sender under a lease; sent; failed: gave up. */
export const LEAD_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];

export const LEAD_DELIVERY = {
  /** Attempts before a message is marked failed (about 5 hours of retrying with the default schedule). */
  maxAttempts: 12,
  /** First retry after this long; each later one waits twice as long, up to maxRetryDelayMs. */
  retryBaseMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  /** How long a claimed message belongs to its sender; after that another sender may take it again. */
  leaseMs: 5 * 60_000,
  /** How often each instance looks for due messages (a stored lead also wakes it at once). */
  pollMs: 5_000,
  /** Messages claimed at a time by one sender. */
  batchSize: 20,
  /** Longest stored failure reason. */
  errorMaxLength: 500,
} as const;

/**
 * Wait before attempt `attempt + 1`, after `attempt` (1-based) attempts failed: base, 2 x base, 4 x base...
 * capped. Deterministic on purpose: several instances retrying the same outage spread out by their
 * different failure times already.
 */
export function leadRetryDelayMs(attempt: number, baseMs: number = LEAD_DELIVERY.retryBaseMs, maxMs: number = LEAD_DELIVERY.maxRetryDelayMs): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}

/** Whether a message that has failed `attempts` times gets another try. */
export function leadDeliveryGivesUp(attempts: number, maxAttempts: number = LEAD_DELIVERY.maxAttempts): boolean {
  return attempts >= maxAttempts;
}

/**
 * The Message-ID of a lead's email: the same on every retry, so a receiver (or the bench's sink) can
 * drop a copy sent twice when a sender died between sending and recording it. A deliberate "Send
 * again" (resend n > 0) gets its own id, so it is not dropped as a duplicate.
 */
export function leadMessageId(kind: OutboxKind, leadId: number, siteHost: string, resend = 0): string {
  return `<${leadMessageStem(kind, leadId)}${resend > 0 ? `-r${resend}` : ''}@${siteHost}>`;
}

/** What every Message-ID of one lead's emails starts with (the first and each resend): 'lead-calculator-12'. */
export function leadMessageStem(kind: OutboxKind, leadId: number): string {
  return isLeadKind(kind) ? `lead-${kind}-${leadId}` : `${kind.replace(/_/g, '-')}-${leadId}`;
}
