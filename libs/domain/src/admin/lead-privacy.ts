import { LEAD_STATUSES } from '../shared/constants.js';

/** Privacy requests and retention (Australian Privacy Principle 11). */
export const ERASED_MARKER = '[erased]';

/** The lead fields that identify a person: replaced by ERASED_MARKER (or null) on erasure, never copied into the audit trail. */
export const LEAD_PERSONAL_FIELDS = [
  'name',
  'email',
  'phone',
  'postcode',
  'referralId',
  'notes',
  'sessionId',
  // The optional needs: another person's name and number, and a language (which can say where someone is from).
  'language',
  'needsInterpreter',
  'contactName',
  'contactRelationship',
  'contactPhone',
  'bestTimeToCall',
] as const;

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

/** What a redacted free-text filter value reads as in the audit trail. */
export const REDACTED_FILTER_VALUE = '[text]';

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/;

/**
 * A lead export's filter as the audit trail keeps it: which filters were used, with the values that name
 * nobody (a status, a date, true/false, an id) and REDACTED_FILTER_VALUE for any other text. A search word
 * that was a lead's email or name must not outlive that lead's erasure in the trail.
 */
export function auditedLeadFilter(filter: string | undefined): string {
  if (filter === undefined) return '{}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(filter);
  } catch {
    return REDACTED_FILTER_VALUE;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return REDACTED_FILTER_VALUE;
  const keep = (value: unknown): unknown => {
    if (typeof value === 'boolean' || typeof value === 'number' || value === null) return value;
    if (typeof value === 'string') return (LEAD_STATUSES as readonly string[]).includes(value) || DATE_VALUE.test(value) ? value : REDACTED_FILTER_VALUE;
    if (Array.isArray(value)) return value.map(keep);
    return REDACTED_FILTER_VALUE;
  };
  return JSON.stringify(Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [key, keep(value)])));
}
