/**
 * What a provider records about a lead: its outcome and a note, and when a still-new lead is
 * overdue. Shared by the API (portal, reminder job, admin lists) and the web apps (labels).
 */
import { STATE_CODES, type StateCode } from '../shared/constants.js';

export const LEAD_OUTCOMES = ['new', 'contacted', 'became_client', 'not_suitable', 'could_not_reach'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

export const LEAD_OUTCOME_LABELS: Readonly<Record<LeadOutcome, string>> = {
  new: 'New',
  contacted: 'Contacted',
  became_client: 'Became a client',
  not_suitable: 'Not suitable',
  could_not_reach: 'Could not reach',
};

export const LEAD_OUTCOME_RULES = { noteMaxLength: 2000 } as const;

export const LEAD_OUTCOME_MESSAGES = {
  outcome: `outcome must be one of: ${LEAD_OUTCOMES.join(', ')}`,
  note: `note must be at most ${LEAD_OUTCOME_RULES.noteMaxLength} characters`,
} as const;

export function isLeadOutcome(value: unknown): value is LeadOutcome {
  return typeof value === 'string' && (LEAD_OUTCOMES as readonly string[]).includes(value);
}

/**
 * Any outcome but "new" means the provider acted on the lead: a call that did not reach the family is still
 * a first contact attempt, and counts towards keeping the promise.
 */
export function isFirstContact(outcome: LeadOutcome): boolean {
  return outcome !== 'new';
}

/** What the overdue rule needs of a lead. */
export interface LeadPromiseFacts {
  outcome: LeadOutcome;
  /** Erased leads have nobody left to contact: never overdue. */
  erased: boolean;
  /** The instant the lead must have been contacted by (business-days contactDeadline). */
  deadline: Date;
}

/** A lead still new after its deadline. */
export function isLeadOverdue(lead: LeadPromiseFacts, now: Date): boolean {
  return lead.outcome === 'new' && !lead.erased && now.getTime() >= lead.deadline.getTime();
}

/** The state whose clock a provider's leads run on; a provider with no known state runs on Sydney's. */
export function leadClockState(state: string | null | undefined): StateCode {
  return STATE_CODES.find((code) => code === state) ?? 'NSW';
}

/** The reminder job: how often each API instance looks for overdue leads, and how many it takes per pass. */
export const LEAD_REMINDERS = { sweepIntervalMs: 5 * 60_000, batchSize: 200 } as const;
