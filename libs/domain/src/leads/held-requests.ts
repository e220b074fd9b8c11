/**
 * A family's request to a provider that has not joined Homeward (an unclaimed listing from the government's list):
 * there is nobody to email, so the request waits with the Homeward team, who pass it on or invite the organisation
 * to claim its listing. The family is promised an answer by the same deadline providers keep (2 business days).
 * Shared by the API (intake, the team's queue, the emails), the public dialog and the console.
 */
import { HELD_REQUEST_ACTIONS, type HeldRequestAction, type ListingProvenance, type ListingSource } from '../directory/listing.js';
import { STATE_TIME_ZONES } from '../partners/business-days.js';
import { leadClockState } from '../partners/lead-outcomes.js';
import type { LeadContact } from './lead-contact.js';

/** Whether a request to this listing is held for the team: it came from the government's list and nobody from it has joined. */
export function holdsRequests(listing: Pick<ListingProvenance, 'source' | 'claimed'> | null | undefined): boolean {
  return listing?.source === 'official' && !listing.claimed;
}

/** The same rule on a provider row as the API stores it. */
export function providerHoldsRequests(provider: { listingSource: ListingSource; claimedAt: Date | string | null }): boolean {
  return holdsRequests({ source: provider.listingSource, claimed: provider.claimedAt !== null });
}

export function isHeldRequestAction(value: unknown): value is HeldRequestAction {
  return typeof value === 'string' && (HELD_REQUEST_ACTIONS as readonly string[]).includes(value);
}

export const HELD_REQUEST_ACTION_LABELS: Readonly<Record<HeldRequestAction, string>> = {
  'passed-on': 'Passed on',
  invited: 'Invited to join',
};

export const HELD_REQUEST_RULES = { noteMaxLength: 2000 } as const;

export const HELD_REQUEST_MESSAGES = {
  action: `action must be one of: ${HELD_REQUEST_ACTIONS.join(', ')}`,
  note: `note must be at most ${HELD_REQUEST_RULES.noteMaxLength} characters`,
  alreadyActed: 'The team has already acted on this request.',
  joined: 'This organisation has joined Homeward: the request is in its portal now.',
} as const;

/**
 * The day a promise ends on, in the provider's state, as Australians write it: "Tuesday 1 December 2026". A deadline
 * at midnight (a request sent on a weekend is due at the end of the second business day) is that day's end, so the
 * day before is named.
 */
export function promiseDay(contactBy: Date | string, state: string | null | undefined): string {
  const instant = new Date(new Date(contactBy).getTime() - 1);
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: STATE_TIME_ZONES[leadClockState(state)],
  }).format(instant);
}

/** Before sending, in the dialog: what will happen. `day` is promiseDay's; null while it is not known yet. */
export function heldRequestPromise(organisation: string, day: string | null): string {
  const when = day ? `by ${day} at the latest` : 'within 2 business days';
  return `${organisation} hasn't joined Homeward yet. We'll pass your request on to them, or ask them to join, and tell you by email ${when}.`;
}

/** After sending (the dialog's message and the family's email): we have it, what happens next, and when they hear. */
export function heldRequestReceived(organisation: string, day: string): string {
  return (
    `We have your request for ${organisation}. It hasn't joined Homeward yet, so our team will pass your request on to them ` +
    `or ask them to join, and we'll let you know by email by ${day}.`
  );
}

/** What POST /api/leads/provider answers: the spec's receipt, plus when the family hears back for a held request. */
export interface ProviderLeadReceiptDto {
  id: number;
  status: string;
  /** Present and true when the provider has not joined Homeward: the team has the request. */
  held?: boolean;
  /** ISO instant: the team answers the family by then (held requests only). */
  contactBy?: string;
}

/** GET /api/leads/provider/:providerId/contact-by: what would happen to a request sent now. */
export interface LeadContactPromiseDto {
  providerId: number;
  held: boolean;
  /** ISO instant: 2 business days from now in the provider's state. */
  contactBy: string;
  /** promiseDay of contactBy: "Tuesday 1 December 2026". */
  contactByDay: string;
}

/** GET /api/admin/held-requests: one request waiting for (or handled by) the team. */
export interface HeldRequestDto extends LeadContact {
  id: number;
  /** When the family sent it. */
  createdAt: string;
  providerId: number | null;
  organisation: string;
  /** The organisation's main office, "Suburb STATE 1234". */
  organisationPlace: string;
  referralId: string | null;
  selfManagement: boolean;
  /** The team's notes (the note given with an action is added to them). */
  notes: string | null;
  /** The family is told by then. */
  contactBy: string;
  /** Past contactBy and the team has not acted. */
  overdue: boolean;
  teamAction: HeldRequestAction | null;
  teamActedAt: string | null;
  teamActedBy: string | null;
}

/** POST /api/admin/held-requests/:id/action. */
export interface HeldRequestActionInput {
  action: HeldRequestAction;
  note?: string | null;
}

/** GET /api/admin/unclaimed-demand: an organisation not on Homeward that families asked for. */
export interface UnclaimedDemandDto {
  /** The provider's id. */
  id: number;
  organisation: string;
  organisationPlace: string;
  /** Requests families sent it (each one a family asking). */
  requests: number;
  /** Of them, the ones the team has not acted on yet. */
  waiting: number;
  latestRequestAt: string;
}

/** A held request the team acted on (while the organisation has not joined) has kept its promise: it is never overdue. */
export function heldRequestSettled(lead: {
  heldAt?: Date | string | null;
  handedOverAt?: Date | string | null;
  teamAction?: HeldRequestAction | null;
}): boolean {
  return Boolean(lead.heldAt) && !lead.handedOverAt && Boolean(lead.teamAction);
}
