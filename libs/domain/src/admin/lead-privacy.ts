/** Privacy requests and retention (Australian Privacy Principle 11). */
export const ERASED_MARKER = '[erased]';

/** The lead fields that identify a person: replaced by ERASED_MARKER (or null) on erasure, never copied into the audit trail. */
export const LEAD_PERSONAL_FIELDS = ['name', 'email', 'phone', 'postcode', 'referralId', 'notes', 'sessionId'] as const;

export const LEAD_RETENTION = {
  /** LEAD_RETENTION_DAYS default: two years, then a lead is de-identified. 0 keeps leads forever. */
  defaultDays: 730,
  maxDays: 36_500,
  /** Leads anonymised per transaction, so the sweep never holds a long lock. */
  batchSize: 200,
  sweepIntervalMs: 24 * 60 * 60_000,
} as const;

export const LEAD_ERASURE_LIMITS = {
  maxIdsPerRequest: 1000,
  reasonMinLength: 3,
  reasonMaxLength: 500,
} as const;

/** The oldest createdAt a lead may have and keep its details, or null when leads are kept. */
export function retentionCutoff(now: Date, retentionDays: number): Date | null {
  if (retentionDays <= 0) return null;
  return new Date(now.getTime() - retentionDays * 24 * 60 * 60_000);
}
